import type { OpenRolesCopy } from "@/content/types";
import type { RoleListing } from "@/lib/careers";
import { site } from "@/content/site";
import { mailtoHref } from "@/lib/contact-links";
import { fillPlaceholders } from "@/lib/placeholders";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button-classes";
import { CheckList } from "@/components/ui/check-list";

interface RoleCardProps {
  role: RoleListing;
  copy: Pick<OpenRolesCopy, "detailsLabel" | "detailsContext" | "responsibilitiesTitle" | "requirementsTitle" | "applyLabel" | "applyName" | "applySubject">;
}

/** One open role: the essentials at a glance (where, what contract, until when), the detail in a disclosure, and a way to apply. */
export function RoleCard({ role, copy }: RoleCardProps) {
  const titleId = `${role.id}-title`;
  return (
    <article
      id={role.id}
      aria-labelledby={titleId}
      className="grid scroll-mt-28 gap-x-6 rounded-2xl border border-line bg-raised p-6 shadow-card sm:p-8 md:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <p className="text-sm font-semibold text-brand">{role.team}</p>
        <h3 id={titleId} className="mt-1 text-xl font-semibold tracking-tight text-balance text-ink sm:text-2xl">
          {role.title}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm text-body">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 ring-1 ring-line">
            <Icon name="map-pin" className="size-4 text-brand" />
            {role.location}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 ring-1 ring-line">
            <Icon name="clock" className="size-4 text-brand" />
            {role.employmentLabel}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 ring-1 ring-line">
            <Icon name="calendar" className="size-4 text-brand" />
            {role.closingLabel}
          </li>
        </ul>
      </div>
      <p className="mt-5 max-w-3xl leading-relaxed text-muted md:col-span-2">{role.summary}</p>
      <details className="group mt-5 border-t border-line pt-4 md:col-span-2">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md font-semibold text-brand hover:text-brand-strong [&::-webkit-details-marker]:hidden">
          <span className="text-balance">
            {copy.detailsLabel}
            <span className="sr-only"> {fillPlaceholders(copy.detailsContext, { role: role.title })}</span>
          </span>
          <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        {role.countriesNote && <p className="mt-5 max-w-3xl leading-relaxed text-muted">{role.countriesNote}</p>}
        <div className="mt-5 grid gap-8 md:grid-cols-2">
          {[
            { title: copy.responsibilitiesTitle, items: role.responsibilities },
            { title: copy.requirementsTitle, items: role.requirements },
          ].map((list) => (
            <div key={list.title}>
              <h4 className="font-semibold text-ink">{list.title}</h4>
              <CheckList items={list.items} tone="muted" relaxed className="mt-3 space-y-2.5" />
            </div>
          ))}
        </div>
      </details>
      {/* Last in reading order; on wide screens the grid places it beside the title. Its name says which role, whole
          and typed as the language wants it: hidden words after the label would get a space the browser adds. */}
      <a
        href={mailtoHref(site.email, fillPlaceholders(copy.applySubject, { role: role.title }))}
        aria-label={fillPlaceholders(copy.applyName, { role: role.title })}
        className={buttonClasses("primary", "md", "mt-6 self-start justify-self-start md:col-start-2 md:row-start-1 md:mt-0")}
      >
        {copy.applyLabel}
      </a>
    </article>
  );
}
