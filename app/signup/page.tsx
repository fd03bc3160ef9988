import type { Metadata } from "next";
import { signup } from "@/content/signup";
import { pageMetadata } from "@/lib/metadata";
import { SignupForms } from "@/components/forms/signup-forms";
import { Section } from "@/components/ui/section";

export const metadata: Metadata = pageMetadata(signup.meta);

export default function SignupPage() {
  return (
    <Section
      id="signup"
      label={signup.meta.title}
      background="dark"
      spacing="none"
      reveal={false}
      className="relative isolate min-h-dvh overflow-hidden pt-28 pb-20 sm:pt-32"
      decoration={
        <>
          <div aria-hidden="true" className="absolute -top-40 -left-20 -z-10 size-[40rem] rounded-full bg-brand-700/40 blur-3xl" />
          <div aria-hidden="true" className="absolute right-0 bottom-0 -z-10 size-[30rem] rounded-full bg-accent-500/15 blur-3xl" />
        </>
      }
    >
      <SignupForms content={signup} />
    </Section>
  );
}
