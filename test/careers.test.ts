// Open roles (docs/decisions.md#d39): listed from the day they are posted to their closing day, the same data in
// every language, and the words each card adds (contract, closing date, countries) in the card's language.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { getContent } from "@/content/dictionaries";
import { defaultLocale, locales } from "@/content/locales";
import { openRoles } from "@/content/open-roles";
import { site } from "@/content/site";
import type { Role } from "@/content/types";
import { closedRoleIds, countryList, countryName, isListed, listedRoles, openRolesIn, roleListings } from "@/lib/careers";
import { isIsoDate } from "@/lib/dates";

const english = getContent(defaultLocale).careers;
const englishRoles = openRolesIn(english.openRoles);
const role = (overrides: Partial<Role>): Role => ({ ...englishRoles[0]!, ...overrides });

describe("open roles", () => {
  it("are listed from the day they are posted through their closing day, UTC", () => {
    const dates = { datePosted: "2026-11-16", validThrough: "2027-01-31" };
    assert.equal(isListed(dates, "2026-11-15"), false);
    assert.equal(isListed(dates, "2026-11-16"), true);
    assert.equal(isListed(dates, "2027-01-31"), true);
    assert.equal(isListed(dates, "2027-02-01"), false);
    const roles = [role({ id: "open" }), role({ id: "closed", validThrough: "2026-10-01" }), role({ id: "later", datePosted: "2027-06-01" })];
    assert.deepEqual(
      listedRoles(roles, "2026-12-01").map((listed) => listed.id),
      ["open"],
    );
    assert.deepEqual(closedRoleIds(roles, "2026-12-01"), ["closed"]);
  });

  it("carry real dates, a closing day after the posting day, and a workplace that exists", () => {
    for (const open of englishRoles) {
      assert.ok(isIsoDate(open.datePosted) && isIsoDate(open.validThrough), open.id);
      assert.ok(open.datePosted <= open.validThrough, `${open.id} closes after it is posted`);
      if (open.workplace.kind === "remote") {
        assert.ok(open.workplace.countries.length > 0, `${open.id} names the countries it is open to`);
        for (const code of open.workplace.countries) assert.doesNotThrow(() => countryName(code, "en"), code);
      } else {
        assert.ok(site.offices[open.workplace.office], `${open.id}: office ${open.workplace.office} is in content/site.ts`);
      }
    }
  });

  it("have their data once, in content/open-roles.ts, and their words in every language", () => {
    for (const locale of locales) {
      const roles = openRolesIn(getContent(locale).careers.openRoles);
      assert.deepEqual(
        roles.map(({ id, datePosted, validThrough, employmentType, workplace }) => ({ id, datePosted, validThrough, employmentType, workplace })),
        Object.entries(openRoles).map(([id, data]) => ({ id, ...data })),
        locale,
      );
      for (const listed of roles)
        assert.ok(listed.title && listed.summary && listed.responsibilities.length && listed.requirements.length, `${locale}: ${listed.id}`);
    }
  });

  it("show their contract, closing date and countries in the page's language", () => {
    const remote = role({ id: "remote", validThrough: "2027-02-28", workplace: { kind: "remote", countries: ["RW", "CI"] } });
    const office = role({ id: "office", workplace: { kind: "office", office: "rwanda" } });
    const [en] = roleListings([remote], english.roles, "en", "2026-12-01");
    assert.equal(en?.employmentLabel, "Full-time");
    assert.equal(en?.closingLabel, "Apply by 28 February 2027");
    assert.equal(en?.countriesNote, "Open to people living in any of these countries: Rwanda and Côte d’Ivoire.");
    const [fr] = roleListings([remote], getContent("fr").careers.roles, "fr", "2026-12-01");
    assert.equal(fr?.closingLabel, "Clôture le 28 février 2027");
    assert.match(fr?.countriesNote ?? "", /\u00a0: Rwanda et Côte d’Ivoire\.$/);
    assert.equal(roleListings([office], english.roles, "en", "2026-12-01")[0]?.countriesNote, undefined);
    assert.deepEqual(roleListings([remote], english.roles, "en", "2027-03-01"), [], "a closed role is not listed");
  });

  it("name countries from their ISO codes, and refuse a code that is not one", () => {
    assert.equal(countryList(["KE", "UG", "TZ"], "fr"), "Kenya, Ouganda et Tanzanie");
    assert.throws(() => countryName("XX", "en"), /not an ISO 3166-1 country code/);
  });
});
