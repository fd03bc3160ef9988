import { getContent } from "@/content/dictionaries";
import type { Locale } from "@/content/locales";
import type { TeamMember } from "@/content/types";

/**
 * The person who wrote a post: the member of the About page's team whose role the post's byline names
 * (`authorRole` in its front matter, "Founder & CEO"). Undefined when no member has that role; the post is
 * then credited to the company.
 */
export function postAuthor(authorRole: string, locale: Locale): TeamMember | undefined {
  return getContent(locale).about.team.members.find((member) => member.role === authorRole);
}
