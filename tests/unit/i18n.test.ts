import { describe, expect, it } from "vitest";
import { dialogs as enDialogs } from "../../web/src/content/i18n/en/dialogs";
import { page as enPage } from "../../web/src/content/i18n/en/page";
import { pages as enPages } from "../../web/src/content/i18n/en/pages";
import { es } from "../../web/src/content/i18n/es";
import { languageOf, otherLanguagePath } from "../../web/src/content/i18n/paths";
import { ratingCalculator as enRatingCalculator } from "../../web/src/content/rating-calculator";
import { CFR_4_25, WORKED_EXAMPLES } from "../../facts/ratings";

const en = { page: enPage, dialogs: enDialogs, pages: enPages, ratingCalculator: enRatingCalculator };

/** The sample values of texts whose values are not one string each: a list, or the calculator's step. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  "ratingCalculator.ignoredNote": [["«0»", "«1»"]],
  "ratingCalculator.bilateralNote": [["«0»", "«1»"]],
  "ratingCalculator.stepSorted": [["«0»", "«1»"]],
  "ratingCalculator.stepTable": [{ row: "«0»", column: "«1»", value: "«2»" }],
};

/** Every leaf of a dictionary by its path: strings as they are, functions called with sample values. */
function leaves(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") {
    const args = SAMPLE_ARGS[at] ?? Array.from({ length: value.length }, (_, i) => `«${i}»`);
    return [[`${at}()`, String((value as (...a: unknown[]) => unknown)(...args))]];
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
    // An official page's address is the same in both languages (its link's name says "en inglés").
    const official = (text: string) => text.startsWith("https://");
    const untranslated = [...spanish].filter(
      ([key, text]) => text.trim() === "" || (text === english.get(key) && !SAME_IN_BOTH.has(text) && !official(text)),
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

describe("the calculator's Spanish twin", () => {
  const { ratingCalculator: calculator } = es;

  it("lives at /es/calculadora/ and sends the visitor to the Spanish contact form", () => {
    expect(calculator.path).toBe("/es/calculadora/");
    expect(calculator.talk.href).toBe("/es/#contact");
    expect(enRatingCalculator.talk.href).toBe("/#contact");
  });

  it("links the same official pages as the English, each marked as English", () => {
    for (const link of ["moneyLink", "tableLink", "regulationLink"] as const) {
      expect(calculator[link].href).toBe(enRatingCalculator[link].href);
      expect(calculator[link].label).toMatch(/\(en inglés\)$/);
    }
    expect(calculator.regulationLink.href).toBe(CFR_4_25.source);
  });

  it("uses VA's Spanish terms and keeps the regulation's citation", () => {
    expect(calculator.title).toBe("Calculadora de calificación combinada");
    expect(calculator.intro).toContain("calificación de discapacidad");
    expect(calculator.intro).toContain("tabla de calificaciones combinadas (38 CFR 4.25)");
    expect(calculator.tableLink.label).toContain("Tabla de calificaciones combinadas de VA");
    expect(calculator.resultRating(70)).toBe("Calificación combinada: 70%");
  });

  it("says each step with its numbers, in both forms of the last step", () => {
    expect(calculator.stepTable({ row: 65, column: 20, value: 72 })).toBe(
      "65 y 20 combinados dan 72 (tabla I, fila 65, columna 20).",
    );
    expect(calculator.stepFinal(72, 70)).toContain("72 redondeado a la decena más cercana es 70%");
    expect(calculator.stepFinal(70, 70)).toBe("70 ya es un múltiplo de 10: la calificación combinada es 70%.");
    expect(calculator.stepSorted([50, 30, 20])).toBe("Sus calificaciones de mayor a menor: 50%, 30%, 20%.");
  });

  it("gives every worked example from the facts, and the translated quote the regulation's numbers", () => {
    expect(calculator.examples).toHaveLength(WORKED_EXAMPLES.length);
    WORKED_EXAMPLES.forEach(({ value, rating }, i) => {
      expect(calculator.examples[i]).toContain(`valor combinado ${value}, calificación combinada ${rating}%`);
    });
    const numbers = (text: string) => text.match(/\d+/g);
    expect(numbers(calculator.ruleQuote)).toEqual(numbers(CFR_4_25.efficiency));
  });
});

describe("the pages in both languages", () => {
  it.each([
    ["/", "/es/"],
    ["/privacy", "/es/privacidad/"],
    ["/consultation-received", "/es/consulta-recibida/"],
    ["/consultation-not-sent", "/es/consulta-no-enviada/"],
    ["/rating-calculator/", "/es/calculadora/"],
    ["/consultation-not-sent-email", "/es/consulta-no-enviada-correo/"],
    ["/consultation-not-sent-name-phone-branch", "/es/consulta-no-enviada-nombre-telefono-rama/"],
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
