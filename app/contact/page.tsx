import type { Metadata } from "next";
import { contact } from "@/content/contact";
import { pageMetadata } from "@/lib/metadata";
import { ContactSection } from "@/components/sections/contact-section";

export const metadata: Metadata = pageMetadata(contact.meta);

export default function ContactPage() {
  return <ContactSection id="contact" variant="page" />;
}
