/**
 * Blog posts are Markdown files in content/blog/<locale>/, one per post and language, read at build time
 * (never in the browser). The file name is the slug, the same in every language, and every post must exist
 * in every language (the language switch links a post to its translation). Front matter holds title, date, author role and summary; reading time is
 * counted from the text. A post with a missing or malformed field fails the build with a clear message.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Marked, type Tokens } from "marked";
import { locales, type Locale } from "@/content/locales";
import type { BlogPost, BlogPostMeta } from "@/content/types";
import { site } from "@/content/site";
import { formatDate, isIsoDate } from "@/lib/dates";
import { postPath } from "@/lib/routes";

const blogDirectory = join(process.cwd(), "content", "blog");
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const wordsPerMinute = 220;
const requiredFields = ["title", "date", "authorRole", "summary"] as const;
/** `updated`: the date of the last change worth telling readers about (search engines read it as dateModified). */
const optionalFields = ["updated"] as const;
const allowedFields: readonly string[] = [...requiredFields, ...optionalFields];

type FrontMatter = Record<(typeof requiredFields)[number], string> & Partial<Record<(typeof optionalFields)[number], string>>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** An http(s) link to another origin: it opens in a new tab, like every external link on the site. */
function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  return new URL(href).origin !== new URL(site.url).origin;
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    // The post title is the page's only h1, so body headings start at h2 and carry an anchor id.
    heading({ tokens, depth, text }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level} id="${slugify(text)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      const external = isExternal(href) ? ` target="_blank" rel="noopener noreferrer"` : "";
      return `<a href="${escapeHtml(href)}"${titleAttribute}${external}>${label}</a>`;
    },
    // Raw HTML in a post is shown as text: posts are prose, and the layout stays the site's.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
  },
});

/**
 * The address as a browser reads it: it drops leading and trailing controls and spaces, and every tab
 * or newline inside (so "java\tscript:" is "javascript:"), and treats "\\" like "/".
 */
function asBrowserReads(href: string): string {
  return href
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "")
    .replace(/[\t\n\r]/g, "")
    .replace(/\\/g, "/");
}

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

/** A path on this site: relative ("/services", "../x", "x.png") and never protocol-relative ("//host"). */
function isSitePath(url: string): boolean {
  return url.length > 0 && !url.startsWith("//") && !schemePattern.test(url);
}

/** Why a link's address is refused, or null. Links may go to http(s), mailto, tel, site paths and #anchors. */
export function linkProblem(href: string): string | null {
  const url = asBrowserReads(href);
  if (!url) return "has no address";
  if (/[\u0000-\u001f\u007f]/.test(url)) return "contains control characters";
  if (url.startsWith("#") || isSitePath(url)) return null;
  const scheme = schemePattern.exec(url)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") return /^https?:\/\/[^/?#]/i.test(url) ? null : "is not a complete web address";
  if (scheme === "mailto" || scheme === "tel") return null;
  if (url.startsWith("//")) return "is protocol-relative (write https:// for another site)";
  return `uses "${scheme}:", which posts may not link to (allowed: http, https, mailto, tel, site paths and #anchors)`;
}

/** Why an image's address is refused, or null. Images come from the site itself only. */
export function imageProblem(src: string): string | null {
  const url = asBrowserReads(src);
  if (!url) return "has no address";
  if (/[\u0000-\u001f\u007f]/.test(url)) return "contains control characters";
  if (isSitePath(url) && !url.startsWith("#")) return null;
  if (/^https?:\/\//i.test(url) && URL.canParse(url) && new URL(url).origin === new URL(site.url).origin) return null;
  return "is not on this site (put the image in public/ and use its path, such as /images/blog/chart.png)";
}

/**
 * Renders a post's Markdown body to HTML. Fails, naming the file and the address, when a link or an
 * image points anywhere a post may not (a `javascript:` link, an image hot-linked from another site).
 */
export function renderPostBody(body: string, file: string): string {
  // `file` is the post's path under content/blog/, such as fr/my-post.md.
  const tokens = markdown.lexer(body);
  markdown.walkTokens(tokens, (token) => {
    if (token.type === "link") {
      const problem = linkProblem(token.href);
      if (problem) throw new Error(`content/blog/${file}: the link "${token.href}" ${problem}.`);
    } else if (token.type === "image") {
      const problem = imageProblem(token.href);
      if (problem) throw new Error(`content/blog/${file}: the image "${token.href}" ${problem}.`);
    }
  });
  return markdown.parser(tokens);
}

/** The front matter and body of a post's file; `file` names it in errors (`en/my-post.md`). */
export function parseFrontMatter(source: string, file: string): { data: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`content/blog/${file}: the file must start with front matter between two '---' lines.`);
  const [, header = "", body = ""] = match;

  const data: Partial<FrontMatter> = {};
  for (const line of header.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`content/blog/${file}: cannot read the front-matter line "${line}" (expected "key: value").`);
    const [, key = "", raw = ""] = field;
    if (!allowedFields.includes(key)) {
      throw new Error(`content/blog/${file}: unknown front-matter field "${key}" (allowed: ${allowedFields.join(", ")}).`);
    }
    data[key as keyof FrontMatter] = raw.trim().replace(/^(["'])(.*)\1$/, "$2");
  }

  for (const key of requiredFields) {
    if (!data[key]) throw new Error(`content/blog/${file}: the front-matter field "${key}" is missing or empty.`);
  }
  return { data: data as FrontMatter, body };
}

function readingMinutes(body: string): number {
  const words = body
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/**
 * A post's publication date and the date of its last update (`updated`, else the publication date), checked:
 * real dates written YYYY-MM-DD, and no update before publication.
 */
export function postDates(data: { date: string; updated?: string }, file: string): { date: string; updated: string } {
  if (!isIsoDate(data.date)) throw new Error(`content/blog/${file}: date "${data.date}" must be a real date written YYYY-MM-DD.`);
  const updated = data.updated ?? data.date;
  if (!isIsoDate(updated)) throw new Error(`content/blog/${file}: updated "${updated}" must be a real date written YYYY-MM-DD.`);
  if (updated < data.date) throw new Error(`content/blog/${file}: updated (${updated}) comes before the publication date (${data.date}).`);
  return { date: data.date, updated };
}

function readPost(locale: Locale, fileName: string): BlogPost {
  const slug = fileName.replace(/\.md$/, "");
  const file = `${locale}/${fileName}`;
  const { data, body } = parseFrontMatter(readFileSync(join(blogDirectory, file), "utf8"), file);
  const { date, updated } = postDates(data, file);

  return {
    slug,
    path: postPath(locale, slug),
    title: data.title,
    date,
    dateLabel: formatDate(date, locale),
    updated,
    authorRole: data.authorRole,
    summary: data.summary,
    readingMinutes: readingMinutes(body),
    html: renderPostBody(body, file),
  };
}

function postFiles(locale: Locale): string[] {
  return readdirSync(join(blogDirectory, locale)).filter((file) => {
    if (!file.endsWith(".md")) return false;
    if (!slugPattern.test(file.replace(/\.md$/, ""))) {
      throw new Error(`content/blog/${locale}/${file}: a post's file name must be lowercase words joined by dashes, such as my-first-post.md.`);
    }
    return true;
  });
}

/** Fails the build, naming the file to write, when a post exists in one language and not in another. */
export function checkTranslations(): void {
  const byLocale = locales.map((locale) => ({ locale, files: new Set(postFiles(locale)) }));
  for (const { locale, files } of byLocale) {
    for (const other of byLocale) {
      const missing = [...files].find((file) => !other.files.has(file));
      if (missing) {
        throw new Error(`content/blog/${locale}/${missing} has no translation: write content/blog/${other.locale}/${missing} (see content/blog/README.md).`);
      }
    }
  }
}

/** Every post in one language, newest first (ties broken by title). */
export function getAllPosts(locale: Locale): BlogPost[] {
  checkTranslations();
  return postFiles(locale)
    .map((file) => readPost(locale, file))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The same list without the rendered bodies, for indexes and the sitemap. */
export function getPostSummaries(locale: Locale): BlogPostMeta[] {
  return getAllPosts(locale).map(({ slug, path, title, date, dateLabel, updated, authorRole, summary, readingMinutes }) => ({
    slug,
    path,
    title,
    date,
    dateLabel,
    updated,
    authorRole,
    summary,
    readingMinutes,
  }));
}

export function getPost(locale: Locale, slug: string): BlogPost | undefined {
  return getAllPosts(locale).find((post) => post.slug === slug);
}
