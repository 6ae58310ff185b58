import { describe, expect, it } from "vitest";
import { CONCEPTS, INTENTS } from "../../netlify/lib/assistant/intents";
import { CONCEPTS_ES, INTENTS_ES } from "../../netlify/lib/assistant/intents.es";
import { tokenize, tokenizeAll } from "../../netlify/lib/assistant/text-match";

/** Every cue phrase the offline assistant reads when it starts. */
const CUE_PHRASES = [
  ...Object.values(CONCEPTS),
  ...Object.values(CONCEPTS_ES),
  ...[...INTENTS, ...INTENTS_ES].flatMap((intent) => [intent.strong, intent.medium, intent.weak, intent.unless]),
]
  .flatMap((list) => (list ?? "").split(","))
  .map((phrase) => phrase.trim());

describe("tokenizeAll", () => {
  it("reads every cue phrase exactly as tokenize does, one by one", () => {
    expect(CUE_PHRASES.length).toBeGreaterThan(1000);
    expect(tokenizeAll(CUE_PHRASES)).toEqual(CUE_PHRASES.map(tokenize));
  });

  it("keeps each text's rewrites to itself, at the edges where two texts meet", () => {
    const texts = [
      "form 21",
      "526 ez",
      "c",
      "and p exam",
      "post 9",
      "11 gi bill",
      "50",
      "% rating",
      "",
      "VA's",
      "vas",
      "dd",
      "214",
    ];
    expect(tokenizeAll(texts)).toEqual(texts.map(tokenize));
    expect(tokenizeAll(texts).map((words) => words.join(" "))).toEqual([
      "form 21",
      "526ez",
      "c",
      "and p exam",
      "post 9",
      "11 gi bil",
      "50",
      "rating",
      "",
      "va",
      "va",
      "d",
      "214",
    ]);
  });

  it("reads a text that holds the separator one by one", () => {
    const texts = ["a | b", "C&P exam"];
    expect(tokenizeAll(texts)).toEqual([
      ["a", "b"],
      ["cp", "exam"],
    ]);
    // A fullwidth bar becomes "|" when cleaned: still one list of words per text.
    expect(tokenizeAll(["a｜b", "c"])).toEqual([["a", "b"], ["c"]]);
  });
});
