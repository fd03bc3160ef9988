import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { CallToAction } from "@/components/sections/call-to-action";
import { CardGridSection } from "@/components/sections/card-grid-section";
import { OpenRoles } from "./_components/open-roles";
import { PageHeader } from "@/components/sections/page-header";
import { PrinciplesSection } from "./_components/principles-section";
import { ButtonLink } from "@/components/ui/button-link";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).careers.meta, locale);
}

export default async function CareersPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const { careers, assistiveCopy } = getContent(locale);
  return (
    <>
      <PageHeader id="page" eyebrow={careers.eyebrow} title={careers.title} intro={careers.intro}>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="#open-roles" size="lg">
            {careers.roles.title}
          </ButtonLink>
        </div>
      </PageHeader>
      <CardGridSection id="why-join" {...careers.why} />
      <PrinciplesSection id="how-we-work" background="surface" {...careers.how} />
      <OpenRoles id="open-roles" copy={careers.roles} roles={careers.openRoles} newTabNote={assistiveCopy.newTabNote} />
      <CallToAction id="cta" {...careers.cta} />
    </>
  );
}
