// `npm run deploy:check` refuses a build that still shows a placeholder (scripts/check/launch-check.mjs,
// scripts/editorial/placeholder-markers.mjs, docs/decisions.md#d55). A small repository (content/ with its markers) and a small
// export, secured as the build secures it, stand in for the site: each kind of placeholder is refused wherever the
// export shows it (page text, a link, JSON-LD, a feed, a share image), named with its page and its content file and
// key; an example in an input or a script is not; and only a staging build, noindex everywhere, may keep them.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, it } from "vitest";
import { textOf, withText } from "@/lib/png-text";
import { secureExport } from "../scripts/build/write-headers.mjs";
import { formatFindings, fictionalPhones, launchCheck, noindexState, readMarkup, reservedAddresses } from "../scripts/check/launch-check.mjs";
import { isStagingBuild } from "../scripts/config/staging.mjs";
import { contentPlaceholders, placeholdersIn } from "../scripts/editorial/placeholder-markers.mjs";

const EMAILJS = "https://api.emailjs.com";
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

function writeAll(dir: string, files: Record<string, string | Buffer>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

/** content/ as the site writes it: markers on values, on a role's first line, and alone; copy that holds an unmarked example address and number. */
const content = {
  "content/site.ts": [
    "export const site = {",
    '  name: "Talanta AI",',
    '  url: (process.env.NEXT_PUBLIC_SITE_URL ?? "https://talanta-ai.example").replace(/\\/+$/, ""), // PLACEHOLDER: production domain',
    '  email: "hello@talanta-ai.example", // PLACEHOLDER: public contact e-mail address',
    "  phones: [",
    "    {",
    '      label: "Canada",',
    '      number: "+1 (416) 555-0142", // PLACEHOLDER: Canada phone number',
    "    },",
    "  ],",
    "  offices: {",
    "    rwanda: {",
    '      locality: "Kigali",',
    "      // PLACEHOLDER: Rwanda office street address (no page shows it yet)",
    "    },",
    "  },",
    "};",
    "",
  ].join("\n"),
  "content/open-roles.ts": [
    "export const openRoles = {",
    '  "data-engineer": {',
    "    // PLACEHOLDER: confirm that this role is open",
    '    datePosted: "2026-11-16",',
    "  },",
    "};",
    "",
  ].join("\n"),
  "content/team.ts": 'export const team = {\n  ceo: {\n    name: "Amara Nwosu", // PLACEHOLDER: the CEO\'s name\n  },\n};\n',
  "content/en/contact.ts": [
    "export const contact = {",
    '  press: "Journalists: write to press@talanta.example or call (416) 555-0199.",',
    '  emailPlaceholder: "you@example.com",',
    "};",
    "",
  ].join("\n"),
  "content/en/legal.ts":
    'export const legalCopy = {\n  draftNotice: {\n    title: "Draft for legal review",\n    body: "Counsel reviews it before launch.",\n  },\n};\n',
  "content/blog/en/hello.md": "---\ntitle: Hello\ndate: 2026-09-16\n---\n\nWrite to editor@blog.test with your story.\n",
};

function page(title: string, body: string, head = ""): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>${title}</title></head><body>${body}</body></html>`;
}

/** A small export: the values above, shown in every way a page, a feed or an image can show them. */
async function exportFiles(): Promise<Record<string, string | Buffer>> {
  const blank = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
  return {
    "index.html": page(
      "Home",
      [
        '<footer><a href="mailto:hello@talanta-ai.example">hello@talanta-ai.example</a>',
        '<label>E-mail <input type="email" placeholder="you@example.com"/></label></footer>',
        '<script type="application/ld+json">{"@type":"Organization","contactPoint":[{"telephone":"+1 (416) 555-0142"}]}</script>',
        '<script>self.__next_f.push([1,"write to someone@else.example"])</script>',
      ].join(""),
    ),
    "contact.html": page("Contact", '<p>Journalists: write to press@talanta.example or call (416) 555-0199.</p><a href="tel:+14165550199">Call</a>'),
    "careers.html": page("Careers", '<article id="data-engineer"><h2>Data engineer</h2></article>'),
    "privacy.html": page(
      "Privacy",
      '<aside aria-labelledby="draft-notice"><h2 id="draft-notice">Draft for legal review</h2><p>Counsel reviews it.</p></aside>',
    ),
    "about.html": page("About", '<p>Our offices are in Kigali.</p><a href="tel:+14165550188">Call us</a>'),
    "offline.html": page("Offline", "<p>You are offline.</p>", '<meta name="robots" content="noindex, follow"/>'),
    "blog/hello.html": page("Hello", "<p>Write to editor@blog.test with your story.</p>"),
    "blog/rss.xml": '<?xml version="1.0"?><rss><channel><item><title>Hello</title><author>Amara Nwosu</author></item></channel></rss>',
    "og/en/about.png": withText(blank, "Talanta AI\nAbout\nAmara Nwosu, our CEO"),
    "_next/static/chunks/main.js": `init({publicKey:"pk",origin:${JSON.stringify(EMAILJS)}})`,
    "sw.js": "self.addEventListener('fetch', () => {})",
  };
}

let root: string;
beforeAll(() => {
  root = folder("launch-repo-");
  writeAll(root, content);
});

/** The small export, secured as `npm run build` secures it (a staging build when asked). */
async function builtExport(staging = false): Promise<string> {
  const dir = folder("launch-export-");
  writeAll(dir, await exportFiles());
  secureExport({ dir, emailOrigin: EMAILJS, staging });
  return dir;
}

describe("the placeholders marked in content/", () => {
  it("are the one string on a marker's line, a role's key from its first line, or nothing for a marker alone", () => {
    const found = contentPlaceholders(root).map(({ file, line, path, value }) => ({ file, line, path, value }));
    assert.deepEqual(found, [
      { file: "content/open-roles.ts", line: 3, path: "openRoles.data-engineer", value: "data-engineer" },
      { file: "content/site.ts", line: 3, path: "site.url", value: "https://talanta-ai.example" },
      { file: "content/site.ts", line: 4, path: "site.email", value: "hello@talanta-ai.example" },
      { file: "content/site.ts", line: 8, path: "site.phones[0].number", value: "+1 (416) 555-0142" },
      { file: "content/site.ts", line: 14, path: undefined, value: undefined },
      { file: "content/team.ts", line: 3, path: "team.ceo.name", value: "Amara Nwosu" },
    ]);
  });

  it("refuses a marker beside two strings, naming its line, since which one is the placeholder would be a guess", () => {
    assert.throws(
      () =>
        placeholdersIn(
          'export const site = {\n  phones: [{ label: "Canada", number: "+1 (416) 555-0142" }], // PLACEHOLDER: a number\n};\n',
          "content/site.ts",
        ),
      /content\/site\.ts:2: the PLACEHOLDER marker's line holds 2 strings \("Canada", "\+1 \(416\) 555-0142"\): put the placeholder value on a line of its own/,
    );
  });
});

describe("what the check reads", () => {
  it("reads text, attributes and JSON-LD, but not an input's example or a script", () => {
    const { texts, robots, telLinks } = readMarkup(
      [
        '<meta name="robots" content="noindex"/><p>Call <a href="tel:+1">us</a> &amp; write</p><input placeholder="you@example.com"/>',
        '<script>var a = "x@y.example"</script><style>.a{}</style><script type="application/ld+json">{"a":["b",{"c":"d"}]}</script>',
      ].join(""),
    );
    assert.deepEqual(robots, ["noindex"]);
    assert.deepEqual(telLinks, ["tel:+1"]);
    assert.ok(texts.includes("Call "), texts.join("|"));
    assert.ok(texts.includes(" & write"), "entities are decoded");
    assert.deepEqual(
      texts.filter((text) => ["b", "d"].includes(text)),
      ["b", "d"],
      "JSON-LD's strings",
    );
    assert.ok(!texts.some((text) => text.includes("example")), "neither the placeholder attribute nor the script");
  });

  it("finds reserved domains and fictional numbers, and leaves real ones", () => {
    assert.deepEqual(reservedAddresses("a@b.example, https://www.example.org/x, mailto:c@d.invalid?subject=x, http://e.test:8080/"), [
      "a@b.example",
      "https://www.example.org",
      "c@d.invalid",
      "http://e.test:8080",
    ]);
    assert.deepEqual(reservedAddresses("hello@talanta.ai https://example.community https://www.exemple.com notexample.com"), []);
    assert.deepEqual(fictionalPhones("+1 (416) 555-0142, 416-555-0199, 555.0100"), ["+1 (416) 555-0142", "416-555-0199", "555.0100"]);
    assert.deepEqual(fictionalPhones("+1 (416) 555-0200, 5550142, +250 788 555 014"), []);
  });

  it("reads the words a share image carries, and only its own", async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000000" } })
      .png()
      .toBuffer();
    assert.deepEqual(textOf(png), []);
    const withWords = withText(png, "Talanta AI\nÀ propos\u00a0: l’équipe");
    assert.deepEqual(textOf(withWords), ["Talanta AI\nÀ propos\u00a0: l’équipe"]);
    assert.equal((await sharp(withWords).metadata()).width, 1, "still a valid PNG");
  });
});

describe("npm run deploy:check", () => {
  it("refuses each kind of placeholder, naming the page, the value, and the content file and key to change", async () => {
    const dir = await builtExport();
    const { problems, findings, checked } = launchCheck({ dir, root });
    assert.deepEqual(checked, { pages: 7, feeds: 1, images: 1 });
    assert.match(problems.join("\n"), /it shows 9 placeholder value\(s\)/);
    const found = findings.map(
      ({ kind, file, value, sources }) => `${kind} ${file} ${value} ← ${sources.map((source) => `${source.file}:${source.line} ${source.path}`).join(", ")}`,
    );
    assert.deepEqual(found.sort(), [
      "draft-notice privacy.html Draft for legal review ← content/en/legal.ts:3 legalCopy.draftNotice.title",
      "fictional-phone about.html tel:+14165550188 ← ",
      "fictional-phone contact.html (416) 555-0199 ← content/en/contact.ts:2 contact.press",
      "marked blog/rss.xml Amara Nwosu ← content/team.ts:3 team.ceo.name",
      "marked careers.html data-engineer ← content/open-roles.ts:3 openRoles.data-engineer",
      "marked index.html +1 (416) 555-0142 ← content/site.ts:8 site.phones[0].number",
      "marked index.html hello@talanta-ai.example ← content/site.ts:4 site.email",
      "marked og/en/about.png Amara Nwosu ← content/team.ts:3 team.ceo.name",
      "reserved-address blog/hello.html editor@blog.test ← content/blog/en/hello.md:6 line 6",
      "reserved-address contact.html press@talanta.example ← content/en/contact.ts:2 contact.press",
    ]);
    // The mailto: link and the marked address are one finding, and so are a number and its tel: link; the input's
    // you@example.com and the script's address are none.
    assert.ok(!found.some((line) => /you@example\.com|else\.example|Kigali/.test(line)));

    const message = formatFindings(findings).join("\n");
    assert.match(
      message,
      /^"Amara Nwosu": a value still marked PLACEHOLDER \(needs: the CEO's name\)\n {4}change: content\/team\.ts:3 team\.ceo\.name\n {4}shown in: blog\/rss\.xml, og\/en\/about\.png$/m,
    );
    assert.match(
      message,
      /"Draft for legal review": the draft-for-legal-review banner: delete `draftNotice` once counsel has reviewed the legal pages\n {4}change: content\/en\/legal\.ts:3/,
    );
    assert.match(message, /"tel:\+14165550188": a phone number in the fictional 555-01xx range\n {4}change: no string of content\/ holds it/);
  });

  it("passes a production build whose placeholders are all filled in", async () => {
    const clean = folder("launch-clean-");
    writeAll(clean, {
      ...content,
      "content/site.ts": 'export const site = { email: "hello@talanta.ai" };\n',
      "content/team.ts": "",
      "content/open-roles.ts": "",
    });
    const dir = folder("launch-clean-export-");
    writeAll(dir, {
      "index.html": page("Home", '<a href="mailto:hello@talanta.ai">hello@talanta.ai</a><a href="tel:+14165550200">+1 (416) 555-0200</a>'),
      "_next/static/chunks/main.js": `init({publicKey:"pk",origin:${JSON.stringify(EMAILJS)}})`,
      "sw.js": "",
    });
    secureExport({ dir, emailOrigin: EMAILJS });
    assert.deepEqual(launchCheck({ dir, root: clean }), { problems: [], findings: [], checked: { pages: 1, feeds: 0, images: 0 }, staging: false });
    assert.match(
      launchCheck({ dir, root: clean, allowPlaceholders: true }).problems.join(),
      /--allow-placeholders accepts placeholders only in a staging build, and its pages are indexed/,
    );
  });

  it("lets a staging build through with --allow-placeholders, every page noindex; never without it, and never a production build", async () => {
    const production = await builtExport();
    const refused = launchCheck({ dir: production, root, allowPlaceholders: true });
    assert.match(
      refused.problems.join("\n"),
      /--allow-placeholders accepts placeholders only in a staging build, and 6 of its 7 pages are indexed, and its _headers sends no X-Robots-Tag: noindex: build it with SITE_STAGING=1/,
    );

    const staging = await builtExport(true);
    for (const file of ["index.html", "offline.html", "blog/hello.html"]) {
      const html = readFileSync(join(staging, file), "utf8");
      assert.equal(html.match(/<meta name="robots"[^>]*>/g)?.join(), '<meta name="robots" content="noindex"/>', `${file}: one robots meta, noindex`);
      assert.ok(html.indexOf('name="robots"') > html.indexOf("Content-Security-Policy"), "after the page's policy");
    }
    assert.match(readFileSync(join(staging, "_headers"), "utf8"), /^\/\*\n(?: {2}.+\n)*? {2}X-Robots-Tag: noindex\n/m);
    assert.deepEqual(noindexState(staging), { pages: 7, indexed: [], header: true });

    const allowed = launchCheck({ dir: staging, root, allowPlaceholders: true });
    assert.deepEqual(allowed.problems, []);
    assert.equal(allowed.staging, true);
    assert.equal(allowed.findings.length, 10, "the placeholders are still reported");

    const notAllowed = launchCheck({ dir: staging, root }).problems.join("\n");
    assert.match(notAllowed, /it is a staging build \(noindex: search engines would drop every page\)/);
    assert.match(notAllowed, /it shows 9 placeholder value\(s\)/);
  });

  it("refuses the Rwanda office's hours until they are filled in, and takes them once they are", async () => {
    // A contact module shaped as content/<code>/contact.ts writes the row, marker and all.
    const contactModule = (hours: string, marker: string) =>
      [
        "export const contact = {",
        "  info: {",
        "    hours: {",
        "      rows: [",
        '        { days: "Sunday", hours: "Closed" },',
        "        {",
        '          days: "Rwanda office (Kigali time)",',
        `          hours: ${JSON.stringify(hours)},${marker}`,
        "        },",
        "      ],",
        "    },",
        "  },",
        "};",
        "",
      ].join("\n");
    const repository = folder("launch-hours-");
    writeAll(repository, { "content/en/contact.ts": contactModule("To be confirmed", " // PLACEHOLDER: the Rwanda office's own hours") });
    const dir = folder("launch-hours-export-");
    const contactPage = (shown: string) => page("Contact", `<dl><dt>Sunday</dt><dd>Closed</dd><dt>Rwanda office (Kigali time)</dt><dd>${shown}</dd></dl>`);
    writeAll(dir, { "index.html": contactPage("To be confirmed"), "_next/static/chunks/main.js": `init({origin:${JSON.stringify(EMAILJS)}})`, "sw.js": "" });
    secureExport({ dir, emailOrigin: EMAILJS });
    assert.deepEqual(
      launchCheck({ dir, root: repository }).findings.map(({ value, sources }) => [value, sources[0]?.path]),
      [["To be confirmed", "contact.info.hours.rows[1].hours"]],
    );
    // Filled in as the launch checklist says: the real hours, and the marker deleted.
    writeAll(repository, { "content/en/contact.ts": contactModule("8:00 AM-5:00 PM", "") });
    writeAll(dir, { "index.html": contactPage("8:00 AM-5:00 PM") });
    secureExport({ dir, emailOrigin: EMAILJS });
    assert.deepEqual(launchCheck({ dir, root: repository }).problems, []);
  });

  it("reads every marker of this repository's content/: one value on its line, or none", () => {
    // A marker beside two values would stop `npm run placeholders` and `npm run deploy:check` alike.
    assert.doesNotThrow(() => contentPlaceholders(process.cwd()));
  });

  it("reads SITE_STAGING strictly", () => {
    assert.equal(isStagingBuild({ SITE_STAGING: "1" }), true);
    assert.equal(isStagingBuild({ SITE_STAGING: "true" }), true);
    assert.equal(isStagingBuild({}), false);
    assert.equal(isStagingBuild({ SITE_STAGING: "0" }), false);
    assert.throws(() => isStagingBuild({ SITE_STAGING: "staging" }), /SITE_STAGING must be 1/);
  });
});
