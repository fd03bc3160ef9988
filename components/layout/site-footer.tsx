import { SiteLink } from "@/components/ui/site-link";
import type { Locale } from "@/content/locales";
import { localePath, routes } from "@/content/routes";
import { site } from "@/content/site";
import type { FooterContent, SiteContent } from "@/content/types";
import { formMessages, formOutcome } from "@/lib/form-messages";
import { fillPlaceholders } from "@/lib/placeholders";
import { LazyNewsletterForm } from "@/components/forms/lazy-newsletter-form";
import { Icon } from "@/components/ui/icon";
import { LinkListNav } from "@/components/ui/link-list-nav";
import { CurrentYear } from "./current-year";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

interface SiteFooterProps {
  locale: Locale;
  footer: FooterContent;
  /** Toasts, messages and offline notices of the newsletter form. */
  content: Pick<SiteContent, "forms" | "offline">;
}

export function SiteFooter({ locale, footer, content }: SiteFooterProps) {
  const [beforeYear, afterYear] = fillPlaceholders(footer.copyright, { name: site.name }).split("{year}");

  return (
    <footer className="bg-deep text-white/75">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-4">
          <SiteLink href={localePath(locale, routes.home)} aria-label={site.name} className="inline-block rounded-md text-white">
            <Logo />
          </SiteLink>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-pretty">{footer.blurb}</p>
          <h2 className="mt-8 text-sm font-semibold text-white">{footer.socialTitle}</h2>
          <SocialLinks links={site.socials} className="mt-3" />
        </div>

        {/* The columns share two rows, so their lists start on one line when a title takes two ("Nos programmes" on a phone). */}
        <div className="grid grid-cols-3 gap-4 lg:col-span-5">
          {footer.groups.map((group) => (
            <LinkListNav
              key={group.title}
              title={group.title}
              links={group.links}
              className="row-span-2 grid grid-rows-subgrid"
              headingClassName="text-sm font-semibold text-white"
              listClassName="space-y-3 text-sm"
              linkClassName="rounded-sm transition-colors hover:text-brand-300"
            />
          ))}
        </div>

        {/* The offline page hides it: it loads no framework, so the form could not work there (docs/decisions.md#d47). */}
        <div data-footer-newsletter="" className="lg:col-span-3">
          <h2 className="text-sm font-semibold text-white">{footer.newsletter.title}</h2>
          <p className="mt-4 text-sm leading-relaxed text-pretty">{footer.newsletter.description}</p>
          <LazyNewsletterForm
            copy={footer.newsletter}
            messages={formMessages(content.forms)}
            outcome={formOutcome(content, "newsletter")}
            language={locale}
            sendIcon={<Icon name="send" className="size-4" />}
            className="mt-4"
          />
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm">
          {beforeYear}
          <CurrentYear buildYear={new Date().getFullYear()} />
          {afterYear}
        </p>
      </div>
    </footer>
  );
}
