/** True when `href` is the current page or a section of it (`/services` is active on `/services/consulting`). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Routes whose top is a dark hero, where the navbar starts with light text. */
export const darkHeroPaths = ["/signup"];
