/**
 * Hides the phone menu's toggle (`data-menu-toggle`, components/layout/mobile-menu.tsx) where it cannot open: with
 * JavaScript off, and on the pages that load no framework. Only ever written into <head>: a <style> in <body> may
 * only style its parent and what follows it, and the toggle comes before (docs/decisions.md#d54).
 */
export const HIDE_MENU_TOGGLE = "[data-menu-toggle]{display:none}";
