import type { ReactNode } from "react";
import type { ContactContent, IconName } from "@/content/types";
import { site } from "@/content/site";
import { mailtoHref, telHref } from "@/lib/contact-links";
import { fillPlaceholders } from "@/lib/placeholders";
import { Icon } from "@/components/ui/icon";
import { SocialLinks } from "@/components/layout/social-links";

type HeadingLevel = "h2" | "h3";

interface InfoCardProps {
  icon: IconName;
  title: string;
  heading: HeadingLevel;
  children: ReactNode;
}

function InfoCard({ icon, title, heading: Heading, children }: InfoCardProps) {
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-raised p-5 shadow-card">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-tint text-brand">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <Heading className="font-semibold text-ink">{title}</Heading>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </div>
  );
}

const linkClass = "font-medium break-words text-brand underline-offset-4 hover:underline";

interface ContactInfoProps {
  info: ContactContent["info"];
  headingLevel: HeadingLevel;
  /**
   * Collapses every card after the e-mail's under this summary below 1024 px (Home's embedded section, where the
   * /contact page has them all open; docs/decisions.md#d103).
   */
  moreLabel?: string;
}

export function ContactInfo({ info, headingLevel, moreLabel }: ContactInfoProps) {
  const Heading = headingLevel;
  const more = (
    <>
      <InfoCard icon="phone" title={info.phone.title} heading={Heading}>
        <ul className="space-y-1">
          {site.phones.map((phone) => (
            <li key={phone.label}>
              <span className="text-sm text-faint">{fillPlaceholders(info.phone.numberLabel, { label: phone.label })} </span>
              <a href={telHref(phone.number)} className={linkClass}>
                {phone.number}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm">{info.phone.note}</p>
      </InfoCard>

      <InfoCard icon="calendar" title={info.quickChat.title} heading={Heading}>
        <a href={site.schedulingUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {info.quickChat.linkLabel}
        </a>
        <p className="mt-1 text-sm">{info.quickChat.note}</p>
      </InfoCard>

      <div className="rounded-2xl border border-line bg-raised p-5 shadow-card">
        <Heading className="flex items-center gap-2 font-semibold text-ink">
          <Icon name="clock" className="size-5 text-brand" />
          {info.hours.title}
        </Heading>
        <dl className="mt-3 space-y-1.5 text-sm">
          {info.hours.rows.map((row) => (
            <div key={row.days}>
              <dt className="font-medium text-body">{row.days}</dt>
              <dd className="text-muted">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
  const email = (
    <InfoCard icon="mail" title={info.email.title} heading={Heading}>
      <a href={mailtoHref(site.email)} className={linkClass}>
        {site.email}
      </a>
      <p className="mt-1 text-sm">{info.email.note}</p>
    </InfoCard>
  );
  // One row, full width, last: beside another card, its four icons left a card of white under them.
  const social = (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-raised p-5 shadow-card md:col-span-2">
      <Heading className="font-semibold text-ink">{info.social.title}</Heading>
      <SocialLinks links={site.socials} tone="light" />
    </div>
  );
  return moreLabel ? (
    <div className="space-y-4">
      {email}
      <details data-open-wide="" className="space-y-4">
        <summary className="rounded-2xl border border-line bg-raised p-5 font-semibold text-brand shadow-card">{moreLabel}</summary>
        {more}
        {social}
      </details>
    </div>
  ) : (
    // On a tablet, where the form comes below them, two cards a row: stacked, they were 1,000 px above the form. The
    // rows keep `space-y-4`'s margins (every card has one but the last, which spans the row), and beside the form the
    // grid is a stack again: only classes the stylesheet already has (first-paint CSS is at its 8.8 KiB).
    <div className="space-y-4 gap-x-4 md:grid md:grid-cols-2 lg:block">
      {email}
      {more}
      {social}
    </div>
  );
}
