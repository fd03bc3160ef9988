// The typography checker (scripts/editorial/typography.mjs): each French rule with a string that breaks it and one that
// keeps it, what is not prose left alone, and rules that belong to their language only.
import assert from "node:assert/strict";
import { describe, it } from "vitest";
import { excerpt, typographyFaults } from "../scripts/editorial/typography.mjs";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const names = new Set(["Talanta", "Kofi", "Mensah", "Jean-Paul"]);

/** The messages of every fault French typography finds in a string. */
const french = (text: string, heading = false) => typographyFaults("fr", text, { heading, names }).map((fault) => fault.message);

describe("French typography", () => {
  it("wants a no-break space (U+00A0) before a colon: none, a plain one or the narrow one is a fault", () => {
    assert.deepEqual(french(`Notre mission${NBSP}: former.`), []);
    assert.match(french("Notre mission: former.").join(), /no space before ":"/);
    assert.match(french("Notre mission : former.").join(), /a plain space before ":"/);
    assert.match(
      french(`Notre mission${NNBSP}: former.`).join(),
      /a narrow no-break space \(U\+202F\) before ":", where French sets a no-break space \(U\+00A0\)/,
    );
  });

  it("wants a narrow no-break space (U+202F) before ; ! and ?", () => {
    assert.deepEqual(french(`Prêts${NNBSP}? Oui${NNBSP}! Bien${NNBSP}; merci.`), []);
    assert.match(french("Prêts? Oui.").join(), /no space before "\?"/);
    assert.match(french("Oui !").join(), /a plain space before "!"/);
    assert.match(french(`Bien${NBSP}; merci.`).join(), /a no-break space \(U\+00A0\) before ";", where French sets a narrow no-break space/);
    // A second mark follows the first: ?! is one pause.
    assert.deepEqual(french(`Vraiment${NNBSP}?!`), []);
  });

  it("wants no-break spaces (U+00A0) inside « »", () => {
    assert.deepEqual(french(`On vous demande «${NBSP}deux ans d’expérience${NBSP}».`), []);
    assert.deepEqual(french("On vous demande «deux ans»."), [
      "no space after «: French sets a no-break space (U+00A0) inside « »",
      "no space before »: French sets a no-break space (U+00A0) inside « »",
    ]);
    assert.match(french("On vous demande « deux ans ».").join(), /a plain space after «/);
    assert.match(french(`On vous demande «${NNBSP}deux ans${NNBSP}».`).join(), /a narrow no-break space \(U\+202F\) after «/);
  });

  it("refuses straight double quotes, straight apostrophes and three full stops", () => {
    assert.deepEqual(french(`Le mot «${NBSP}merci${NBSP}» et l’équipe… voilà.`), []);
    assert.match(french('Le mot "merci".').join(), /straight double quotes/);
    assert.match(french("l'équipe").join(), /a straight apostrophe/);
    assert.match(french("Envoi en cours...").join(), /three full stops/);
  });

  it("wants sentence case in a title: a capital on the first word, after a sentence's end or a dash, and on names only", () => {
    assert.deepEqual(french("Nos solutions", true), []);
    assert.deepEqual(french("À propos de Talanta AI", true), []);
    assert.deepEqual(french("Kofi Mensah et Jean-Paul", true), []);
    assert.deepEqual(french(`Talanta AI — Bâtir un avenir de l’IA sans frontières`, true), []);
    assert.deepEqual(french(`Prêts${NNBSP}? Commencez ici`, true), []);
    assert.deepEqual(french("Construire Un Avenir Sans Frontières", true), [
      '"Un" has a capital in a title: French titles take one on their first word and on proper nouns only',
      '"Avenir" has a capital in a title: French titles take one on their first word and on proper nouns only',
      '"Sans" has a capital in a title: French titles take one on their first word and on proper nouns only',
      '"Frontières" has a capital in a title: French titles take one on their first word and on proper nouns only',
    ]);
    assert.match(french("Nos Solutions", true).join(), /"Solutions" has a capital/);
    // Prose is not a title: a sentence may name anything.
    assert.deepEqual(french("Nos Solutions"), []);
  });

  it("leaves alone what is not prose: URLs, e-mail addresses, times, placeholders, code and a link's target", () => {
    assert.deepEqual(french("Voir https://talanta.ai/fr/support?q=1#talent et mailto:contact@talanta.ai ou tel:+250788000000."), []);
    assert.deepEqual(french("Écrivez à hello@talanta.ai"), []);
    assert.deepEqual(french(`Du lundi au vendredi, de 9${NNBSP}h${NNBSP}30 à 18${NNBSP}h, et le format 16:9.`), []);
    assert.deepEqual(french(`${"${site.legalName}"} (${"${quoted(site.name)}"}) et {minutes}${NBSP}min`), []);
    assert.deepEqual(french("Lancez `npm run build:fr` puis lisez [la FAQ](/fr/support#talent) ou ![un schéma](/images/a.png)."), []);
  });

  it("belongs to French: other languages are not judged by it", () => {
    assert.deepEqual(typographyFaults("sw", "Je, unataka kujiunga na Talanta AI?", { heading: true, names }), []);
    assert.deepEqual(typographyFaults("en", 'Ready to build? "Yes": it\'s time...', { heading: true, names }), []);
  });

  it("orders the faults of a string by where they are", () => {
    const faults = typographyFaults("fr", "Oui! Non: l'équipe", { names });
    assert.deepEqual(
      faults.map((fault) => fault.index),
      [3, 8, 11],
    );
  });
});

describe("excerpt", () => {
  it("quotes the text around a fault, on one line, marking what it cut", () => {
    assert.equal(excerpt("Court texte", 3), '"Court texte"');
    assert.equal(excerpt(`${"a".repeat(50)} : ${"b".repeat(50)}`, 51, 5), '"…aaaa : bbb…"');
    assert.equal(excerpt("Une ligne\n  et la suite", 4), '"Une ligne et la suite"');
  });
});
