import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { formMessages, formOutcome } from "@/lib/form-messages";
import { ContactSection } from "@/components/sections/contact-section";
import { ContactForm } from "@/components/forms/contact-form";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).contact.meta, locale);
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const content = getContent(locale);
  const { contact, forms } = content;
  return (
    <ContactSection
      id="contact"
      variant="page"
      contact={contact}
      messages={formMessages(forms)}
      outcome={formOutcome(content, "contact")}
      language={locale}
      Form={ContactForm}
    />
  );
}
