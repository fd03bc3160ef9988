import type { ContactContent, FormMessages, FormOutcome } from "@/content/types";
import type { ContactForm } from "@/components/forms/contact-form";
import { Reveal } from "@/components/ui/reveal";
import { headingGap, Section, sectionTitleId } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { ContactInfo } from "./contact-info";

interface ContactSectionProps {
  id: string;
  /** `page` is the standalone /contact page (its title is the page's h1); `embedded` sits on Home under #contact. */
  variant: "page" | "embedded";
  contact: ContactContent;
  /** The form's validation messages and toasts, in the page's language. */
  messages: FormMessages;
  outcome: FormOutcome;
  /** The page's language, told to the team with the message. */
  language: string;
  /** ContactForm where the form is the page; on Home, LazyContactForm, whose code loads as the visitor comes near. */
  Form: typeof ContactForm;
}

export function ContactSection({ id, variant, contact, messages, outcome, language, Form }: ContactSectionProps) {
  const copy = variant === "page" ? contact.page : contact.embedded;
  const isPage = variant === "page";
  const subHeading = isPage ? "h2" : "h3";
  const FormHeading = subHeading;

  return (
    <Section
      id={id}
      background="surface"
      // The page variant is the top of its page: it clears the fixed navbar.
      spacing={isPage ? "none" : "xl"}
      className={isPage ? "pt-28 pb-20 sm:pt-36 sm:pb-28" : undefined}
      reveal={false}
    >
      <SectionHeading
        as={isPage ? "h1" : "h2"}
        id={sectionTitleId(id)}
        eyebrow={isPage ? undefined : contact.meta.title}
        title={copy.title}
        intro={copy.subtitle}
      />
      <Reveal className={`${headingGap} grid gap-8 lg:grid-cols-5`}>
        <div className="lg:col-span-2">
          <ContactInfo info={contact.info} headingLevel={subHeading} moreLabel={isPage ? undefined : contact.embedded.moreLabel} />
        </div>
        <div className="self-start rounded-3xl border border-line bg-raised p-5 shadow-card sm:p-10 lg:col-span-3">
          <FormHeading className="text-2xl font-semibold text-balance text-ink">{contact.form.title}</FormHeading>
          <Form copy={contact.form} messages={messages} outcome={outcome} language={language} className="mt-6" />
        </div>
      </Reveal>
    </Section>
  );
}
