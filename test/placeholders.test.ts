import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { fillPlaceholders } from "@/lib/placeholders";

describe("fillPlaceholders", () => {
  it("fills every occurrence of each named placeholder", () => {
    assert.equal(fillPlaceholders("{minutes} min read", { minutes: 4 }), "4 min read");
    assert.equal(fillPlaceholders("Apply: {role} ({role})", { role: "Data Engineer" }), "Apply: Data Engineer (Data Engineer)");
  });

  it("leaves placeholders it was not given for the caller", () => {
    assert.equal(fillPlaceholders("© {year} {name}.", { name: "Talanta AI" }), "© {year} Talanta AI.");
  });

  it("refuses a value the copy has no place for, so a renamed placeholder cannot vanish silently", () => {
    assert.throws(() => fillPlaceholders("{minutes} min read", { mins: 4 }), /has no \{mins\} placeholder/);
  });
});
