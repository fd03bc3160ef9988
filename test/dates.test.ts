// Dates and times the pages and the browser write (lib/dates.ts): French writes the first of a month « 1er » and an
// hour « 9 h 05 »; English keeps en-GB's own "1 December 2026 at 09:05" (docs/decisions.md#d35, #d71).
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { formatDate, formatDateTime } from "@/lib/dates";

/** A moment as the visitor's clock reads it: the tests give the time zone, so the machine's own never changes them. */
const at = (day: number, hour: number, minute: number) => Date.UTC(2026, 11, day, hour, minute);
const UTC = "UTC";

describe("formatDate", () => {
  it("writes the first of a month as an ordinal in French only", () => {
    assert.equal(formatDate("2027-03-01", "fr"), "1er mars 2027");
    assert.equal(formatDate("2027-03-01", "en"), "1 March 2027");
  });
  it("writes every other day as a plain number", () => {
    assert.equal(formatDate("2026-11-21", "fr"), "21 novembre 2026");
    assert.equal(formatDate("2026-11-11", "fr"), "11 novembre 2026", "11 is not the first");
    assert.equal(formatDate("2026-11-21", "en"), "21 November 2026");
  });
});

describe("formatDateTime", () => {
  it("French: the first of a month, a morning hour without its leading zero, and midnight", () => {
    assert.equal(formatDateTime(at(1, 9, 5), "fr", UTC), "1er décembre 2026 à 9\u00a0h\u00a005");
    assert.equal(formatDateTime(at(1, 0, 5), "fr", UTC), "1er décembre 2026 à 0\u00a0h\u00a005");
    assert.equal(formatDateTime(Date.UTC(2026, 10, 27, 13, 5), "fr", UTC), "27 novembre 2026 à 13\u00a0h\u00a005");
  });
  it("English: the 24-hour clock as en-GB writes it", () => {
    assert.equal(formatDateTime(at(1, 9, 5), "en", UTC), "1 December 2026 at 09:05");
    assert.equal(formatDateTime(at(1, 0, 5), "en", UTC), "1 December 2026 at 00:05");
    assert.equal(formatDateTime(Date.UTC(2026, 10, 27, 13, 5), "en", UTC), "27 November 2026 at 13:05");
  });
  it("reads the moment in the visitor's time zone", () => {
    // 23:30 in UTC on 30 November is already 1 December in Kigali (UTC+2).
    assert.equal(formatDateTime(Date.UTC(2026, 10, 30, 23, 30), "fr", "Africa/Kigali"), "1er décembre 2026 à 1\u00a0h\u00a030");
  });
});
