import { describe, expect, it } from "vitest";
import { dialogs as enDialogs } from "../../web/src/content/i18n/en/dialogs";
import { page as enPage } from "../../web/src/content/i18n/en/page";
import { pages as enPages } from "../../web/src/content/i18n/en/pages";
import { es } from "../../web/src/content/i18n/es";
import { languageOf, otherLanguagePath } from "../../web/src/content/i18n/paths";

const en = { page: enPage, dialogs: enDialogs, pages: enPages };

/** Every leaf of a dictionary by its path: strings as they are, functions called with sample values. */
function leaves(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, i) => `«${i}»`);
    return [[`${at}()`, String((value as (...a: string[]) => unknown)(...args))]];
  }
  return Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, at ? `${at}.${key}` : key));
}

// Texts that are the same in both languages: names, numbers and words Spanish borrows.
const SAME_IN_BOTH = new Set(["Error", "Blog", "GI Bill", "."]);

describe("the dictionary", () => {
  const english = new Map(leaves(en));
  const spanish = new Map(leaves(es));

  it("has a Spanish twin for every English text, and nothing else", () => {
    // The one list of any length: help in other languages, which only the Spanish page gives.
    const fixed = (keys: Iterable<string>) => [...keys].filter((key) => !key.startsWith("page.crisis.otherLanguages."));
    expect(fixed(spanish.keys())).toEqual(fixed(english.keys()));
    expect(spanish.size).toBeGreaterThan(200);
  });

  it("has no empty Spanish text and no English left untranslated", () => {
    const untranslated = [...spanish].filter(
      ([key, text]) => text.trim() === "" || (text === english.get(key) && !SAME_IN_BOTH.has(text)),
    );
    expect(untranslated).toEqual([]);
  });

  it("keeps every value a text carries (a name, a phone number, a count) in its Spanish twin", () => {
    for (const [key, text] of english) {
      for (const value of text.match(/«\d»/g) ?? []) expect(spanish.get(key), key).toContain(value);
    }
  });

  it("gives the Spanish crisis resources as the Veterans Crisis Line's Spanish page says them", () => {
    expect(es.page.crisis.call).toBe("Llame al 988 y oprima 1");
    expect(es.page.crisis.text).toBe("Envíe un mensaje de texto al 838255");
    expect(es.page.crisis.short).toBe("Línea de Crisis para Veteranos");
    expect(es.page.crisis.tty).toMatch(/711.*988/);
    expect(es.page.crisis.emergency).toBe("Llame al 911");
    expect(es.page.crisis.otherLanguages.join(" ")).toMatch(/988 y oprima 2/);
  });

  it("uses VA's own Spanish terms", () => {
    expect(es.page.contact.reasons.join(" ")).toContain("reclamo");
    expect(es.page.benefits.cards[0].title).toBe("Compensación por discapacidad");
    expect(es.page.footer.services[0]).toBe("Reclamos de discapacidad");
  });
});

describe("the pages in both languages", () => {
  it.each([
    ["/", "/es/"],
    ["/privacy", "/es/privacidad/"],
    ["/consultation-received", "/es/consulta-recibida/"],
    ["/consultation-not-sent", "/es/consulta-no-enviada/"],
  ])("%s and %s are each other's twin, with or without the trailing slash", (englishPath, spanishPath) => {
    expect(languageOf(englishPath)).toBe("en");
    expect(languageOf(spanishPath)).toBe("es");
    expect(otherLanguagePath(englishPath)).toBe(spanishPath);
    expect(otherLanguagePath(spanishPath)).toBe(englishPath);
    expect(otherLanguagePath(spanishPath.replace(/\/$/, ""))).toBe(englishPath);
  });

  it("sends a page with no twin (a 404) to the other language's home page", () => {
    expect(otherLanguagePath("/no-such-page")).toBe("/es/");
    expect(otherLanguagePath("/es/no-existe")).toBe("/");
    expect(languageOf("/es")).toBe("es");
    expect(languageOf("/estate")).toBe("en");
  });
});
