import assert from "node:assert/strict";
import { describe, it } from "vitest";
import {
  isValidEmail,
  isValidUsername,
  isWhitespaceOnly,
  resolveOrganizationType,
  validateDeveloperSignup,
  validateOrganizationRequest,
} from "@/lib/validation";

const OTHER = "Other";
const who = { username: "amara_dev", fullName: "Amara Okafor" };
const blanks = [" ", "   ", "\t", "\n\n", " \u00a0 ", "\u3000"];

describe("values of only spaces", () => {
  it("isWhitespaceOnly: spaces, tabs, line breaks and other Unicode spaces, but not an empty value", () => {
    for (const blank of blanks) assert.equal(isWhitespaceOnly(blank), true, JSON.stringify(blank));
    for (const value of ["", "a", " a ", "\tAmara\n"]) assert.equal(isWhitespaceOnly(value), false, JSON.stringify(value));
  });
  it("developer: a username or full name of only spaces is refused before the password rules", () => {
    const passwords = { password: "x", confirmPassword: "y" };
    for (const blank of blanks) {
      assert.equal(validateDeveloperSignup({ ...who, ...passwords, username: blank })[0], "usernameRequired");
      assert.equal(validateDeveloperSignup({ ...who, ...passwords, fullName: blank })[0], "fullNameRequired");
    }
  });
  it("organization: a name or other type of only spaces gets the form's own messages", () => {
    for (const blank of blanks) {
      assert.equal(validateOrganizationRequest({ ...org, name: blank }, OTHER)[0], "nameRequired");
      assert.equal(validateOrganizationRequest({ ...org, organizationType: OTHER, otherType: blank }, OTHER)[0], "otherTypeRequired");
    }
  });
});
const org = { name: "Amara Okafor", companyEmail: "amara@acme.africa", organizationType: "SME", otherType: "" };

describe("validateDeveloperSignup", () => {
  it("checks that the passwords match before their length", () => {
    assert.equal(validateDeveloperSignup({ ...who, password: "short", confirmPassword: "shorter" })[0], "passwordsMismatch");
    assert.equal(validateDeveloperSignup({ ...who, password: "long enough 1", confirmPassword: "long enough 2" })[0], "passwordsMismatch");
  });
  it("then requires at least 8 characters", () => {
    assert.equal(validateDeveloperSignup({ ...who, password: "1234567", confirmPassword: "1234567" })[0], "passwordTooShort");
    assert.deepEqual(validateDeveloperSignup({ ...who, password: "12345678", confirmPassword: "12345678" }), []);
  });
  it("counts characters, not UTF-16 units", () => {
    assert.equal(validateDeveloperSignup({ ...who, password: "🔒🔒🔒🔒", confirmPassword: "🔒🔒🔒🔒" })[0], "passwordTooShort");
    assert.deepEqual(validateDeveloperSignup({ ...who, password: "пароль12", confirmPassword: "пароль12" }), []);
  });
});

describe("validateOrganizationRequest", () => {
  it("accepts a complete request", () => {
    assert.deepEqual(validateOrganizationRequest(org, OTHER), []);
  });
  it("checks in the form's order: name, company e-mail, type, other text", () => {
    const empty = { name: "", companyEmail: "", organizationType: "", otherType: "" };
    assert.equal(validateOrganizationRequest(empty, OTHER)[0], "nameRequired");
    assert.equal(validateOrganizationRequest({ ...empty, name: "A" }, OTHER)[0], "companyEmailRequired");
    assert.equal(validateOrganizationRequest({ ...empty, name: "A", companyEmail: "a@b.co" }, OTHER)[0], "organizationTypeRequired");
    assert.equal(validateOrganizationRequest({ ...empty, name: "A", companyEmail: "a@b.co", organizationType: OTHER }, OTHER)[0], "otherTypeRequired");
  });
  it("treats blank text as missing", () => {
    assert.equal(validateOrganizationRequest({ ...org, name: "   " }, OTHER)[0], "nameRequired");
    assert.equal(validateOrganizationRequest({ ...org, companyEmail: " \t" }, OTHER)[0], "companyEmailRequired");
    assert.equal(validateOrganizationRequest({ ...org, organizationType: OTHER, otherType: "  " }, OTHER)[0], "otherTypeRequired");
  });
  it("rejects a malformed company e-mail after the blank check", () => {
    assert.equal(validateOrganizationRequest({ ...org, companyEmail: "not-an-email" }, OTHER)[0], "companyEmailInvalid");
  });
});

describe("isValidEmail and resolveOrganizationType", () => {
  it("follows the browser's e-mail rule, and asks for a dot in the domain", () => {
    assert.ok(!isValidEmail("a@b"), "no public mailbox lives at a domain without a dot");
    assert.ok(!isValidEmail("amina.okafor@gmail"));
    assert.ok(!isValidEmail("amina.okafor@gmail."));
    assert.ok(isValidEmail(" amara@acme.africa "));
    assert.ok(isValidEmail("a@mail.univ.ac.rw"));
    assert.ok(!isValidEmail("a@"));
    assert.ok(!isValidEmail("a b@c.d"));
    assert.ok(!isValidEmail(`${"a".repeat(250)}@b.co`));
  });
  it("accepts the reserved .invalid domain the local inbox refuses, so a form's failure path can be reached", () => {
    assert.ok(isValidEmail("fails@inbox.invalid"));
  });
  it("uses the visitor's words when the type is Other", () => {
    assert.equal(resolveOrganizationType({ organizationType: "SME", otherType: "ignored" }, OTHER), "SME");
    assert.equal(resolveOrganizationType({ organizationType: OTHER, otherType: "  Research lab " }, OTHER), "Research lab");
  });
});

describe("every issue at once (docs/decisions.md#d99)", () => {
  it("organization: an empty request lists name, company e-mail and type, one per field, in the form's order", () => {
    const empty = { name: "", companyEmail: "", organizationType: "", otherType: "" };
    assert.deepEqual(validateOrganizationRequest(empty, OTHER), ["nameRequired", "companyEmailRequired", "organizationTypeRequired"]);
    assert.deepEqual(validateOrganizationRequest({ ...empty, organizationType: OTHER, companyEmail: "nope" }, OTHER), [
      "nameRequired",
      "companyEmailInvalid",
      "otherTypeRequired",
    ]);
  });
  it("developer: a bad username, mismatched and short passwords are all told, the mismatch before the length", () => {
    assert.deepEqual(validateDeveloperSignup({ username: "amara dev", fullName: " ", password: "short", confirmPassword: "shorter" }), [
      "usernameFormat",
      "fullNameRequired",
      "passwordsMismatch",
      "passwordTooShort",
    ]);
  });
});

describe("the username keeps to its hint: letters, numbers, dashes or underscores, no spaces", () => {
  it("accepts letters of any script, digits, dashes and underscores", () => {
    for (const name of ["amara_dev", "amara-dev", "Amara2026", "amélie", "Ngozi_Ọkọnkwọ", "李雷", "a"]) assert.ok(isValidUsername(name), name);
  });
  it("refuses spaces anywhere, and any other sign", () => {
    for (const name of ["amara dev", " amara", "amara ", "amara\tdev", "amara\u00a0dev", "amara.dev", "amara@dev", "amara!", "amara/dev", ""]) {
      assert.ok(!isValidUsername(name), JSON.stringify(name));
    }
  });
  it("is one of the developer form's issues, under the username", () => {
    const passwords = { password: "long enough", confirmPassword: "long enough" };
    assert.deepEqual(validateDeveloperSignup({ ...who, ...passwords, username: "amara dev" }), ["usernameFormat"]);
    assert.deepEqual(validateDeveloperSignup({ ...who, ...passwords }), []);
  });
});
