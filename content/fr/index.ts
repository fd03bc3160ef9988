import type { SiteContent } from "../types";
import { about } from "./about";
import { assistiveCopy } from "./assistive-copy";
import { blog } from "./blog-page";
import { careers } from "./careers";
import { contact } from "./contact";
import { appError, notFound } from "./errors";
import { forms } from "./forms";
import { home } from "./home";
import { cookies, legalCopy, privacy, terms } from "./legal";
import { footer, navigation } from "./navigation";
import { offline } from "./offline";
import { programmes, programmesSection } from "./programmes";
import { proof } from "./proof";
import { services } from "./services";
import { signup } from "./signup";
import { siteCopy } from "./site-copy";
import { support } from "./support";

/** Every string of the site in this language (the shape is SiteContent in content/types.ts). */
export const content = {
  siteCopy,
  navigation,
  footer,
  assistiveCopy,
  forms,
  notFound,
  appError,
  offline,
  home,
  about,
  services,
  programmes,
  programmesSection,
  signup,
  contact,
  careers,
  blog,
  support,
  legalCopy,
  privacy,
  terms,
  cookies,
  proof,
} satisfies SiteContent;
