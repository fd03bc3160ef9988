import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { locales } from "@/content/locales";
import { teamEmail } from "@/content/team-email";
import { contactParams, developerSignupParams, newsletterParams, organizationRequestParams } from "@/lib/email-payload";
import type { DeveloperSignupValues } from "@/lib/form-values";

describe("newsletterParams", () => {
  it("sends from_email and the visitor's language only", () => {
    assert.deepEqual(newsletterParams({ email: " reader@example.com " }, "fr"), { from_email: "reader@example.com", language: "fr" });
  });
});

describe("contactParams", () => {
  it("sends from_name, from_email and the message as typed", () => {
    const message = "Hello,\n  <b>bold</b> & <script>alert(1)</script>\n";
    assert.deepEqual(contactParams({ name: " Ngozi Adébáyọ̀ ", email: "ngozi@example.ng", message }, "en"), {
      from_name: "Ngozi Adébáyọ̀",
      from_email: "ngozi@example.ng",
      message,
      language: "en",
    });
  });
  it("keeps 5000 characters and cuts anything longer", () => {
    assert.equal(contactParams({ name: "A", email: "a@b.co", message: "x".repeat(5000) }, "en").message.length, 5000);
    assert.equal(contactParams({ name: "A", email: "a@b.co", message: "x".repeat(6000) }, "en").message.length, 5000);
    assert.equal(contactParams({ name: "n".repeat(150), email: "a@b.co", message: "m" }, "en").from_name.length, 100);
  });
});

describe("developerSignupParams", () => {
  const values: DeveloperSignupValues = {
    username: "amara_dev",
    fullName: "Amara Okafor",
    email: "amara@example.com",
    password: "s3cret-Passw0rd!",
    confirmPassword: "s3cret-Passw0rd!",
  };

  it("sends the username as sender and username, full name and e-mail in the message", () => {
    const params = developerSignupParams(values, "fr");
    assert.deepEqual(Object.keys(params).sort(), ["from_email", "from_name", "language", "message"]);
    assert.equal(params.language, "fr");
    assert.equal(params.from_name, "amara_dev");
    assert.equal(params.from_email, "amara@example.com");
    assert.match(params.message, /Username: amara_dev/);
    assert.match(params.message, /Full name: Amara Okafor/);
    assert.match(params.message, /Email: amara@example.com/);
  });

  it("never carries the password, even when handed the whole form", () => {
    const serialised = JSON.stringify(developerSignupParams(values, "en"));
    assert.ok(!serialised.includes(values.password));
    assert.ok(!/password/i.test(serialised));
  });
});

const en = getContent("en");
const fr = getContent("fr");

describe("organizationRequestParams", () => {
  const OTHER = "Other";
  const english = { types: en.signup.organization.organizationTypes, otherOption: OTHER };
  it("sends name, company e-mail, type and the call request", () => {
    const params = organizationRequestParams(
      { name: "Kwame", companyEmail: "kwame@gov.gh", organizationType: "Government Entity", otherType: "" },
      english,
      "en",
    );
    assert.equal(params.from_name, "Kwame");
    assert.equal(params.from_email, "kwame@gov.gh");
    assert.match(params.message, /Organization type: Government Entity/);
    assert.ok(params.message.includes(teamEmail.organization.request));
  });
  it("replaces Other with the visitor's own words", () => {
    const params = organizationRequestParams({ name: "Li Wei", companyEmail: "li@lab.cn", organizationType: OTHER, otherType: " 研究实验室 " }, english, "en");
    assert.match(params.message, /Organization type: 研究实验室\n/);
    assert.ok(!params.message.includes("Organization type: Other"));
  });
  it("reports a type chosen in another language as the team's list names it, and keeps 'Other' words as typed", () => {
    const { organization } = fr.signup;
    const french = { types: organization.organizationTypes, otherOption: organization.otherOption };
    const chosen = organization.organizationTypes[5]!;
    const params = organizationRequestParams({ name: "Claudine", companyEmail: "c@minict.gov.rw", organizationType: chosen, otherType: "" }, french, "fr");
    assert.match(params.message, /Organization type: Government Entity\n/);
    assert.ok(!params.message.includes(chosen));
    const other = organizationRequestParams(
      { name: "Awa", companyEmail: "awa@labo.sn", organizationType: organization.otherOption, otherType: "Laboratoire de recherche" },
      french,
      "fr",
    );
    assert.match(other.message, /Organization type: Laboratoire de recherche\n/);
  });
  it("the team's list is the English signup list, and every language lists as many types", () => {
    assert.deepEqual(teamEmail.organization.organizationTypes, en.signup.organization.organizationTypes);
    for (const locale of locales)
      assert.equal(getContent(locale).signup.organization.organizationTypes.length, teamEmail.organization.organizationTypes.length, locale);
  });
});
