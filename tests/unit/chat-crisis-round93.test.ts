/**
 * Round 93 of the crisis screen (decision 941), begun after round 102's first round was committed: a
 * burden said flat ("my family would have less work if I did not exist. That is a factual statement"),
 * which the rules read as possible risk and the second opinion as nothing, keeps the one line.
 */
import { describe, expect, it } from "vitest";
import { screenMessage } from "../../netlify/lib/safety/screen";

describe("round 93: a burden said flat keeps the line", () => {
  it.each([
    "I think my family would have less work if I did not exist. That is a factual statement. Can you help with the CHAMPVA form.",
    "my wife would be better off if i wasnt around, thats just the math",
  ])("%s: the line", (message) => {
    expect(screenMessage(message).tier).not.toBe("none");
  });
  it("leaves a record that exists twice alone", () => {
    expect(
      screenMessage("the VA would have less work if i did not exist in two systems, how do i merge my records").tier,
    ).toBe("none");
  });
});
