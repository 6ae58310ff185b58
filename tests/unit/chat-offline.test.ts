import { describe, expect, it } from "vitest";
import { GENERAL_ANSWER, KNOWN_LINKS, TOPICS } from "../../netlify/lib/chat/knowledge-base";
import { answerOffline, createOfflineAssistant } from "../../netlify/lib/chat/offline-assistant";
import { OFFLINE_QUESTIONS, offlineAccuracy } from "../support/chat-questions";

describe("offline assistant: questions veterans really ask", () => {
  it("has at least 50 questions, each mapped to what its answer must contain", () => {
    expect(OFFLINE_QUESTIONS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(OFFLINE_QUESTIONS.map((q) => [q.question, q.mustContain]))("%s → %s", (question, mustContain) => {
    expect(answerOffline(question).text).toContain(mustContain);
  });

  it("answers the whole table right (the bench reports the same figure)", () => {
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

  it("does not mistake short words for others ('years' is not 'ears')", () => {
    expect(answerOffline("I served 20 years").topic).not.toBe("hearingTinnitus");
  });

  it("answers anything else helpfully, pointing to the consultation and the phone", () => {
    for (const question of ["hello", "what's the weather", "asdfgh", "🇺🇸", "How much will I get for 100%?"]) {
      expect(answerOffline(question).text).toBe(GENERAL_ANSWER);
    }
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

describe("offline answers stay grounded", () => {
  const answers = [...TOPICS.map((t) => t.answer), GENERAL_ANSWER];

  it("use only links from the knowledge base", () => {
    for (const answer of answers) {
      for (const link of answer.match(/https?:\/\/\S+/g) ?? []) expect(KNOWN_LINKS).toContain(link);
    }
  });

  it("every topic but the service's own gives an official link", () => {
    for (const topic of TOPICS.filter((t) => !["contact", "consultation"].includes(t.id))) {
      expect(topic.answer, topic.id).toMatch(/https:\/\/www\.va\.gov\//);
    }
  });

  it("never state a dollar amount or a rating percentage", () => {
    for (const answer of answers) expect(answer).not.toMatch(/\$\s?\d|\d+\s?%/);
  });

  it("stay short (about 150 words)", () => {
    for (const topic of TOPICS) expect(topic.answer.split(/\s+/).length, topic.id).toBeLessThanOrEqual(160);
  });
});
