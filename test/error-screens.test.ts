// The error screens (app/[locale]/error.tsx and the root-layout boundary, app/global-error.tsx, which renders its own
// document) say what happened in the page's language: the heading, the language's own sentence and the error's
// status, if any. Never the error's message, which is English, technical and may name internals, nor its stack.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { appError } from "@/content/en/errors";
import { appError as frenchError } from "@/content/fr/errors";
import { loadAppError } from "@/content/app-errors";
import { getContent } from "@/content/dictionaries";
import { locales, type Locale } from "@/content/locales";
import type { ErrorContent } from "@/content/types";
import { GlobalErrorDocument } from "@/components/layout/global-error-document";
import { errorStatus } from "@/lib/error-detail";

const render = (error: unknown, locale: Locale = "en", copy: ErrorContent = appError) =>
  renderToStaticMarkup(createElement(GlobalErrorDocument, { locale, copy, error, retry: () => {} }));

/** The text a visitor reads, tags removed. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ");

describe("app/global-error.tsx", () => {
  it("loads each language's words only when it shows, from the address's language", async () => {
    for (const locale of locales) assert.deepEqual(await loadAppError(locale), getContent(locale).appError, locale);
    const french = render({ status: 500 }, "fr", frenchError);
    assert.match(french, /^<html lang="fr">/);
    assert.match(french, new RegExp(`<a [^>]*href="/fr"[^>]*>${frenchError.homeLabel}</a>`));
  });

  it("renders its own <html> and <body> with the heading, the language's sentence and a way home", () => {
    const html = render(new Error("Layout exploded"));
    assert.match(html, new RegExp(`^<html lang="en"><head><title>${appError.heading}</title></head><body[^>]*>`));
    assert.match(html, /<\/body><\/html>$/);
    assert.match(html, new RegExp(`<h1[^>]*>${appError.heading}</h1>`));
    assert.match(html, new RegExp(`<p[^>]*>${appError.fallbackMessage}</p>`));
    assert.match(html, new RegExp(`<button[^>]*>${appError.retryLabel}</button>`));
    assert.match(html, new RegExp(`<a [^>]*href="/"[^>]*>${appError.homeLabel}</a>`));
  });

  it("never shows the error's message or stack, in any language: the page's sentence takes its place", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'title') <img src=x onerror=\"alert(1)\">");
    error.stack = "TypeError: boom\n    at RootLayout (webpack:///app/layout.tsx:12:3)\n    at renderWithHooks (react-dom.js:1:1)";
    for (const locale of locales) {
      const copy = getContent(locale).appError;
      for (const thrown of [error, "a thrown string", { message: "Internal detail" }]) {
        const html = render(thrown, locale, copy);
        assert.ok(text(html).includes(copy.fallbackMessage), `${locale}: the sentence shows`);
        assert.doesNotMatch(html, /Cannot read|undefined|<img|a thrown string|Internal detail/, `${locale}: no message of the error`);
        assert.doesNotMatch(html, /RootLayout|renderWithHooks|layout\.tsx/, `${locale}: no stack`);
      }
    }
  });

  it("shows the status when the error has one, but not its English status text", () => {
    const html = render({ status: 503, statusText: "Service Unavailable" }, "fr", frenchError);
    assert.match(html, /<p[^>]*>503<\/p>/);
    assert.ok(text(html).includes(frenchError.fallbackMessage));
    assert.doesNotMatch(html, /Service Unavailable/);
  });
});

describe("errorStatus", () => {
  it("is the error's numeric status, or nothing", () => {
    assert.equal(errorStatus({ status: 404 }), 404);
    assert.equal(errorStatus({ status: "404" }), undefined);
    assert.equal(errorStatus(new Error("boom")), undefined);
    assert.equal(errorStatus("plain string"), undefined);
    assert.equal(errorStatus(undefined), undefined);
  });
});
