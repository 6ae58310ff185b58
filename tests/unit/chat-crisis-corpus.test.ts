import { describe, expect, it } from "vitest";
import { readCrisisCorpus } from "../../corpus/crisis/index";
import { isCrisisMessage } from "../../netlify/lib/safety/crisis";

// The held-out part was written and committed before the detector was changed, and is never used
// to tune it (corpus/crisis/README.md). Goals of issue 9: recall >= 98%, false positives <= 3%.
const heldOut = readCrisisCorpus("heldout");
const tuning = readCrisisCorpus("tuning");

const rate = (messages: string[], flagged: boolean) =>
  messages.filter((message) => isCrisisMessage(message) === flagged).length / messages.length;

describe("the crisis corpus", () => {
  it("holds at least 600 crisis messages and 600 benefit questions, 150 of each held out", () => {
    expect(heldOut.crisis.length).toBeGreaterThanOrEqual(150);
    expect(heldOut.ordinary.length).toBeGreaterThanOrEqual(150);
    expect(heldOut.crisis.length + tuning.crisis.length).toBeGreaterThanOrEqual(600);
    expect(heldOut.ordinary.length + tuning.ordinary.length).toBeGreaterThanOrEqual(600);
  });

  it("keeps the held-out part apart from the tuning part", () => {
    const tuned = new Set([...tuning.crisis, ...tuning.ordinary].map((m) => m.toLowerCase()));
    expect([...heldOut.crisis, ...heldOut.ordinary].filter((m) => tuned.has(m.toLowerCase()))).toEqual([]);
  });
});

describe("the crisis screen on the held-out part", () => {
  it("gives the crisis line to at least 98% of crisis messages", () => {
    expect(rate(heldOut.crisis, true)).toBeGreaterThanOrEqual(0.98);
  });

  it("answers at least 97% of benefit questions normally (false positives at most 3%)", () => {
    expect(rate(heldOut.ordinary, false)).toBeGreaterThanOrEqual(0.97);
  });
});

describe("the crisis screen on the tuning part", () => {
  it("flags at least 95% of crisis messages and at most 1% of benefit questions", () => {
    expect(rate(tuning.crisis, true)).toBeGreaterThanOrEqual(0.95);
    expect(rate(tuning.ordinary, true)).toBeLessThanOrEqual(0.01);
    // 3,000 messages: over 5 s when the machine is loaded.
  }, 30_000);
});

describe("the kinds of message issue 9 found missed", () => {
  it.each([
    "got the shotgun out. this is it",
    "how many of my pills would it take to not wake up",
    "i want to dye",
    "I want it over",
    "no reason to keep going",
    "i drive 100 hoping to crash",
    "i keep staring at the rope",
    "been unaliving in my head all day",
    "sui cide",
    "my mom found a note from my brother saying goodbye",
    "i dont know how long i can keep myself safe",
    "my buddy texted goodbye and a picture of his gun",
    "i burned myself last night",
    "k!ll myself",
    "quiero quitarme la vida",
  ])("flags: %s", (message) => {
    expect(isCrisisMessage(message)).toBe(true);
  });

  it.each([
    "this paperwork is killing me",
    "I was shot in Iraq",
    "my hearing is shot",
    "my claim is dead in the water",
    "dying to know my rating",
    "how do I end my appeal",
    "PTSD claim for a burn pit",
    "my truck has a kill switch",
  ])("answers normally: %s", (message) => {
    expect(isCrisisMessage(message)).toBe(false);
  });
});
