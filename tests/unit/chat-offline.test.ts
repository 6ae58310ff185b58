import { describe, expect, it } from "vitest";
import * as LINKS from "../../facts/va-links";
import {
  ACCREDITATION_RULE,
  accreditationStatement,
  GENERAL_ANSWER,
  getTopic,
  KNOWN_LINKS,
  TOPICS,
} from "../../netlify/lib/assistant/knowledge-base";
import { answerOffline, createOfflineAssistant } from "../../netlify/lib/assistant/offline";
import { containsPhrase, tokenize } from "../../netlify/lib/assistant/text-match";
import { OFFLINE_QUESTIONS, offlineAccuracy } from "../harness/chat-questions";

describe("offline assistant: questions veterans really ask", () => {
  it("has at least 50 questions, each mapped to what its answer must contain", () => {
    expect(OFFLINE_QUESTIONS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(OFFLINE_QUESTIONS.map((q) => [q.question, q.mustContain]))("%s → %s", (question, mustContain) => {
    expect(answerOffline(question).text).toContain(mustContain);
  });

  // About 470 questions against the whole map: seconds on a loaded 2-core machine (timing goals are in the bench).
  it("answers the whole table right (the bench reports the same figure)", { timeout: 60_000 }, () => {
    expect(offlineAccuracy((q) => answerOffline(q).text)).toBe(1);
  });
});

describe("offline assistant: typos, synonyms and word forms", () => {
  it.each([
    ["tinnitus", "tinitus", "tinnitis", "ringing in my ears"],
    ["intentToFile", "intent to file", "intnet to file", "ITF"],
    ["disabilityClaim", "disability", "dissability", "disabilty"],
    ["homeLoan", "mortgage", "mortage", "buy a house"],
    ["education", "GI Bill", "college tuition", "trade school"],
    ["healthCare", "health care", "healthcare", "helth care"],
    ["appeal", "appeal", "apeal", "they denied me"],
    ["buddyStatement", "buddy statement", "buddy statment", "lay statement"],
    ["documents", "DD214", "DD-214", "dd 214"],
  ])("%s: %s / %s / %s", (topic, ...phrasings) => {
    const expected = topic === "tinnitus" ? "hearingTinnitus" : topic;
    for (const phrasing of phrasings) expect(answerOffline(`help with ${phrasing}`).topic, phrasing).toBe(expected);
  });

  it.each([
    ["tinnitus", "tinitis", true],
    ["health", "helth", true],
    ["intent", "intnet", true],
    ["mortgage", "mortage", true],
    ["deny", "denied", true],
    ["ringing", "ring", true],
    ["lender", "leader", false],
    ["track", "truck", false],
    ["fight", "flight", false],
    ["employment", "deployment", false],
    ["ears", "years", false],
  ])("keyword %s and typed %s match: %s", (keyword, said, expected) => {
    expect(containsPhrase(tokenize(said), tokenize(keyword))).toBe(expected);
  });

  it("does not mistake short words for others ('years' is not 'ears')", () => {
    expect(answerOffline("I served 20 years").topic).not.toBe("hearingTinnitus");
  });

  it("answers anything else helpfully, pointing to the consultation and the phone", () => {
    for (const question of ["hello", "what's the weather", "asdfgh", "🇺🇸"]) {
      expect(answerOffline(question).text).toBe(GENERAL_ANSWER);
    }
    // The map now holds VA's rate table: the amount is VA's to state, on its page.
    expect(answerOffline("How much will I get for 100%?").text).toContain(LINKS.compensationRates);
    expect(GENERAL_ANSWER).toMatch(/consultation/);
    expect(GENERAL_ANSWER).toContain("(555) 010-0123");
  });

  it("is the Assistant used when Claude is not: same answer through its interface", async () => {
    const assistant = createOfflineAssistant();
    const reply = await assistant.reply({ message: "What is a buddy statement?", history: [] });
    expect(reply.text).toBe(answerOffline("What is a buddy statement?").text);
    expect(reply.topic).toBe("buddyStatement");
  });
});

describe("offline assistant: the questions issue 9 names", () => {
  const PHONE = "(555) 010-0123";

  it.each([
    [
      "decision reviews",
      "I got denied, what are my options?",
      ["20-0995", "20-0996", "10182", "1 year", LINKS.decisionReviews],
    ],
    ["a Supplemental Claim", "how do I send new evidence after a denial", ["20-0995", LINKS.supplementalClaimFormPage]],
    ["a Higher-Level Review", "what is a higher-level review", ["20-0996", LINKS.higherLevelReviewFormPage]],
    ["a Board Appeal", "how do I appeal to the board", ["10182", LINKS.boardAppealFormPage]],
    ["the C&P exam", "what is a C&P exam", [LINKS.claimExam]],
    ["the PACT Act", "what is the PACT Act", [LINKS.pactAct]],
    ["claim status", "how do I check my claim status", [LINKS.claimStatus]],
    [
      "PTSD without a diagnosis",
      "can I claim PTSD without a diagnosis",
      ["without a diagnosis", "VA can diagnose it at the claim exam", LINKS.ptsd],
    ],
    ["tinnitus", "my ears ring all the time", ["tinnitus", "21-526EZ"]],
    ["hearing loss", "I can't hear well since the artillery", ["hearing loss", LINKS.disabilityClaimOnline]],
    ["how long claims take", "how long does a VA claim take", ["won't guess a number", LINKS.claimStatus]],
    ["reusing a home loan", "can I get a VA home loan a second time", ["again", LINKS.homeLoans, "26-1880"]],
    [
      "survivors (DIC)",
      "my husband was a veteran and he died",
      ["Dependency and Indemnity Compensation", LINKS.survivorsDic],
    ],
    ["VR&E", "what is voc rehab", ["Veteran Readiness and Employment", LINKS.readinessAndEmployment]],
    ["the phone number", "what's your phone number", [PHONE]],
  ])("%s: %s", (_topic, question, parts) => {
    const text = answerOffline(question).text;
    for (const part of parts) expect(text, part).toContain(part);
  });

  it("'can you file my claim for me?' gets VA's accreditation rule, general guidance, the representative link and the consultation", () => {
    const { text, topic } = answerOffline("can you file my claim for me?");
    expect(topic).toBe("fileForMe");
    expect(text).toContain(ACCREDITATION_RULE);
    expect(text).toContain("we are not VA-accredited");
    expect(text).toContain("general guidance");
    expect(text).toContain(LINKS.findRepresentative);
    expect(text).toContain(LINKS.accreditedRepresentativeFaqs);
    expect(text).toContain("consultation form");
    expect(text).toContain(PHONE);
  });

  it.each(["are you the VA?", "are you part of the VA?", "is this the va", "r u with the VA"])(
    "'%s' says the service is independent and not affiliated with VA",
    (question) => {
      const text = answerOffline(question).text;
      expect(text).toContain("independent");
      expect(text).toContain("not affiliated with or endorsed by the U.S. Department of Veterans Affairs");
      expect(text).toContain("not VA-accredited");
    },
  );

  it("how long a claim takes: no invented number, only the form numbers and the link", () => {
    const text = getTopic("claimTime").answer;
    const withoutLinksAndSteps = text.replace(/https:\/\/\S+/g, "").replace(/^\d+\. /gm, "");
    expect(withoutLinksAndSteps.replace(PHONE, "")).not.toMatch(/\d/);
  });

  it("hands off what it cannot answer: the phone number and the consultation form", () => {
    for (const question of ["can you help me with my taxes", "what truck should I buy", "zzzz"]) {
      const { text, topic } = answerOffline(question);
      expect(topic, question).toBe("general");
      expect(text).toContain(PHONE);
      expect(text).toContain("consultation form");
    }
  });

  it("a set accreditation is stated with its type and number, never as 'not accredited'", () => {
    const statement = accreditationStatement({ type: "claims agent", number: "12345" });
    expect(statement).toContain("VA-accredited claims agent (accreditation number 12345)");
    expect(statement).not.toMatch(/not VA-accredited/);
    expect(accreditationStatement(null)).toMatch(/not VA-accredited/);
  });
});

describe("offline answers: the direct answer, then the steps, then the official link", () => {
  it.each(TOPICS.map((t) => [t.id, t]))("%s", (_id, topic) => {
    const [first, steps, links] = topic.answer.split("\n\n");
    expect(first).toBe(topic.direct);
    expect(first).not.toMatch(/https?:/);
    expect(first).toMatch(/[.!?]$/);
    expect(steps).toMatch(/^1\. \S/);
    if (topic.links.length === 0) return;
    for (const line of links!.split("\n")) expect(line).toMatch(/^[^:]+: https:\/\/www\.va\.gov\/\S*$/);
  });
});

describe("offline answers stay grounded", () => {
  const answers = [...TOPICS.map((t) => t.answer), GENERAL_ANSWER];

  it("use only links from the knowledge base", () => {
    for (const answer of answers) {
      for (const link of answer.match(/https?:\/\/\S+/g) ?? []) expect(KNOWN_LINKS).toContain(link);
    }
  });

  it("every topic but the service's own and the homeless line (a phone number) gives an official link", () => {
    for (const topic of TOPICS.filter((t) => !["contact", "consultation", "homeless", "privacy"].includes(t.id))) {
      expect(topic.answer, topic.id).toMatch(/https:\/\/www\.va\.gov\//);
    }
  });

  it.each([
    ["is this chat private? who sees what i type", "en", /not part of VA: nothing you type here is sent to VA/],
    ["will what I type here go to the VA? I dont want it to hurt my claim", "en", /deleted automatically/],
    ["lo que escribo aqui lo ve el va?", "es", /nada de lo que escribe aquí se envía a VA/],
  ] as const)("answers %s with what is kept, for how long and who reads it", (question, language, says) => {
    const answer = answerOffline(question, language);
    expect(answer.topic).toBe("privacy");
    expect(answer.text).toMatch(says);
    expect(answer.text).toMatch(language === "en" ? /Social Security number/ : /Seguro Social/);
  });

  it.each([
    ["Is it safe to type my social security number in here?", "en"],
    ["es seguro poner mi numero de seguro social aqui", "es"],
  ] as const)("answers %s as privacy, with no benefit beside it", (question, language) => {
    const answer = answerOffline(question, language);
    expect(answer.topic).toBe("privacy");
    expect(answer.text).not.toMatch(/See also|Vea también|21P-527EZ/);
  });

  it("does not read every 'is it safe to' as a question about this chat", () => {
    expect(answerOffline("is it safe to give my dog the VA's gabapentin").topic).not.toBe("privacy");
  });

  it("still answers a private doctor's records with the records topic, not privacy", () => {
    expect(answerOffline("how does VA get my private doctor records").topic).toBe("privateRecords");
  });

  it("never state a dollar amount, nor a rating percentage other than VA's own rules (FACTS.md)", () => {
    // Individual Unemployability (60%, 40% with 70% combined, paid at 100%), dependents (30%),
    // family caregivers (70%), and 38 CFR 4.25's example (50% and 30% combine to 70%, not 80%).
    const VA_RULES = new Set(["100%", "60%", "40%", "70%", "30%", "50%", "80%", "10%"]);
    for (const answer of answers) {
      expect(answer).not.toMatch(/\$\s?\d/);
      for (const percent of answer.match(/\d+\s?%/g) ?? []) expect(VA_RULES, percent).toContain(percent);
    }
  });

  it("stay short (about 150 words)", () => {
    for (const topic of TOPICS) expect(topic.answer.split(/\s+/).length, topic.id).toBeLessThanOrEqual(160);
  });
});

describe("a message that says only thanks (round 47)", () => {
  it("gets a short welcome in the page's language, not the hand-off", () => {
    const en = answerOffline("yes thats it thanks", "en");
    expect(en).toMatchObject({ topic: "thanks", language: "en", handoff: false, followUps: [] });
    expect(en.text).toMatch(/^You're welcome\./);
    const es = answerOffline("ok muchas gracias", "es");
    expect(es).toMatchObject({ topic: "thanks", language: "es", handoff: false });
    expect(es.text).toMatch(/^Con gusto\./);
  });

  it("still answers a question said with thanks, and hands off thanks for everything", () => {
    expect(answerOffline("thanks, how do I file for tinnitus?", "en").topic).toBe("hearingTinnitus");
    expect(answerOffline("thank you for everything", "en").topic).toBe("general");
  });
});
