// The JSON-LD builders (lib/structured-data.ts, docs/decisions.md#d39) against the properties Google Search
// Central lists for each rich result (e2e/support/rich-results.ts names each source), in both languages and in
// cases no page shows today: a role at an office, a post whose author is not on the team.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { locales } from "@/content/locales";
import { site } from "@/content/site";
import type { Role } from "@/content/types";
import { getPostSummaries } from "@/lib/blog";
import { openRolesIn, roleListings } from "@/lib/careers";
import { absoluteUrl, jsonLd } from "@/lib/metadata";
import { shareImagePath } from "@/lib/share-images";
import {
  blogPostingData,
  breadcrumbData,
  faqPageData,
  jobPostingData,
  programmeData,
  richTextHtml,
  webSiteData,
  type JsonLdObject,
} from "@/lib/structured-data";
import { missingProperties, richResults } from "../e2e/support/rich-results";

const complete = (block: JsonLdObject) => assert.deepEqual(missingProperties(block), [], `${String(block["@type"])} lacks properties`);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

for (const locale of locales) {
  const content = getContent(locale);

  describe(`structured data in ${locale}`, () => {
    it("BlogPosting: every post, with its author from the About page, its own image and its language", () => {
      const posts = getPostSummaries(locale);
      assert.ok(posts.length > 0);
      for (const post of posts) {
        const data = blogPostingData(post, locale);
        complete(data);
        assert.equal(data.headline, post.title);
        assert.equal(data.datePublished, post.date);
        assert.equal(data.dateModified, post.updated);
        assert.equal(data.inLanguage, locale);
        assert.deepEqual(data.image, [absoluteUrl(shareImagePath(post.path))]);
        const author = data.author as JsonLdObject;
        assert.equal(author["@type"], "Person", `${post.path}: "${post.authorRole}" is a role on the About page`);
        // The About page's capitalisation; a French byline writes the role in lower case.
        assert.equal(String(author.jobTitle).toLocaleLowerCase(locale), post.authorRole.toLocaleLowerCase(locale));
      }
      const unknown = blogPostingData({ ...posts[0]!, authorRole: "Guest writer" }, locale);
      assert.equal((unknown.author as JsonLdObject)["@type"], "Organization", "a byline naming nobody on the team credits the company");
      complete(unknown);
    });

    it("FAQPage: the support page's questions, in order, with their answers", () => {
      const data = faqPageData(content.support.groups, content.support.meta.path, locale);
      complete(data);
      const items = content.support.groups.flatMap((group) => group.items);
      const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      assert.deepEqual(
        questions.map((question) => question.name),
        items.map((item) => item.question),
      );
      questions.forEach((question, index) => {
        const shown = items[index]!.answer.map((paragraph) => paragraph.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")).join("");
        assert.equal(text(question.acceptedAnswer.text), shown);
      });
      assert.equal(data.inLanguage, locale);
    });

    it("JobPosting: a remote role is TELECOMMUTE with its countries; an office role has the office's address", () => {
      const base = openRolesIn(content.careers.openRoles)[0]!;
      const remote: Role = { ...base, workplace: { kind: "remote", countries: ["RW", "KE"] } };
      const office: Role = { ...base, id: "office-role", workplace: { kind: "office", office: "canada" } };
      const [remoteListing, officeListing] = roleListings([remote, office], content.careers.roles, locale, base.datePosted);
      const remoteData = jobPostingData(remoteListing!, locale);
      complete(remoteData);
      assert.equal(remoteData.jobLocationType, "TELECOMMUTE");
      assert.equal(remoteData.jobLocation, undefined);
      assert.deepEqual(
        (remoteData.applicantLocationRequirements as JsonLdObject[]).map((country) => country["@type"]),
        ["Country", "Country"],
      );
      assert.equal(remoteData.validThrough, `${base.validThrough}T23:59:59+00:00`);
      assert.equal(remoteData.datePosted, base.datePosted);
      assert.equal(remoteData.employmentType, base.employmentType);
      assert.equal((remoteData.hiringOrganization as JsonLdObject).name, site.name);
      assert.match(String(remoteData.description), /<ul><li>/);
      assert.ok(String(remoteData.description).includes(remoteListing!.countriesNote!), "the description names the countries");

      const officeData = jobPostingData(officeListing!, locale);
      complete(officeData);
      assert.equal(officeData.jobLocationType, undefined);
      assert.deepEqual((officeData.jobLocation as { address: JsonLdObject }).address, {
        "@type": "PostalAddress",
        addressLocality: site.offices.canada.locality,
        addressRegion: site.offices.canada.region,
        addressCountry: "CA",
      });
      assert.equal(officeData.url, `${absoluteUrl(content.careers.meta.path)}#office-role`);
    });

    it("programmes: a Course for the one people learn in, a Service for the others, each with its provider", () => {
      for (const programme of content.programmes) {
        const data = programmeData(programme, locale);
        complete(data);
        assert.equal(data["@type"], programme.schemaType);
        assert.equal((data.provider as JsonLdObject).name, site.name);
        assert.equal(data.inLanguage, locale);
      }
      assert.deepEqual(
        content.programmes.map((programme) => programme.schemaType),
        ["Course", "Service", "Service"],
      );
    });

    it("BreadcrumbList: from the home page to the page, numbered from 1, with absolute URLs", () => {
      const post = getPostSummaries(locale)[0]!;
      const data = breadcrumbData(locale, [
        { name: content.blog.meta.title, path: content.blog.meta.path },
        { name: post.title, path: post.path },
      ]);
      complete(data);
      const items = data.itemListElement as JsonLdObject[];
      assert.deepEqual(
        items.map((item) => [item.position, item.item]),
        [
          [1, absoluteUrl(content.home.meta.path)],
          [2, absoluteUrl(content.blog.meta.path)],
          [3, absoluteUrl(post.path)],
        ],
      );
      assert.equal(items[0]?.name, content.siteCopy.breadcrumbHome);
    });

    it("WebSite: the site's name and home page, for the name search results show", () => {
      const data = webSiteData(locale);
      complete(data);
      assert.equal(data.url, absoluteUrl(content.home.meta.path));
    });
  });
}

describe("JSON-LD stays data", () => {
  it("escapes < so copy can never close the script element", () => {
    const out = jsonLd({ headline: "</script><script>alert(1)</script>" });
    assert.doesNotMatch(out, /</);
    assert.equal((JSON.parse(out) as { headline: string }).headline, "</script><script>alert(1)</script>");
  });

  it("writes copy as HTML text, with [label](href) links made absolute", () => {
    assert.equal(
      richTextHtml("See [our FAQ](/support#talent) & <b>this</b>, [or here](#team).", "/about"),
      `<p>See <a href="${site.url}/support#talent">our FAQ</a> &amp; &lt;b&gt;this&lt;/b&gt;, <a href="${site.url}/about#team">or here</a>.</p>`,
    );
  });

  it("every rule names its source, and an unknown type is reported", () => {
    for (const [type, rules] of Object.entries(richResults)) assert.match(rules.source, /^https:\/\/(developers\.google\.com|schema\.org)\//, type);
    assert.deepEqual(missingProperties({ "@context": "https://schema.org", "@type": "Recipe" }), [
      '@type "Recipe" has no entry in e2e/support/rich-results.ts',
    ]);
    assert.deepEqual(missingProperties({ "@context": "https://schema.org", "@type": "FAQPage", inLanguage: "en", mainEntity: [{ name: "Q" }] }), [
      "mainEntity[].acceptedAnswer",
      "mainEntity[].acceptedAnswer.text",
    ]);
  });
});
