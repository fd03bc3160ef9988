/**
 * The page's background in each colour scheme, as the browser's own colours (the theme-color of its address bar, and
 * the canvas before the stylesheet): the `--color-page` role of app/globals.css, which test/colour-contrast.test.ts
 * holds them to (docs/decisions.md#d83).
 */
export const pageColours = { light: "#ffffff", dark: "#0c1430" } as const;
