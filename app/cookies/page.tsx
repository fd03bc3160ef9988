import type { Metadata } from "next";
import { cookies, legalCopy } from "@/content/legal";
import { pageMetadata } from "@/lib/metadata";
import { LegalDocumentView } from "@/components/sections/legal-document-view";

export const metadata: Metadata = pageMetadata(cookies.meta);

export default function CookiesPage() {
  return <LegalDocumentView document={cookies} copy={legalCopy} />;
}
