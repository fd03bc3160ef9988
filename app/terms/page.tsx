import type { Metadata } from "next";
import { terms, legalCopy } from "@/content/legal";
import { pageMetadata } from "@/lib/metadata";
import { LegalDocumentView } from "@/components/sections/legal-document-view";

export const metadata: Metadata = pageMetadata(terms.meta);

export default function TermsPage() {
  return <LegalDocumentView document={terms} copy={legalCopy} />;
}
