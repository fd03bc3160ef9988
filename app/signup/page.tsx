import type { Metadata } from "next";
import { signup } from "@/content/signup";
import { pageMetadata } from "@/lib/metadata";
import { SignupForms } from "@/components/forms/signup-forms";
import { Glow } from "@/components/ui/glow";
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
          <Glow className="-top-40 -left-20 size-[40rem] bg-brand-700/40" />
          <Glow className="right-0 bottom-0 size-[30rem] bg-accent-500/15" />
        </>
      }
    >
      <SignupForms content={signup} />
    </Section>
  );
}
