import type { Metadata } from "next";
import { getContent } from "@/content/dictionaries";
import { pageLocale, type LocaleParams } from "@/lib/i18n";
import { pageMetadata } from "@/lib/metadata";
import { formMessages, formOutcome } from "@/lib/form-messages";
import { SignupForms } from "@/components/forms/signup-forms";
import { SignupPanel } from "@/components/forms/signup-panel";
import { AudienceGlyph } from "@/components/ui/audience-glyph";
import { Glow } from "@/components/ui/glow";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata(getContent(locale).signup.meta, locale);
}

export default async function SignupPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const content = getContent(locale);
  const { signup, forms } = content;
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
          {/* Placed from the top, not the bottom: the first frame can come before the browser has applied the
              address's fragment, and the page is shorter once it has (docs/decisions.md#d61); a glow pinned to the
              bottom would move between the two. */}
          <Glow className="top-96 right-0 size-[30rem] bg-accent-500/15" />
        </>
      }
    >
      <SignupForms
        content={signup}
        messages={formMessages(forms)}
        outcomes={{ developer: formOutcome(content, "developerSignup"), organization: formOutcome(content, "organizationRequest") }}
        language={locale}
        panels={{ developer: <SignupPanel panel={signup.panel} mode="developer" />, organization: <SignupPanel panel={signup.panel} mode="organization" /> }}
        // Drawn here, so the icon set stays out of the signup island's JavaScript.
        icons={{
          developer: <AudienceGlyph audience="developer" />,
          organization: <AudienceGlyph audience="organization" />,
          showPassword: <Icon name="eye" className="size-5" />,
          hidePassword: <Icon name="eye-off" className="size-5" />,
        }}
      />
    </Section>
  );
}
