/**
 * The crisis screen's trained second opinion (netlify/lib/safety/second-opinion.ts, decision 941,
 * round 10): the shipped weights are what its training makes, it never trained on round 9's
 * writers, and it only ever adds the line.
 */
import { describe, expect, it } from "vitest";
import { readWriterSet } from "../../corpus/crisis/index";
import { screenMessage, SCREEN_RULES } from "../../netlify/lib/safety/screen";
import { opinionFeatures, RAISE_ABOVE, riskProbability, SECOND_OPINION } from "../../netlify/lib/safety/second-opinion";
import {
  MEASURED_ONLY,
  TRAINING_WRITERS,
  trainingExamples,
  trainSecondOpinion,
} from "../harness/second-opinion-training";

describe("the second opinion", () => {
  it("ships the weights its training makes (run scripts/second-opinion.ts after changing a set)", () => {
    const trained = trainSecondOpinion(trainingExamples());
    expect(Object.keys(SECOND_OPINION.features)).toEqual(Object.keys(trained.features));
    expect(SECOND_OPINION.bias).toBeCloseTo(trained.bias, 2);
    const drift = Object.entries(trained.features).map(([k, w]) => Math.abs(w - SECOND_OPINION.features[k]!));
    expect(Math.max(...drift)).toBeLessThan(0.01);
  }, 60_000);

  it("never trains on round 9's writers", () => {
    expect(TRAINING_WRITERS.filter((name) => MEASURED_ONLY.includes(name as never))).toEqual([]);
    const trained = new Set(trainingExamples().map((e) => e.message));
    const fresh = MEASURED_ONLY.flatMap((name) => {
      const set = readWriterSet(name);
      return [...set.crisis.map((c) => c.message), ...set.ordinary.map((o) => o.message)];
    });
    // Only where another writer wrote the very same words ("how long does a c&p exam usually take").
    expect(fresh.filter((m) => trained.has(m))).toEqual(["how long does a c&p exam usually take"]);
  });

  it("reads risk the rules have no word for, and a plain benefit question as none", () => {
    const p = (m: string) => riskProbability(opinionFeatures(m), SECOND_OPINION);
    expect(
      p("Dropped the dog at my sisters and left my truck keys with my buddy. Which form was it again?"),
    ).toBeGreaterThan(RAISE_ABOVE);
    expect(p("How do I file a claim for tinnitus?")).toBeLessThan(RAISE_ABOVE);
    expect(p("")).toBe(0);
    expect(p("Also 987-65-4321, is that needed?")).toBe(0);
    // Object's own members are not features.
    expect(p("constructor __proto__ toString")).toBeLessThan(RAISE_ABOVE);
  });

  it("only adds the line: with it, no message loses a tier, and none gets the crisis reply from it", () => {
    const RULES_ALONE = { bias: 0, features: {} };
    const messages = ["lakota-en (round 9)", "centro-es (round 9)"].flatMap((name) => {
      const set = readWriterSet(name as never);
      return [...set.crisis.map((c) => c.message), ...set.ordinary.map((o) => o.message)];
    });
    const rank = { none: 0, possible: 1, clear: 2, harm: 3 };
    for (const m of messages) {
      const rules = screenMessage(m, SCREEN_RULES, RULES_ALONE).tier;
      const shipped = screenMessage(m).tier;
      expect(rank[shipped]).toBeGreaterThanOrEqual(rank[rules]);
      if (shipped !== rules) expect([rules, shipped]).toEqual(["none", "possible"]);
    }
  });
});
