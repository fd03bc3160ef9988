"use client";

import { usePathname } from "next/navigation";
import { pathInLocale, type LanguageOption } from "@/lib/locale-path";

interface LanguageSwitchProps {
  languages: LanguageOption[];
  className?: string;
}

/**
 * Links to the page the visitor is on, in each other language. The path comes from the router, which the
 * static export renders into the HTML, so the links work with JavaScript off. A plain `<a>`: each language
 * has its own root layout, so the browser loads the other page whole. The address's fragment goes along, read at the
 * click (the signup switch changes it without an event): `/signup#organization` opens the Organization form in the
 * other language too, and a section's id is the same in every language.
 */
export function LanguageSwitch({ languages, className }: LanguageSwitchProps) {
  const pathname = usePathname();
  return (
    <>
      {languages.map((language) => (
        <a
          key={language.locale}
          href={pathInLocale(pathname, language.locale)}
          hrefLang={language.htmlLang}
          lang={language.htmlLang}
          onClick={(event) => {
            event.currentTarget.hash = window.location.hash;
          }}
          className={className}
        >
          {language.name}
        </a>
      ))}
    </>
  );
}
