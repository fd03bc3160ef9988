import { team, type TeamMemberId } from "@/content/team";
import type { AboutContent, TeamMember } from "@/content/types";

/** The team in one language, in content/team.ts's order: each member's name and photo, with the language's role and bio. */
export function teamMembers(members: AboutContent["team"]["members"]): TeamMember[] {
  return (Object.keys(team) as TeamMemberId[]).map((id) => ({ ...team[id], ...members[id] }));
}
