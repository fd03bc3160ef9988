import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { mailtoHref, telHref } from "@/lib/contact-links";

describe("contact links", () => {
  it("dials the digits and the plus sign only", () => {
    assert.equal(telHref("+1 (416) 555-0142"), "tel:+14165550142");
    assert.equal(telHref("+250 788 555 014"), "tel:+250788555014");
  });

  it("encodes a mail subject, and leaves it off when there is none", () => {
    assert.equal(
      mailtoHref("hello@example.org", "Application: Data & AI Engineer"),
      "mailto:hello@example.org?subject=Application%3A%20Data%20%26%20AI%20Engineer",
    );
    assert.equal(mailtoHref("hello@example.org"), "mailto:hello@example.org");
  });
});
