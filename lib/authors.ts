import { getContent } from "@/content/dictionaries";
import { localeInfo, type Locale } from "@/content/locales";
import type { TeamMember } from "@/content/types";
import { teamMembers } from "./team";

/**
 * The person who wrote a post: the member of the About page's team whose role the post's byline names
 * (`authorRole` in its front matter, "Founder & CEO"). Case aside: a French byline writes the role in lower case,
 * as it reads after « Par notre » ("fondatrice et PDG"), where the About page capitalises it. Undefined when no
 * member has that role; the post is then credited to the company.
 */
export function postAuthor(authorRole: string, locale: Locale): TeamMember | undefined {
  const { intlLocale } = localeInfo[locale];
  const role = authorRole.toLocaleLowerCase(intlLocale);
  return teamMembers(getContent(locale).about.team.members).find((member) => member.role.toLocaleLowerCase(intlLocale) === role);
}
