import type { OpenRolesCopy } from "@/content/types";
import type { RoleListing } from "@/lib/careers";
import { site } from "@/content/site";
import { mailtoHref } from "@/lib/contact-links";
import { buttonClasses } from "@/components/ui/button-classes";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { RoleCard } from "./role-card";

interface OpenRolesProps {
  id: string;
  copy: OpenRolesCopy;
  /** The roles listed today (lib/careers.ts roleListings). */
  roles: RoleListing[];
  /** Said after a link that opens a new tab. */
  newTabNote: string;
}

/** The roles open today, or, when there are none, a friendly message with ways to stay in touch. */
export function OpenRoles({ id, copy, roles, newTabNote }: OpenRolesProps) {
  const linkedIn = site.socials.find((social) => social.network === "linkedin");

  return (
    <Section id={id} className="scroll-mt-20">
      <SectionHeading id={sectionTitleId(id)} eyebrow={copy.eyebrow} title={copy.title} intro={roles.length > 0 ? copy.intro : undefined} />
      {roles.length > 0 ? (
        <ul className={`${headingGap} mx-auto max-w-5xl space-y-6`}>
          {roles.map((role) => (
            <li key={role.id}>
              <RoleCard role={role} copy={copy} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={`${headingGap} mx-auto max-w-3xl rounded-3xl border border-dashed border-tint-strong bg-tint px-6 py-12 text-center sm:px-12`}>
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-raised text-brand shadow-card ring-1 ring-tint-strong">
            <Icon name="briefcase" className="size-7" />
          </span>
          <h3 className="mt-6 text-2xl font-semibold tracking-tight text-ink">{copy.empty.title}</h3>
          <p className="mx-auto mt-3 max-w-xl leading-relaxed text-muted">{copy.empty.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={copy.empty.primary.href}>{copy.empty.primary.label}</ButtonLink>
            <a href={mailtoHref(site.email, copy.empty.emailSubject)} className={buttonClasses("outline")}>
              {copy.empty.emailLabel}
            </a>
            {linkedIn && (
              <a href={linkedIn.href} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline")}>
                {copy.empty.socialLabel}
                <span className="sr-only"> {newTabNote}</span>
              </a>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}
