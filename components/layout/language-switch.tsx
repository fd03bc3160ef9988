"use client";

import { usePathname } from "next/navigation";
import { pathInLocale, type LanguageOption } from "@/lib/locale-path";

interface LanguageSwitchProps {
  languages: LanguageOption[];
  className?: string;
  onNavigate?: () => void;
}

/**
 * Links to the page the visitor is on, in each other language. The path comes from the router, which the
 * static export renders into the HTML, so the links work with JavaScript off. A plain `<a>`: each language
 * has its own root layout, so the browser loads the other page whole.
 */
export function LanguageSwitch({ languages, className, onNavigate }: LanguageSwitchProps) {
  const pathname = usePathname();
  return (
    <>
      {languages.map((language) => (
        <a
          key={language.locale}
          href={pathInLocale(pathname, language.locale)}
          hrefLang={language.htmlLang}
          lang={language.htmlLang}
          onClick={onNavigate}
          className={className}
        >
          {language.name}
        </a>
      ))}
    </>
  );
}
