/**
 * The blog's RSS 2.0 feed, one per language, written at build time by app/[locale]/blog/rss.xml/route.ts
 * (docs/decisions.md#d40). RSS 2.0 because every feed reader and newsletter tool reads it; the `atom:link`
 * says where the feed itself lives, as the RSS Advisory Board recommends.
 */
import { getContent } from "@/content/dictionaries";
import { localeInfo, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import type { BlogPostMeta } from "@/content/types";
import { postAuthor } from "./authors";
import { getPostSummaries } from "./blog";
import { absoluteUrl } from "./metadata";
import { feedPath } from "./routes";

/** The feed's type, as the hosts send it (scripts/build/headers/header-rules.mjs gives it in `_headers`). */
export { RSS_CONTENT_TYPE } from "./build-contract";

export interface FeedChannel {
  title: string;
  /** Absolute URL of the blog's index. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  description: string;
  /** `en`, `fr`. */
  language: string;
  copyright: string;
}

export interface FeedItem {
  title: string;
  link: string;
  /** ISO date (YYYY-MM-DD), written as RFC 822 in the feed. */
  date: string;
  summary: string;
  /** Who wrote it. */
  creator: string;
}

/** Text for an XML element or attribute: the five predefined entities, and no character XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** "2026-10-14" → "Wed, 14 Oct 2026 00:00:00 GMT": RSS 2.0 dates are RFC 822. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** An RSS 2.0 document. Items keep their order (give them newest first); the channel's dates are the newest item's. */
export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const newest = items.reduce<string | undefined>((latest, item) => (!latest || item.date > latest ? item.date : latest), undefined);
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    element("description", channel.description),
    element("language", channel.language),
    element("copyright", channel.copyright),
    ...(newest ? [element("pubDate", rfc822(newest)), element("lastBuildDate", rfc822(newest))] : []),
    ...items.map((item) =>
      [
        "<item>",
        element("title", item.title),
        element("link", item.link),
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        element("pubDate", rfc822(item.date)),
        element("dc:creator", item.creator),
        element("description", item.summary),
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
  ];
  return `${lines.join("\n")}\n`;
}

/** The feed's entry for one post: absolute link, publication date, summary, and its author (the company when the byline names nobody on the team). */
export function feedItem(post: BlogPostMeta, locale: Locale): FeedItem {
  const author = postAuthor(post.authorRole, locale);
  return { title: post.title, link: absoluteUrl(post.path), date: post.date, summary: post.summary, creator: author?.name ?? site.name };
}

/** The blog's feed in one language: every post, newest first (the order of lib/blog.ts). */
export function blogFeed(locale: Locale): string {
  const { blog } = getContent(locale);
  const channel: FeedChannel = {
    title: blog.feed.title,
    link: absoluteUrl(blog.meta.path),
    self: absoluteUrl(feedPath(locale)),
    description: blog.meta.description,
    language: localeInfo[locale].htmlLang,
    copyright: site.legalName,
  };
  return rssXml(
    channel,
    getPostSummaries(locale).map((post) => feedItem(post, locale)),
  );
}
