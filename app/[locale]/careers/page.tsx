import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { closedRoleIds, openRolesIn, roleListings } from "@/lib/careers";
import { todayIso } from "@/lib/dates";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { jobPostingData } from "@/lib/structured-data";
import { CallToAction } from "@/components/sections/call-to-action";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { OpenRoles } from "./_components/open-roles";
import { PageHeader } from "@/components/sections/page-header";
import { PrinciplesSection } from "./_components/principles-section";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).careers.meta, locale);
}

export default async function CareersPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { careers, assistiveCopy } = getContent(locale);
  // The page is built once and served until the next build: a role is listed if it is open on the build's day.
  const today = todayIso();
  const openRoles = openRolesIn(careers.openRoles);
  const roles = roleListings(openRoles, careers.roles, locale, today);
  const closed = closedRoleIds(openRoles, today);
  if (closed.length > 0) {
    console.warn(
      `  Careers (${locale}): past their closing date, not listed: ${closed.join(", ")}. Remove them from content/open-roles.ts and each language's careers.ts.`,
    );
  }

  return (
    <>
      {roles.map((role) => (
        <JsonLd key={role.id} data={jobPostingData(role, locale)} />
      ))}
      <PageHeader id="page" eyebrow={careers.eyebrow} title={careers.title} intro={careers.intro}>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="#open-roles" size="lg">
            {careers.roles.title}
          </ButtonLink>
        </div>
      </PageHeader>
      <CardGridSection id="why-join" {...careers.why} />
      <PrinciplesSection id="how-we-work" background="surface" {...careers.how} />
      <OpenRoles id="open-roles" copy={careers.roles} roles={roles} newTabNote={assistiveCopy.newTabNote} />
      <CallToAction id="cta" {...careers.cta} />
    </>
  );
}
