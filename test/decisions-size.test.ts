// docs/decisions.md stays short enough to scan (docs/decisions.md#d68): each entry is what, why, instead of and where,
// and the day's measurements live in git history. The limit is a test so that no one has to remember it.
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { describe, it } from "vitest";

/** 64 KiB, in bytes as `wc -c docs/decisions.md` counts them. */
const DECISIONS_LIMIT_BYTES = 64 * 1024;

describe("the decisions file", () => {
  it("stays within 64 KiB", () => {
    const bytes = statSync("docs/decisions.md").size;
    assert.ok(
      bytes <= DECISIONS_LIMIT_BYTES,
      `docs/decisions.md is ${bytes} bytes, over ${DECISIONS_LIMIT_BYTES}: shorten entries to what, why, instead of and where (the long form stays in git history), never drop one`,
    );
  });
});
