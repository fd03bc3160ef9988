import localFont from "next/font/local";

// Self-hosted (the build machine cannot reach Google Fonts): Inter from npm, cut down by
// scripts/build/subset-font.mjs to the characters and weights the site uses, in every language.
export const inter = localFont({
  src: "../.generated/inter-subset.woff2",
  weight: "400 800",
  display: "swap",
  variable: "--font-inter",
});

// The few letters Inter keeps in its Latin Extended file (such as "Ÿ"). Its unicode-range keeps it first in
// the font stack without cost: the browser fetches it only for a page that shows one of those letters. The
// range is Inter's Latin Extended range without what its Latin file also has ("ı", "Œ", "œ", "†"): a font
// first in the stack is fetched for any letter in its range, so "œ" would make every French page wait for
// a second font it never draws with (test/font.test.ts keeps the two ranges apart).
export const interExtended = localFont({
  src: "../.generated/inter-extended.woff2",
  weight: "400 800",
  display: "swap",
  variable: "--font-inter-extended",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-0130,U+0132-0151,U+0154-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
    },
  ],
});
