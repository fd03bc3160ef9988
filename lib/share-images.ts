/**
 * Every page's link-preview image (Open Graph and X cards), made at build time by app/og/[...image]/route.tsx
 * (docs/decisions.md#d38). This module decides what each image says and where it lives; the route draws it.
 */
import { getContent } from "@/content/dictionaries";
import { defaultLocale, locales, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import type { ShareImageKind } from "@/content/types";
import { getPostSummaries } from "./blog";
import { listedRoles, openRolesIn } from "./careers";
import { formatDate, todayIso } from "./dates";
import { splitLocale, withoutLocale } from "./locale-path";
import { fillPlaceholders } from "./placeholders";
import { proofIn } from "./proof";

/** What LinkedIn, WhatsApp, X and Facebook show best: 1.91:1, 1200 px wide. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The most an image may weigh: previews are fetched on phones, and some apps drop heavier images. */
export const SHARE_IMAGE_MAX_BYTES = 200 * 1024;

export interface ShareCard {
  /** The page the image is for. */
  path: string;
  locale: Locale;
  /** "home" draws the home page's designed card; every other kind the page card. */
  kind: ShareImageKind | "home";
  /** The line above the title ("Blog post"); empty on the home card. */
  eyebrow: string;
  title: string;
  /** A short line under the title; may be empty. */
  subtitle: string;
  /** Seeds the network drawn beside the words: a post's slug (so its image matches its cover), else the path without its language. */
  seed: string;
  /** The image's alt text, for og:image:alt and twitter:image:alt. */
  alt: string;
}

/** Where a page's image is: `/og/<language>/<path>.png` (`/og/en/home.png`, `/og/fr/blog/<slug>.png`). */
export function shareImagePath(pagePath: string): string {
  const { locale, path } = splitLocale(pagePath);
  return `/og/${locale ?? defaultLocale}/${path === "/" ? "home" : path.slice(1)}.png`;
}

/** The image of every page of one language, in the order of the sitemap. `today` decides which roles are open. */
export function shareCards(locale: Locale, today: string = todayIso()): ShareCard[] {
  const content = getContent(locale);
  const { alt, kinds } = content.siteCopy.shareImage;
  const card = (path: string, kind: ShareImageKind, title: string, subtitle: string, seed = withoutLocale(path)): ShareCard => ({
    path,
    locale,
    kind,
    eyebrow: kinds[kind],
    title,
    subtitle,
    seed,
    alt: fillPlaceholders(alt, { name: site.name, kind: kinds[kind], title }),
  });
  const roles = listedRoles(openRolesIn(content.careers.openRoles), today);

  return [
    {
      path: content.home.meta.path,
      locale,
      kind: "home",
      eyebrow: "",
      title: content.home.hero.headline,
      subtitle: content.home.hero.tagline,
      seed: "/",
      alt: content.siteCopy.ogImageAlt,
    },
    card(content.about.meta.path, "about", content.about.title, content.about.tagline),
    card(content.services.meta.path, "services", content.services.title, content.services.cards.map((service) => service.name).join(" · ")),
    ...content.programmes.map((programme) => card(programme.meta.path, "programme", programme.meta.title, programme.hero.title)),
    ...proofIn(locale).caseStudies.map((study) => card(study.path, "caseStudy", study.title, study.organisation)),
    card(content.signup.meta.path, "signup", content.signup.meta.title, content.signup.panel.developer.tagline),
    card(content.contact.meta.path, "contact", content.contact.page.title, content.contact.info.email.note),
    card(
      content.careers.meta.path,
      "careers",
      content.careers.title,
      roles.length > 0 ? roles.map((role) => role.title).join(" · ") : content.careers.roles.empty.title,
    ),
    card(content.blog.meta.path, "blog", content.blog.title, content.blog.intro),
    // The byline as the post shows it: "By our Founder & CEO", « Par notre fondatrice et PDG ».
    ...getPostSummaries(locale).map((post) => card(post.path, "post", post.title, `${post.dateLabel} · ${content.blog.byLabel} ${post.authorRole}`, post.slug)),
    card(content.support.meta.path, "support", content.support.title, content.support.intro),
    ...[content.privacy, content.terms, content.cookies].map((document) =>
      card(document.meta.path, "legal", document.title, `${content.legalCopy.updatedLabel} ${formatDate(document.updated, locale)}`),
    ),
  ];
}

/** Every page's image in every language. */
export function allShareCards(today?: string): ShareCard[] {
  return locales.flatMap((locale) => shareCards(locale, today));
}

/** The image of one page; a page without one is a mistake in this module, so it throws. */
export function shareCardFor(pagePath: string): ShareCard {
  const card = shareCards(splitLocale(pagePath).locale ?? defaultLocale).find((candidate) => candidate.path === pagePath);
  if (!card) throw new Error(`No link-preview image is made for ${pagePath}: add the page to shareCards() in lib/share-images.ts.`);
  return card;
}

/** The words an image draws, a line each: what `npm run deploy:check` reads in the PNG (docs/decisions.md#d55). */
export function shareCardWords(card: ShareCard): string {
  return [site.name, card.eyebrow, card.title, card.subtitle].filter(Boolean).join("\n");
}

/** Every character an image draws: the company's name, and the card's words (the eyebrow in capitals too). */
export function shareCardText(card: ShareCard): string {
  return [site.name, card.eyebrow, card.eyebrow.toLocaleUpperCase(card.locale), card.title, card.subtitle].join(" ");
}

/**
 * The characters of `text` that fonts mapping `characters` (code points) cannot draw. Spaces that French
 * typography needs (U+00A0, U+202F) are checked too; line breaks are not drawn.
 */
export function undrawable(text: string, characters: Set<number>): string[] {
  const drawn = [...new Set(text)].filter((character) => !/\s/.test(character) || character === "\u00a0" || character === "\u202f");
  return drawn.filter((character) => !characters.has(character.codePointAt(0) ?? 0));
}
