/**
 * The English and Spanish words the language reading knows (netlify/lib/safety/known-words.ts,
 * round 11): the shipped list is what the committed sets make, and it never learns from a set
 * kept for measuring only or from another language's set.
 */
import { describe, expect, it } from "vitest";
import { readWriterSet } from "../../corpus/crisis/index";
import shipped from "../../netlify/lib/safety/known-words";
import { identifyLanguage, wordsLanguage } from "../../netlify/lib/safety/language";
import { englishAndSpanishMessages, knownWords } from "../harness/known-words";
import { MEASURED_ONLY, SAME_WORDS_ELSEWHERE } from "../harness/second-opinion-training";

const SHIPPED = (shipped as string).split(" ");

describe("the known English and Spanish words", () => {
  it("ships the list the committed sets make (run scripts/known-words.ts after adding a set)", () => {
    expect(SHIPPED).toEqual(knownWords());
    expect(SHIPPED.length).toBeGreaterThan(4000);
  });

  it("learns from no set kept for measuring only and no other language's set", () => {
    const learned = new Set(englishAndSpanishMessages());
    expect(learned.size).toBeGreaterThan(10_000);
    const kept = [...MEASURED_ONLY, "pacific-multi (round 10)", "interpreter-multi (round 9)"] as const;
    const theirs = kept.flatMap((name) => {
      const set = readWriterSet(name);
      return [...set.crisis.map((c) => c.message), ...set.ordinary.map((o) => o.message)];
    });
    expect(theirs.length).toBeGreaterThan(400);
    // Only where another writer wrote the very same words.
    expect(theirs.filter((m) => learned.has(m) && !SAME_WORDS_ELSEWHERE.includes(m))).toEqual([]);
  });

  it("reads a message mostly in words no English or Spanish set uses as another language, not an address", () => {
    expect(identifyLanguage("Ua ou fiu i le olaga, o le po nei ou te alu ai")).toBe("other");
    expect(identifyLanguage("Kaasi ak, saan kon a kayat ti agbiag")).toBe("other");
    // Four words or more; addresses and numbers are no language.
    expect(identifyLanguage("GI Bill 21-1990")).toBe("en");
    expect(wordsLanguage("DD214 SF180 NGB22 DD215")).not.toBe("other");
    expect(identifyLanguage("Click javascript:alert(document.cookie)")).toBe("en");
    expect(identifyLanguage("[https://www.va.gov/](https://evil.example/) is this real")).toBe("en");
    // Names and places count for neither side (a second read's probes).
    for (const list of [
      "Kevin Johnson, Michael Smith, Robert Garcia",
      "Anchorage Fairbanks Juneau Ketchikan",
      "Mayagüez, Aguadilla, Ponce, Bayamón clinics",
    ])
      expect(wordsLanguage(list), list).not.toBe("other");
    // English full of names and terms still reads as English.
    expect(identifyLanguage("my OBGYN records from Walter Reed show the endometriosis started in 2009")).toBe("en");
  });

  it("reads Spanish written with its own letters as Spanish, however few of its words the list knows", () => {
    // Round 34: a Spanish privacy question of rare words read as another language (the line first).
    expect(identifyLanguage("¿le pasan mis datos a otras compañías?")).toBe("es");
    expect(identifyLanguage("regalan mis señas a terceros?")).toBe("es");
    // Another language with an ñ is still another language.
    expect(identifyLanguage("Ako po ay nag-aalala, si Niño ay hindi sumasagot")).toBe("other");
  });
});
