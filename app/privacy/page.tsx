import type { Metadata } from "next";
import { privacy, legalCopy } from "@/content/legal";
import { pageMetadata } from "@/lib/metadata";
import { LegalDocumentView } from "@/components/sections/legal-document-view";

export const metadata: Metadata = pageMetadata(privacy.meta);

export default function PrivacyPage() {
  return <LegalDocumentView document={privacy} copy={legalCopy} />;
}
