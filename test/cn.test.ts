// cn(): conditional classes joined, and of two conflicting Tailwind classes the later one wins, so a caller's
// className overrides a component's default whatever order Tailwind's stylesheet puts them in.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { cn } from "@/lib/cn";

describe("cn", () => {
  it("joins conditional classes and drops falsy ones", () => {
    assert.equal(cn("a", false && "b", undefined, ["c", { d: true, e: false }]), "a c d");
  });

  it("lets a later Tailwind class override an earlier one, variants included", () => {
    assert.equal(cn("size-5 animate-spin", "size-4"), "animate-spin size-4");
    assert.equal(cn("text-base text-ink-950 sm:text-sm", "text-ink-500"), "text-base sm:text-sm text-ink-500");
    assert.equal(cn("disabled:opacity-60", "disabled:opacity-100"), "disabled:opacity-100");
    assert.equal(cn("px-4 py-3", "pr-12"), "px-4 py-3 pr-12");
  });

  it("keeps the theme's custom shadows apart from shadow colours", () => {
    assert.equal(cn("shadow-card hover:shadow-card-hover", "shadow-ink-950/5"), "shadow-card hover:shadow-card-hover shadow-ink-950/5");
    assert.equal(cn("shadow-card", "shadow-md"), "shadow-md");
  });
});
