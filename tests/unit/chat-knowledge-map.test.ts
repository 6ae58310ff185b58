/**
 * Issue 20: every topic of the benefits map is checked, not only matched, in both languages:
 * a direct first sentence, numbered steps counted right, links from facts/ that the link rule
 * keeps; each topic's own question and the page's starter questions lead back to an answer; and
 * the language of the answer follows the message, else the page.
 */
import { describe, expect, it } from "vitest";
import { filterLinks } from "../../contract/links";
import { contact } from "../../facts/service";
import * as VA_LINKS from "../../facts/va-links";
import { renderAnswer } from "../../netlify/lib/assistant/answer";
import { ASK_EN, NEXT } from "../../netlify/lib/assistant/follow-ups";
import { KNOWN_LINKS, TOPICS, type TopicId } from "../../netlify/lib/assistant/knowledge-base";
import { ASK_ES, TOPICS_ES } from "../../netlify/lib/assistant/knowledge-base.es";
import { chooseLanguage, messageLanguage, pageLanguage } from "../../netlify/lib/assistant/language";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { labelProbabilities } from "../../netlify/lib/assistant/topic-model";
import { dialogs as dialogsEn } from "../../web/src/content/i18n/en/dialogs";
import { dialogs as dialogsEs } from "../../web/src/content/i18n/es/dialogs";
import { readWriterSet } from "../../corpus/crisis/index";
import { screenMessage } from "../../netlify/lib/safety/screen";
import { ALL_WRITER_SETS, isSpanish } from "../harness/writer-questions";

/** The chat's starter questions on each page. */
const STARTERS = { en: dialogsEn.chat.starters, es: dialogsEs.chat.starters };

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
};

const both = TOPICS.flatMap((topic) => [
  { id: topic.id, language: "en" as const, parts: topic, answer: topic.answer },
  {
    id: topic.id,
    language: "es" as const,
    parts: TOPICS_ES[topic.id].parts,
    answer: renderAnswer(TOPICS_ES[topic.id].parts),
  },
]);

describe("every topic of the map, in English and Spanish", () => {
  it("holds the whole map issue 20 lists (at least 45 topics)", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(45);
    expect(Object.keys(TOPICS_ES).sort()).toEqual(TOPICS.map((t) => t.id).sort());
  });

  it.each(both.map((t) => [`${t.id} (${t.language})`, t]))("%s", (_name, { parts, answer, id, language }) => {
    // The first sentence answers: a statement, no link, no "see below".
    expect(parts.direct).toMatch(/^[^\n]{20,}[.!?]$/);
    expect(parts.direct).not.toMatch(/https?:|\bbelow\b|\babajo\b/i);
    // Steps are numbered 1..n, and a count announced in the text matches what follows.
    const numbers = [...answer.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual(parts.steps.map((_, i) => i + 1));
    for (const m of answer.matchAll(
      /\b(two|three|four|five|dos|tres|cuatro|cinco) (options|ways|steps|opciones|maneras|pasos)\b/gi,
    )) {
      expect(parts.steps.length, `${id}: "${m[0]}"`).toBe(NUMBER_WORDS[m[1]!.toLowerCase()]);
    }
    // Every link is from facts/ and survives the one link rule unchanged.
    for (const [, url] of parts.links) expect(KNOWN_LINKS, url).toContain(url);
    for (const url of answer.match(/https?:\/\/\S+/g) ?? []) expect(KNOWN_LINKS, url).toContain(url);
    expect(filterLinks(answer, { keep: [contact.email] })).toBe(answer.trim());
    // The language holds the whole way.
    expect(isSpanish(answer), `${id} (${language})`).toBe(language === "es");
  });

  it("gives the Spanish answer the same official pages: the English answer's first link is in it", () => {
    for (const topic of TOPICS) {
      const first = topic.links[0]?.[1];
      if (first)
        expect(
          TOPICS_ES[topic.id].parts.links.map(([, url]) => url),
          topic.id,
        ).toContain(first);
    }
  });

  it("carries every new page of the map into facts/ (one example per area)", () => {
    for (const url of [
      VA_LINKS.pensionOnline,
      VA_LINKS.aidAttendance,
      VA_LINKS.unemployabilityOnline,
      VA_LINKS.dependentsOnline,
      VA_LINKS.champva,
      VA_LINKS.familyCaregivers,
      VA_LINKS.burialAllowance,
      VA_LINKS.preNeedOnline,
      VA_LINKS.appointRepresentative,
    ])
      expect(KNOWN_LINKS).toContain(url);
  });
});

describe("questions to start from and to ask next", () => {
  const check = (asks: Record<TopicId, string>, language: "en" | "es") => {
    for (const [id, question] of Object.entries(asks)) {
      expect(question, id).toMatch(/\?$/);
      const answer = answerOffline(question, language);
      expect(answer.topic, question).toBe(id);
      expect(answer.language, question).toBe(language);
    }
  };
  it("each topic's own question (English) is answered by that topic", () => check(ASK_EN, "en"));
  it("each topic's own question (Spanish) is answered by that topic, in Spanish", () => check(ASK_ES, "es"));

  it("offers one or two follow-ups after each topic, never itself", () => {
    for (const [id, next] of Object.entries(NEXT)) {
      expect(next.length, id).toBeGreaterThanOrEqual(1);
      expect(next.length, id).toBeLessThanOrEqual(2);
      expect(next, id).not.toContain(id);
    }
    expect(answerOffline("VA denied my claim").followUps).toContain(ASK_EN.supplementalClaim);
  });

  it.each(Object.entries(STARTERS))(
    "the %s starter questions end in '?' and each gets a topic",
    (language, questions) => {
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(4);
      for (const question of questions) {
        expect(question).toMatch(/\?$/);
        const answer = answerOffline(question, language as "en" | "es");
        expect(answer.handoff, question).toBe(false);
        expect(answer.language, question).toBe(language);
      }
    },
  );
});

describe("hand-off and ambiguity", () => {
  it("hands off what the map does not hold, in the message's language", () => {
    const en = answerOffline("can I keep my SGLI life insurance after I get out");
    expect(en).toMatchObject({ topic: "general", handoff: true, language: "en" });
    expect(en.text).toContain("consultation form on this page");
    const es = answerOffline("mi DD-214 dice general discharge, como lo cambio a honorable");
    expect(es).toMatchObject({ topic: "general", handoff: true, language: "es" });
    expect(es.text).toContain("formulario de consulta de esta página");
  });

  it("offers a person for a firearm at the VA, which the map does not hold, not the automobile allowance", () => {
    // Round 46 (laramie-en and jacksonville-en, round 55): "truck" had matched the automobile
    // allowance. No fact in the repo states the rule on VA property (38 CFR 1.218), so a person answers.
    for (const question of [
      "can i keep my rifle locked in the truck in the va parking lot. goin hunting right after my appt",
      "got a gun question. can i carry at the va hospital in gainesville or do i leave it in the truck. got my permit",
    ]) {
      expect(answerOffline(question)).toMatchObject({ topic: "general", handoff: true, language: "en" });
    }
    expect(answerOffline("puedo dejar mi pistola en la troca en el estacionamiento del VA?")).toMatchObject({
      topic: "general",
      handoff: true,
      language: "es",
    });
    // A question about the allowance itself still gets it.
    expect(answerOffline("does the va help pay for a truck with hand controls for my wheelchair").topic).toBe(
      "autoAllowance",
    );
  });

  it("names both topics and offers a person when two fit equally, never one confident wrong topic", () => {
    // Without the topic model's lean (a model that knows no label), the words alone fit both equally.
    const noLean = { alpha: 0.5, labels: [], features: {} };
    const answer = answerOffline("voc rehab vs gi bill which one is better", null, noLean);
    expect(answer.topic).toBe("ambiguous");
    expect(answer.handoff).toBe(true);
    expect(answer.text).toContain(VA_LINKS.readinessAndEmployment);
    expect(answer.text).toContain(VA_LINKS.giBillApplication);
    expect(answer.text).toContain("(555) 010-0123");
  });

  it("lets the topic model decide a tie of the words only when it leans clearly, and still names the other", () => {
    // The words fit the burial allowance and DIC equally (a death, a funeral); the model leans to burial.
    const question = "My father passed last week. He was a Vietnam vet. Will VA help pay for the funeral?";
    const noLean = { alpha: 0.5, labels: [], features: {} };
    expect(answerOffline(question, null, noLean).topic).toBe("ambiguous");
    const answer = answerOffline(question);
    expect(answer.topic).toBe("burial");
    expect(answer.text).toContain(VA_LINKS.burialAllowance);
    expect(answer.text).toContain(
      `See also Survivors: Dependency and Indemnity Compensation (DIC): ${VA_LINKS.survivorsDic}`,
    );
  });

  it("leaves a tie the model only leans on as a tie: both named, and a person offered", () => {
    const answer = answerOffline("voc rehab vs gi bill which one is better");
    expect(answer.topic).toBe("ambiguous");
    expect(answer.handoff).toBe(true);
  });

  it("reads only the model's own features: Object's member names in a message change nothing", () => {
    const members = "constructor hasOwnProperty valueOf toString";
    expect(labelProbabilities(members)).toEqual(labelProbabilities(""));
    expect(answerOffline(members).topic).toBe("general");
  });

  it("never lets the topic model alone pick a topic the words do not point to", () => {
    for (const question of [
      "what truck should I buy",
      "tell me about my grandson's soccer game",
      "que pelicula veo hoy",
    ]) {
      expect(answerOffline(question).topic, question).toBe("general");
    }
  });
});

describe("the answer's language", () => {
  it.each([
    ["GI Bill", null, "en"],
    ["GI Bill", "es", "es"],
    ["21-526EZ", "es", "es"],
    ["CHAMPVA", "en", "en"],
    ["como pongo un claim por mis rodillas", "en", "es"],
    ["transfer GI bill to my wife despues de retirado se puede o ya es tarde?", "en", "es"],
    ["how do I file a claim for my knees", "es", "en"],
    ["tell me a joke", "en", "en"],
    // Round 16: a bare English term typed on the Spanish page is VA's name for a thing.
    ["pre-need", "es", "es"],
    ["buddy statement", "es", "es"],
    ["pre-need", "en", "en"],
    ["how do I appeal", "es", "en"],
  ] as const)("%s (page %s) → %s", (message, page, expected) => {
    expect(chooseLanguage(message, page)).toBe(expected);
  });

  it(
    "reads a message's language as the crisis screen does: never Spanish to one and English to the other",
    { timeout: 60_000 },
    () => {
      const messages = [
        ...ALL_WRITER_SETS.flatMap((set) => set.questions.map((q) => q.question)),
        ...(["vet-en", "responder-en", "family-es"] as const).flatMap((name) =>
          readWriterSet(name).ordinary.map((o) => o.message),
        ),
      ];
      for (const message of messages) {
        const own = messageLanguage(message);
        if (own !== null) expect(screenMessage(message).language, message).toBe(own);
      }
    },
  );

  it("answers every writer's question in the set's language, whatever the page's", () => {
    for (const set of ALL_WRITER_SETS) {
      const other = set.language === "en" ? "es" : "en";
      const right = set.questions.filter((q) => chooseLanguage(q.question, other) === set.language).length;
      // Measured: vet-en 125/126, es 102/114, family-en 140/143, r2 en 93/93, r2 es 79/85 (form
      // numbers and "GI Bill" alone show no language: the page decides, as the issue asks).
      expect(right / set.questions.length, set.file).toBeGreaterThanOrEqual(0.89);
    }
  });

  it("reads the page's Content-Language header", () => {
    expect(pageLanguage("es")).toBe("es");
    expect(pageLanguage("es-US, en")).toBe("es");
    expect(pageLanguage("en-US")).toBe("en");
    expect(pageLanguage("fr")).toBeNull();
    expect(pageLanguage(null)).toBeNull();
    expect(messageLanguage("10-10EZ")).toBeNull();
  });
});
