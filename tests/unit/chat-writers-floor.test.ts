/**
 * Floors on the independent writers' committed question sets (corpus/offline/writers/,
 * writers-r2/ to writers-r8/, issue 20), judged as their README.md fixes it, at what the final
 * assistant measured on each; and the same with each set left out of the topic model's training
 * (trained on the others), the figure that predicts a fresh round of writers. Rounds 3 to 6
 * were measured before any use (round 3: 88.5% en, 85.3% es with round 4's matcher; round 4: 86.8%
 * en, 92.2% es with round 5's; round 5: 94.5% en, 92.1% es with round 6's; round 6: 94.4% en,
 * 94.7% es with round 7's) and are trained and tuned on since.
 * The bench (bench/offline-accuracy.ts) reports these figures with the misses.
 */
import { describe, expect, it } from "vitest";
import weights from "../../netlify/lib/assistant/topic-model-weights";
import { answerOffline } from "../../netlify/lib/assistant/offline";
import { trainWithout } from "../harness/topic-training";
import {
  ALL_WRITER_SETS,
  measureSet,
  ROUND7_WRITER_SETS,
  ROUND8_WRITER_SETS,
  ROUND9_WRITER_SETS,
  LATER_ROUNDS,
} from "../harness/writer-questions";

const setNamed = (file: string) => ALL_WRITER_SETS.find((s) => s.file === file)!;

describe("the writers' question sets", () => {
  // Each set: its floor with the shipped model, and with the topic model trained without it.
  const FLOORS = [
    ["vet-en.tsv", 1, 1],
    ["es.tsv", 1, 1],
    ["family-en.tsv", 1, 1],
    ["../writers-r2/en.tsv", 1, 1],
    ["../writers-r2/es.tsv", 1, 1],
    ["../writers-r3/en.tsv", 1, 1],
    ["../writers-r3/es.tsv", 1, 1],
    ["../writers-r4/en.tsv", 1, 1],
    ["../writers-r4/es.tsv", 1, 1],
    ["../writers-r5/en.tsv", 1, 1],
    ["../writers-r5/es.tsv", 1, 1],
    ["../writers-r6/en.tsv", 1, 1],
    ["../writers-r6/es.tsv", 1, 1],
  ] as const;

  it.each(FLOORS)("%s: at least %s right (in Spanish for the Spanish sets)", { timeout: 60_000 }, (file, floor) => {
    const result = measureSet(setNamed(file), (question, page) => answerOffline(question, page));
    expect(result.accuracy, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(floor);
  });

  it.each(FLOORS)(
    "%s left out of the topic model's training: at least %s right with it, %s without",
    { timeout: 60_000 },
    (file, _floor, leftOutFloor) => {
      const set = setNamed(file);
      const model = trainWithout(ALL_WRITER_SETS, set);
      const result = measureSet(set, (question, page) => answerOffline(question, page, model));
      expect(result.accuracy, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(leftOutFloor);
    },
  );

  it("ships the topic model that scripts/topic-model.ts trains from the committed sets", { timeout: 60_000 }, () => {
    expect(JSON.parse(JSON.stringify(trainWithout(ALL_WRITER_SETS, null)))).toEqual(weights);
  });

  it("trains on every writers' set of rounds 1 to 6", () => {
    expect(ALL_WRITER_SETS.map((set) => set.file)).toEqual(
      expect.arrayContaining([
        "../writers-r4/en.tsv",
        "../writers-r4/es.tsv",
        "../writers-r5/en.tsv",
        "../writers-r5/es.tsv",
        "../writers-r6/en.tsv",
        "../writers-r6/es.tsv",
      ]),
    );
    expect(ALL_WRITER_SETS).toHaveLength(13);
  });

  // Rounds 7 and 8: their first rounds 88.9% en and 92.7% es with round 7's matcher, 97.9% en and
  // 96.8% es with round 8's. They do not train the topic model; since round 11 their misses informed
  // cues (before: 162, 139, 188, 153). Floors at what round 11's matcher measures.
  it.each([
    [7, "en", 163],
    [7, "es", 139],
    [8, "en", 188],
    [8, "es", 154],
  ] as const)("round %s's %s set, not trained on, at least %s right", (round, language, floor) => {
    const set = (round === 7 ? ROUND7_WRITER_SETS : ROUND8_WRITER_SETS).find((s) => s.language === language)!;
    expect(ALL_WRITER_SETS).not.toContain(set);
    const result = measureSet(set, (question, page) => answerOffline(question, page));
    expect(result.right, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(floor);
  });

  // Round 9 (a Dayton VFW post service officer; a Bronx and San Antonio veterans' group), never
  // trained or tuned on: committed unread and measured before any change, 94.6% en (210 of 222,
  // the writer's final file) and 93.1% es (201 of 216) with round 11's matcher; floors there.
  it.each([
    ["en", 210],
    ["es", 201],
  ] as const)("round 9's fresh %s set, never trained on, at least %s right", (language, floor) => {
    const set = ROUND9_WRITER_SETS.find((s) => s.language === language)!;
    expect(ALL_WRITER_SETS).not.toContain(set);
    const result = measureSet(set, (question, page) => answerOffline(question, page));
    expect(result.right, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(floor);
  });

  // Rounds 10 and 11, never trained on: committed unread and measured before any change with round
  // 12's matcher (round 10's Spanish set with round 11's: 209 of 224, then informed cues; its floor
  // is the figure after). Round 10 English 222 of 231, round 11 English 213 of 220 and Spanish 210
  // of 228 at their first round; floors there.
  it.each([
    [10, "en", 222],
    [10, "es", 221],
    [11, "en", 213],
    [11, "es", 210],
    // Round 12 at its first round: English 217 of 229 (then informing cues: 225), Spanish 201 of 219.
    [12, "en", 225],
    [12, "es", 201],
    // Rounds 13 and 14 at their first round (round 14's matcher): English 207 of 226 and 205 of 219,
    // Spanish 203 of 224. Floors there.
    [13, "en", 207],
    [13, "es", 203],
    [14, "en", 205],
    // Round 15 at its first round (round 14's final matcher): English 215 of 224, Spanish 191 of 221.
    [15, "en", 215],
    [15, "es", 191],
    // Round 16 at its first round (round 15's final matcher): English 215 of 224, Spanish 208 of 220.
    [16, "en", 215],
    [16, "es", 208],
    // Round 17 at its first round: English 208 of 219, Spanish 208 of 221 (round 16's final matcher).
    [17, "en", 208],
    [17, "es", 208],
    // Rounds 18 and 19 at their first round: English 211 of 219 and 210 of 225, Spanish 221 of 241
    // and 202 of 226; their misses then informed cues (all right since). Floors two under that.
    [18, "en", 217],
    [18, "es", 239],
    [19, "en", 223],
    [19, "es", 224],
    // Round 20 on round 19's final cues: English 220 of 230, Spanish 208 of 225; their misses then
    // informed cues (all right since). Floors two under that.
    [20, "en", 228],
    [20, "es", 223],
    // Round 21 at its first round (5fb7d7c and 971feaf): English 223 of 246, Spanish 209 of 226; their
    // misses then informed cues (all right since). Floors two under that.
    [21, "en", 244],
    [21, "es", 224],
    // Round 22 at its first round (625b2c2 and 925d0d9): English 212 of 225, Spanish 195 of 225; their
    // misses then informed cues (English all right since, Spanish 224). Floors two under that.
    [22, "en", 223],
    [22, "es", 222],
    // Round 23 on round 22's final cues, measured only: English 209 of 226, Spanish 206 of 232; their
    // misses then informed cues in round 27's session (225 and 229 since). Floors two under that.
    [23, "en", 223],
    [23, "es", 227],
    // Round 24 at its first round (round 23's final cues): English 212 of 226, Spanish 208 of 229;
    // their misses then informed cues (224 and 228 since). Floors two under that.
    [24, "en", 222],
    [24, "es", 226],
    // Round 25 on round 24's final cues: English 228 of 248, Spanish 208 of 225; their privacy misses,
    // with rounds 23 and 24's, then informed a concept (230 and 212), and their other misses cues
    // (247 and 224 since). Floors two under that.
    [25, "en", 245],
    [25, "es", 222],
    // Round 26 on the cues tuned on rounds 24 and 25, measured only: English 220 of 233, Spanish 216
    // of 231; their misses then informed cues (232 and 230 since). Floors two under that.
    [26, "en", 230],
    [26, "es", 228],
    // Rounds 27 and 28 on the cues tuned on rounds 23 to 26 (14dcea8): English 230 of 240 and 227 of
    // 240, Spanish 206 of 225 and 219 of 231; their misses then informed cues (239, 222, 235 and 229
    // since). Floors two under that.
    [27, "en", 237],
    [27, "es", 220],
    [28, "en", 233],
    [28, "es", 227],
    // Round 29 on the cues tuned on rounds 23 to 28 (5f39f7e): English 214 of 226, Spanish 211 of
    // 225; round 30 on the same cues (6d28f6b): English 226 of 236, Spanish 212 of 228. Their misses
    // then informed cues (225, 223, 235 and 227 since). Floors two under that.
    [29, "en", 223],
    [29, "es", 221],
    [30, "en", 233],
    [30, "es", 225],
    // Round 31 on the cues of 48df6db: English 218 of 226, Spanish 213 of 231; its misses then
    // informed cues (226 and 230 since). Floors two under that.
    [31, "en", 224],
    [31, "es", 228],
    // Round 32 on the cues of d652ec7, measured only then: English 214 of 229, Spanish 215 of 225;
    // round 33 on the cues of 873b3dd: English 215 of 235, Spanish 262 of 276. Their misses then
    // informed cues (221, 221, 228 and 275 since). Floors two under that.
    [32, "en", 219],
    [32, "es", 219],
    [33, "en", 226],
    [33, "es", 273],
    // Round 34 on the cues of fb751fe, measured only then: English 229 of 232, Spanish 216 of 228;
    // its misses then informed cues (232 and 227 since). Floors two under that.
    [34, "en", 230],
    [34, "es", 225],
    // Round 35 on the cues of 589eec4, measured only then: English 257 of 268, Spanish 255 of 272;
    // its misses then informed cues (267 and 272 since). Floors two under that.
    [35, "en", 265],
    [35, "es", 270],
    // Round 36 on the cues of a176803, measured only then: English 250 of 270, Spanish 220 of 229;
    // its misses then informed cues (266 and 227 since). Floors two under that.
    [36, "en", 264],
    [36, "es", 225],
    // Round 37 on the cues of 51228d4, measured only then: English 211 of 225, Spanish 225 of 236;
    // its misses then informed cues (222 and 235 since). Floors two under that.
    [37, "en", 220],
    [37, "es", 233],
    // Round 38 on the cues of f7d508d, measured only then: English 256 of 264, Spanish 221 of 228;
    // its misses then informed cues (261 and 226 since). Floors two under that.
    [38, "en", 259],
    [38, "es", 224],
    // Round 39 on the cues of f7d508d, measured only then: English 228 of 244, Spanish 213 of 225;
    // its misses then informed cues (238 and 224 since). Floors two under that.
    [39, "en", 236],
    [39, "es", 222],
    // Round 40 on the cues of 2625966 (tuned on rounds 23 to 37), measured only then: English 211 of
    // 225, Spanish 223 of 230; its misses, with round 41's, then informed cues (224 and 229 since).
    // Floors two under that.
    [40, "en", 222],
    [40, "es", 227],
    // Round 41 on the cues of 0488d96 (tuned on rounds 23 to 39), measured only then: English 235 of
    // 242, Spanish 223 of 234; its misses then informed cues (241 and 234 since). Floors two under.
    [41, "en", 239],
    [41, "es", 232],
    // Round 42 on the cues of 34516d0 (tuned on rounds 23 to 41), measured only: English 227 of 233,
    // Spanish 228 of 238.
    [42, "en", 227],
    [42, "es", 228],
    // Round 43 on the same cues, measured only: English 255 of 266, Spanish 216 of 230.
    [43, "en", 255],
    [43, "es", 216],
  ] as const)("round %s's fresh %s set, never trained on, at least %s right", (round, language, floor) => {
    const set = LATER_ROUNDS[round].find((s) => s.language === language)!;
    expect(ALL_WRITER_SETS).not.toContain(set);
    const result = measureSet(set, (question, page) => answerOffline(question, page));
    expect(result.right, JSON.stringify(result.missed, null, 1)).toBeGreaterThanOrEqual(floor);
  });
});
