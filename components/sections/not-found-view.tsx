import { SiteLink } from "@/components/ui/site-link";
import type { NotFoundContent } from "@/content/types";
import { buttonClasses } from "@/components/ui/button-classes";
import { Illustration } from "@/components/ui/illustration";
import { Section, sectionTitleId } from "@/components/ui/section";

/** The not-found page's body, in one language: what happened, and the pages to start from. */
export function NotFoundView({ notFound }: { notFound: NotFoundContent }) {
  const [home, ...others] = notFound.links;
  return (
    <Section
      id="not-found"
      spacing="none"
      reveal={false}
      className="bg-gradient-to-b from-tint to-page pt-36 pb-24 sm:pt-44"
      containerClassName="max-w-2xl text-center"
    >
      <Illustration name="spot-not-found" className="mx-auto h-20 w-auto" />
      <p className="mt-4 text-6xl font-extrabold tracking-tight text-brand">404</p>
      <h1 id={sectionTitleId("not-found")} className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
        {notFound.heading}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted">{notFound.body}</p>
      {/* Two by two on a phone, where four pills do not fit a row and wrapped three over one; a row wider. */}
      <ul className="mt-8 grid grid-cols-2 flex-wrap justify-center gap-3 sm:flex">
        {home && (
          <li>
            <SiteLink href={home.href} className={buttonClasses("primary", "md", "w-full")}>
              {home.label}
            </SiteLink>
          </li>
        )}
        {others.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={buttonClasses("outline", "md", "w-full")}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
