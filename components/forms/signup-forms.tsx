import type { SignupContent } from "@/content/types";

// Temporary markup until the forms land.
export function SignupForms({ content }: { content: SignupContent }) {
  return <h1>{content.developer.heading}</h1>;
}
