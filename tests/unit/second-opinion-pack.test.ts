/**
 * Round 77: the second opinion's weights ship packed (sorted names, each as the characters it shares
 * with the one before and the rest; weights in thousandths), a third smaller zipped than a JSON object.
 */
import { describe, expect, it } from "vitest";
import { SECOND_OPINION, unpackWeights } from "../../netlify/lib/safety/second-opinion";
import { packWeights } from "../harness/pack-weights";

describe("the packed weights", () => {
  it("unpack to the very model that was packed", () => {
    const long = "c:".padEnd(60, "x");
    const model = {
      bias: -1.157,
      features: {
        "w:pills": 1.234,
        "w:pill": -0.5,
        "b:ya_no": 0.1,
        "c: ñañ": -2.001,
        "b:me_voy": 0.999,
        [long]: 0.25,
        [`${long}y`]: -0.25,
        "w:a": 0,
      },
    };
    const packed = packWeights(model);
    // Names sorted, so neighbours share their start ("w:pill" then "w:pills": "6s", six characters shared and "s").
    expect(packed.keys.split("|")).toContain("6s");
    expect(unpackWeights(packed)).toEqual(model);
  });

  it("refuses a feature name holding the separator", () => {
    expect(() => packWeights({ bias: 0, features: { "w:a|b": 1 } })).toThrow();
  });

  it("ship both models whole", () => {
    expect(Object.keys(SECOND_OPINION.features).length).toBeGreaterThan(15_000);
    expect(Object.keys(SECOND_OPINION.threat!.features).length).toBeGreaterThan(10_000);
    expect(Object.values(SECOND_OPINION.features).every(Number.isFinite)).toBe(true);
    expect(SECOND_OPINION.features["b:kill_myself"]).toBeGreaterThan(0);
  });
});
