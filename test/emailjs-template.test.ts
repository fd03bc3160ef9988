// The EmailJS template shipped in docs/emailjs/ is the one the forms expect: escaped double-brace
// variables only, exactly the parameters lib/email-payload.ts sends, To fixed to the team inbox and the
// visitor's address only as Reply-To.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "vitest";
import { site } from "@/content/site";
import { contactParams, developerSignupParams, newsletterParams, organizationRequestParams } from "@/lib/email-payload";

const dir = join(process.cwd(), "docs", "emailjs");
const template = JSON.parse(readFileSync(join(dir, "template.json"), "utf8")) as Record<string, string>;
const contents = [template.content_file!, template.text_file!].map((file) => ({ file, text: readFileSync(join(dir, file), "utf8") }));
const fields = ["subject", "to_email", "from_name", "from_email", "reply_to", "cc", "bcc"] as const;

/** Every parameter any form sends. */
const sent = new Set(
  [
    newsletterParams({ email: "a@b.co" }, "fr"),
    contactParams({ name: "A", email: "a@b.co", message: "Hi" }, "fr"),
    developerSignupParams({ username: "a", fullName: "A", email: "a@b.co" }, "fr"),
    organizationRequestParams({ name: "A", companyEmail: "a@b.co", organizationType: "SME", otherType: "" }, { types: ["SME"], otherOption: "Other" }, "fr"),
  ].flatMap((params) => Object.keys(params)),
);
const variables = (text: string) => [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((match) => match[1]!);

describe("docs/emailjs template", () => {
  it("uses double-brace (escaped) variables only, never triple braces or sections", () => {
    for (const { file, text } of [...contents, { file: "template.json", text: JSON.stringify(template) }]) {
      assert.doesNotMatch(text, /\{\{\{|\}\}\}/, `${file} has a triple-brace (unescaped) variable`);
      assert.doesNotMatch(text, /\{\{\s*[#^/&>!]/, `${file} has a section or unescaped tag`);
      for (const name of variables(text)) assert.ok(sent.has(name), `${file} uses {{${name}}}, which no form sends`);
    }
  });

  it("shows every parameter the forms send", () => {
    for (const { file, text } of contents) for (const name of sent) assert.ok(variables(text).includes(name), `${file} lacks {{${name}}}`);
  });

  it("sends to the team inbox only, with the visitor's address as Reply-To only", () => {
    assert.equal(template.to_email, site.email);
    assert.equal(template.reply_to, "{{from_email}}");
    for (const field of fields.filter((name) => name !== "reply_to" && name !== "subject")) {
      assert.deepEqual(variables(template[field] ?? ""), [], `${field} must not take a visitor's value`);
    }
  });
});
