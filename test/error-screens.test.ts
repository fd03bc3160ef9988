// The root-layout boundary (app/global-error.tsx) renders its own document with the page boundary's
// words, the error's status or one line of its message as text, and never a stack.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { appError } from "@/content/en/errors";
import { appError as frenchError } from "@/content/fr/errors";
import { appErrorLoaders } from "@/content/app-errors";
import { GlobalErrorDocument } from "@/components/layout/global-error-document";
import { errorDetail, MAX_DETAIL_LENGTH } from "@/lib/error-detail";

const render = (error: unknown) => renderToStaticMarkup(createElement(GlobalErrorDocument, { locale: "en", copy: appError, error, retry: () => {} }));

describe("app/global-error.tsx", () => {
  it("loads each language's words only when it shows, from the address's language", async () => {
    assert.deepEqual(await appErrorLoaders.en(), appError);
    assert.deepEqual(await appErrorLoaders.fr(), frenchError);
    const french = renderToStaticMarkup(createElement(GlobalErrorDocument, { locale: "fr", copy: frenchError, error: { status: 500 }, retry: () => {} }));
    assert.match(french, /^<html lang="fr">/);
    assert.match(french, new RegExp(`<a [^>]*href="/fr"[^>]*>${frenchError.homeLabel}</a>`));
  });

  it("renders its own <html> and <body> with the heading and a way home", () => {
    const html = render(new Error("Layout exploded"));
    assert.match(html, new RegExp(`^<html lang="en"><head><title>${appError.heading}</title></head><body[^>]*>`));
    assert.match(html, /<\/body><\/html>$/);
    assert.match(html, new RegExp(`<h1[^>]*>${appError.heading}</h1>`));
    assert.match(html, /<p[^>]*>Layout exploded<\/p>/);
    assert.match(html, new RegExp(`<button[^>]*>${appError.retryLabel}</button>`));
    assert.match(html, new RegExp(`<a [^>]*href="/"[^>]*>${appError.homeLabel}</a>`));
  });

  it("shows the status when the error has one", () => {
    assert.match(render({ status: 503, statusText: "Service Unavailable" }), /<p[^>]*>503 Service Unavailable<\/p>/);
  });

  it("shows markup in a message as text and never the stack", () => {
    const error = new Error('<img src=x onerror="alert(1)">');
    error.stack = "Error: boom\n    at RootLayout (webpack:///app/layout.tsx:12:3)\n    at renderWithHooks (react-dom.js:1:1)";
    const html = render(error);
    assert.match(html, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/);
    assert.doesNotMatch(html, /<img/);
    assert.doesNotMatch(html, /RootLayout|renderWithHooks|layout\.tsx/);
  });

  it("falls back to its own sentence for an error with nothing to show", () => {
    assert.match(render(undefined), new RegExp(appError.fallbackMessage));
  });
});

describe("errorDetail", () => {
  it("keeps one short line of a message", () => {
    assert.equal(errorDetail(new Error("First line\n    at frame (file.js:1:1)"), "fallback"), "First line");
    const long = errorDetail(new Error("x".repeat(1000)), "fallback");
    assert.equal(long.length, MAX_DETAIL_LENGTH);
    assert.ok(long.endsWith("…"));
    assert.equal(errorDetail({ status: 404 }, "fallback"), "404");
    assert.equal(errorDetail(new Error("   \n  "), "fallback"), "fallback");
    assert.equal(errorDetail("plain string", "fallback"), "plain string");
  });
});
