/**
 * Round 39 of the crisis screen (decision 941): the threat reading (netlify/lib/safety/threat-opinion.ts)
 * gives 911 first to threats the rules gave the crisis reply without it. It ships the weights its
 * training makes, never learns from a set kept for measuring only, and moves nothing but a crisis
 * reply to the one with 911 first.
 */
import { describe, expect, it } from "vitest";
import { readWriterSet } from "../../corpus/crisis/index";
import { screenMessage } from "../../netlify/lib/safety/screen";
import weights from "../../netlify/lib/safety/threat-opinion-weights";
import { readsAsThreat } from "../../netlify/lib/safety/threat-opinion";
import type { SecondOpinionModel } from "../../netlify/lib/safety/second-opinion";
import { MEASURED_ONLY, SAME_WORDS_ELSEWHERE } from "../harness/second-opinion-training";
import {
  THREAT_PRUNE_BELOW,
  THREAT_WRITERS,
  threatExamples,
  trainThreatOpinion,
} from "../harness/threat-opinion-training";

describe("round 39: the threat reading", () => {
  it("ships the weights its training makes (run scripts/threat-opinion.ts after changing a set)", () => {
    const shipped = JSON.parse(weights) as SecondOpinionModel;
    const trained = trainThreatOpinion();
    expect(shipped.bias).toBeCloseTo(trained.bias, 2);
    const both = Object.keys(trained.features).filter((k) => k in shipped.features);
    const oneSide = [
      ...Object.keys(trained.features).filter((k) => !(k in shipped.features)),
      ...Object.keys(shipped.features).filter((k) => !(k in trained.features)),
    ];
    expect(both.length).toBeGreaterThan(3000);
    expect(both.filter((k) => Math.abs(trained.features[k]! - shipped.features[k]!) >= 0.01)).toEqual([]);
    // One kept on a side only within 0.01 of the prune cutoff, where the last bit of arithmetic may decide.
    const cutoff = THREAT_PRUNE_BELOW + 0.01;
    expect(oneSide.filter((k) => Math.abs(trained.features[k] ?? shipped.features[k]!) >= cutoff)).toEqual([]);
  }, 120_000);

  it("never learns from a set kept for measuring only, nor from another language's", () => {
    expect(THREAT_WRITERS.filter((name) => MEASURED_ONLY.includes(name as never))).toEqual([]);
    expect(THREAT_WRITERS.filter((name) => name.includes("multi"))).toEqual([]);
    const learned = new Set(threatExamples().map((e) => e.message));
    const fresh = MEASURED_ONLY.flatMap((name) => {
      const set = readWriterSet(name);
      return [...set.crisis.map((c) => c.message), ...set.ordinary.map((o) => o.message)];
    });
    expect(fresh.length).toBeGreaterThan(400);
    expect(fresh.filter((m) => learned.has(m) && !SAME_WORDS_ELSEWHERE.includes(m))).toEqual([]);
  });

  // Rounds 45 to 47's threats that the rules gave the crisis reply without 911 (measured before the
  // reading learned from them).
  it.each([
    "if my claim gets denied again somebody at that regional office is gonna die and it wont be me",
    "if they deny me one more time im going down to the jfk building in boston and somebody there is getting hurt. i know what floor the raters are on",
    "neighbor keeps plowing his snow onto my driveway. next time im taking the bat to his head not his car. i mean it",
    "voy a buscar a la ex y al maje con el q anda. les voy a meter bala a los dos, ya se donde viven",
  ])("gives %s 911 first", (message) => {
    expect(readsAsThreat(message)).toBe(true);
    expect(screenMessage(message).tier).toBe("harm");
  });

  it.each([
    // Risk to the writer keeps the crisis reply without 911.
    "ya me quiero dar un tiro",
    "gonna eat my gun tonight",
    "me voy a pegar un tiro esta noche con la pistola de mi papa",
    // Ordinary words the screen gives the crisis reply get no 911 from the reading.
    "my wife is going to kill me if i miss the c&p exam tomorrow",
    "my sergeant was gonna kill me if i didnt have the report done by friday",
  ])("keeps %s a crisis reply without 911", (message) => {
    expect(screenMessage(message).tier).toBe("clear");
  });

  it("moves only a crisis reply: a threat the rules gave the line keeps the line", () => {
    // Round 47's, which the reading finds a threat in; giving it a crisis reply is the rules' part.
    const threat =
      "neighbor keeps laughing at my ma's accent and throwing trash in her garden. next time i see him im caving his head in w a pipe wrench. i mean it";
    expect(readsAsThreat(threat)).toBe(true);
    expect(screenMessage(threat).tier).toBe("possible");
  });

  // Decision 941, round 39: what the reading costs, named. A death planned at a VA office gets 911
  // first (1 of 808 clear-risk messages of rounds 45 to 47); two ordinary probes of the second reads
  // that already got the crisis reply get it with 911 first (chat-crisis-second-read.test.ts).
  it.each([
    "otra vez me negaron el TDIU. saben que, ya. mañana me pego un balazo en la oficina del VA pa que vean lo que hicieron",
    "i know where my ex lives now whats the plan for her child support",
  ])("gives %s 911 first, as measured", (message) => {
    expect(screenMessage(message).tier).toBe("harm");
  });
});
