/**
 * The question inside a message (netlify/lib/assistant/focus.ts): the words that ask weigh more
 * than the story around them, so a topic the story names by chance does not win. The questions
 * here are the implementer's own, in no writers' set.
 */
import { describe, expect, it } from "vitest";
import { questionWords } from "../../netlify/lib/assistant/focus";
import { answerOffline } from "../../netlify/lib/assistant/offline";

describe("the question inside a message", () => {
  it.each([
    ["Dad died in 2003, he was Navy. Mom is out of money. Is there a pension for her?", "is there a pension for her"],
    [
      "Can VA lower my rating? I have been 60 percent since 2001 and I am scared they will cut it",
      "can va lower my rating",
    ],
    ["my brother is a vet living under a bridge, how do we get him help", "how do we get him help"],
    ["i got out in 2019. my back hurts. want to file", "want to file"],
    ["estuve en el army. como pido compensacion por la rodilla?", "como pido compensacion por la rodila"],
  ])("%s → %s", (message, words) => {
    expect(questionWords(message)?.join(" ")).toBe(words);
  });

  it.each(["GI Bill", "how long does a claim take", "what is a buddy letter?"])(
    "%s is all question: nothing to weigh apart",
    (message) => {
      expect(questionWords(message)).toBeNull();
    },
  );

  it.each([
    [
      "My first wife passed away in 2015 and I got remarried last year. How do I add my new wife to my compensation?",
      "dependents",
    ],
    [
      "They denied my knee claim back in 2019 and I never appealed. My knee is much worse now. Can I file for the knee again with new evidence?",
      "supplementalClaim",
    ],
    [
      "My dad was exposed to Agent Orange in Vietnam and died last year. Does VA help pay for his headstone?",
      "headstones",
    ],
  ])("a story that names another topic: %s → %s", (message, topic) => {
    expect(answerOffline(message).topic).toBe(topic);
  });
});
