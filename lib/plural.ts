import { localeInfo, type Locale } from "@/content/locales";
import type { PluralText } from "@/content/types";

const rules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of `text` for `count` in the language, with `{count}` written as the language writes numbers
 * (docs/decisions.md#d72). `Intl.PluralRules`, built into every browser, picks the category: in English 1 is "one" and
 * 0 and 2 are "other"; in French 0 and 1 are « one ». A category the content does not write (a browser whose rules are
 * newer than ours) falls back to `other`.
 */
export function plural(text: PluralText, count: number, locale: Locale): string {
  const { intlLocale } = localeInfo[locale];
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(intlLocale)));
  const form = text[rule.select(count)] ?? text.other;
  return form.replaceAll("{count}", count.toLocaleString(intlLocale));
}
