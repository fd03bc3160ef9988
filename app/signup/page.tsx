import type { Metadata } from "next";
import { signup } from "@/content/signup";
import { pageMetadata } from "@/lib/metadata";
import { SignupForms } from "@/components/forms/signup-forms";

export const metadata: Metadata = pageMetadata(signup.meta);

export default function SignupPage() {
  return (
    <section aria-label={signup.meta.title} className="relative isolate min-h-dvh overflow-hidden bg-ink-950 pt-28 pb-20 sm:pt-32">
      <div aria-hidden="true" className="absolute -top-40 -left-20 -z-10 size-[40rem] rounded-full bg-brand-700/40 blur-3xl" />
      <div aria-hidden="true" className="absolute right-0 bottom-0 -z-10 size-[30rem] rounded-full bg-accent-500/15 blur-3xl" />
      <div className="container-page">
        <SignupForms content={signup} />
      </div>
    </section>
  );
}
