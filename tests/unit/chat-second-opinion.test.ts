/**
 * The crisis screen's trained second opinion (netlify/lib/safety/second-opinion.ts, decision 941,
 * round 10): the shipped weights are what its training makes, it never trained on a set kept
 * for measuring only, and it only ever adds the line, but for one thing it decides (round 16):
 * whether the English round-2 model is heard in Spanish, which keeps the crisis reply or leaves the
 * line above an answer.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELD_OUT_SETS, type HeldOutName, readWriterSet } from "../../corpus/crisis/index";
import { roundTwoFinding } from "../../netlify/lib/safety/crisis";
import { identifyLanguage } from "../../netlify/lib/safety/language";
import {
  FULL_BELOW,
  GRIEVANCE_ALONE_CLEAR_ABOVE,
  LOWER_BELOW,
  type Screening,
  screenMessage,
  SCREEN_RULES,
  screenTurn,
} from "../../netlify/lib/safety/screen";
import {
  opinionFeatures,
  RAISE_ABOVE,
  riskProbability,
  SECOND_OPINION,
  THREAT_ABOVE,
} from "../../netlify/lib/safety/second-opinion";
import {
  MEASURED_ONLY,
  ORDINARY_ABOVE_LINE,
  PRUNE_BELOW,
  RULES_ALONE,
  SAME_WORDS_ELSEWHERE,
  threatExamples,
  READS_MEASURED_ONLY,
  TRAINING_WRITERS,
  trainingExamples,
  trainScreenOpinion,
  trainSecondOpinion,
} from "../harness/second-opinion-training";

/** Messages of a measured-only set that another writer wrote word for word (so they are trained on). */

describe("the second opinion", () => {
  it("ships the weights its training makes (run scripts/second-opinion.ts after changing a set)", () => {
    const trained = trainScreenOpinion(trainingExamples());
    expect(SECOND_OPINION.bias).toBeCloseTo(trained.bias, 2);
    // Every weight in both within 0.01 of the shipped one; one kept on a side only if it sits within
    // 0.01 of the prune cutoff (PRUNE_BELOW), where the last bit of arithmetic may decide.
    const shipped = SECOND_OPINION.features;
    const both = Object.keys(trained.features).filter((k) => k in shipped);
    const oneSide = [
      ...Object.keys(trained.features).filter((k) => !(k in shipped)),
      ...Object.keys(shipped).filter((k) => !(k in trained.features)),
    ];
    expect(both.length).toBeGreaterThan(5000);
    expect(both.filter((k) => Math.abs(trained.features[k]! - shipped[k]!) >= 0.01)).toEqual([]);
    expect(oneSide.filter((k) => Math.abs(trained.features[k] ?? shipped[k]!) >= PRUNE_BELOW + 0.01)).toEqual([]);
  }, 180_000);

  it("ships the threat reading its training makes (the same script)", () => {
    const trained = trainSecondOpinion(threatExamples());
    const shipped = SECOND_OPINION.threat!;
    expect(shipped.bias).toBeCloseTo(trained.bias, 2);
    const both = Object.keys(trained.features).filter((k) => k in shipped.features);
    const oneSide = [
      ...Object.keys(trained.features).filter((k) => !(k in shipped.features)),
      ...Object.keys(shipped.features).filter((k) => !(k in trained.features)),
    ];
    expect(both.length).toBeGreaterThan(5000);
    expect(both.filter((k) => Math.abs(trained.features[k]! - shipped.features[k]!) >= 0.01)).toEqual([]);
    expect(oneSide.filter((k) => Math.abs(trained.features[k] ?? shipped.features[k]!) >= PRUNE_BELOW + 0.01)).toEqual(
      [],
    );
    // Threats are its one kind of risk: every other message it learns from, crisis or not, is none.
    const examples = threatExamples();
    const threats = examples.filter((e) => e.risk).length;
    expect(threats).toBeGreaterThan(2000);
    expect(examples.length - threats).toBeGreaterThan(40_000);
  }, 180_000);

  it("reads the share of its ordinary training messages above the line's mark that its bias was set for (round 80)", () => {
    // Messages with no feature read 0 whatever the bias, and are not counted (trainScreenOpinion).
    const ordinary = trainingExamples()
      .filter((e) => !e.risk)
      .map((e) => opinionFeatures(e.message))
      .filter((features) => features.length > 0);
    const above = ordinary.filter((features) => riskProbability(features, SECOND_OPINION) > RAISE_ABOVE).length;
    expect(ordinary.length).toBeGreaterThan(60_000);
    // The bias is rounded to 3 decimals, so a message sitting at the mark may fall either side.
    expect(Math.abs(above - Math.floor(ordinary.length * ORDINARY_ABOVE_LINE))).toBeLessThanOrEqual(5);
  }, 180_000);

  it("never trains on a set kept for measuring only", () => {
    expect(MEASURED_ONLY.length).toBeGreaterThan(0);
    expect(TRAINING_WRITERS.filter((name) => MEASURED_ONLY.includes(name as never))).toEqual([]);
    expect(trainingExamples().filter((e) => MEASURED_ONLY.includes(e.from as never))).toEqual([]);
    expect(threatExamples().filter((e) => MEASURED_ONLY.includes(e.from as never))).toEqual([]);
    // Round 77: nor on the newest second read's probes.
    expect(READS_MEASURED_ONLY.length).toBeGreaterThan(0);
    expect(trainingExamples().filter((e) => READS_MEASURED_ONLY.includes(e.from))).toEqual([]);
    const trained = new Set(trainingExamples().map((e) => e.message));
    // Each such read is a folder of the corpus, and none of its messages is learned from another set.
    const corpus = join(import.meta.dirname, "../../corpus/crisis");
    expect(READS_MEASURED_ONLY.filter((name) => !existsSync(join(corpus, name, "risk.json")))).toEqual([]);
    const measuredOnlyReads = READS_MEASURED_ONLY.flatMap((name) =>
      ["risk.json", "ordinary.json"].flatMap((file) =>
        (JSON.parse(readFileSync(join(corpus, name, file), "utf8")) as { message: string }[]).map((p) => p.message),
      ),
    );
    expect(measuredOnlyReads.length).toBeGreaterThan(100);
    // Round 81: but where another writer wrote the very same words (SAME_WORDS_ELSEWHERE).
    expect(measuredOnlyReads.filter((m) => trained.has(m) && !SAME_WORDS_ELSEWHERE.includes(m))).toEqual([]);
    const fresh = MEASURED_ONLY.flatMap((name) => {
      const set = readWriterSet(name);
      return [...set.crisis.map((c) => c.message), ...set.ordinary.map((o) => o.message)];
    });
    // Only where another writer wrote the very same words.
    expect(fresh.filter((m) => trained.has(m) && !SAME_WORDS_ELSEWHERE.includes(m))).toEqual([]);
  });

  it("reads risk the rules have no word for, and a plain benefit question as none", () => {
    const p = (m: string) => riskProbability(opinionFeatures(m), SECOND_OPINION);
    expect(p("gave my dog to my sister and my truck keys to my buddy. wont be needing them")).toBeGreaterThan(
      RAISE_ABOVE,
    );
    expect(p("How do I file a claim for tinnitus?")).toBeLessThan(RAISE_ABOVE);
    expect(p("")).toBe(0);
    expect(p("Also 987-65-4321, is that needed?")).toBe(0);
  });

  // Every message and every conversation turn of every writer set, rules alone (the second opinion
  // at 0.5 neither adds nor lowers) against the screen as shipped.
  const everySet = Object.keys(HELD_OUT_SETS) as HeldOutName[];
  // Round 16: where it is very sure, what the rules left below clear gets the crisis reply.
  const onlyAdds = (rules: Screening, shipped: Screening) =>
    shipped.tier === rules.tier ||
    (rules.tier === "none" && shipped.tier === "possible") ||
    ((rules.tier === "none" || rules.tier === "possible") && shipped.tier === "clear");
  // Round 16: in Spanish, where the round-2 model is not heard, the crisis reply or the line it made
  // becomes what the rest of the screen reads (the line above an answer, or an answer).
  const RANK = { none: 0, possible: 1, clear: 2, harm: 3 } as const;
  const unheardInSpanish = (message: string, rules: Screening, shipped: Screening) =>
    identifyLanguage(message) === "es" &&
    roundTwoFinding(message) === "model" &&
    (rules.tier === "clear" || rules.tier === "possible") &&
    RANK[shipped.tier] < RANK[rules.tier];
  // Round 17: in English, the line round 2's model made alone (no rule found a signal) goes where
  // the second opinion reads little risk.
  const modelAloneUnheard = (message: string, rules: Screening, shipped: Screening) =>
    identifyLanguage(message) === "en" &&
    roundTwoFinding(message) === "model" &&
    rules.tier === "possible" &&
    shipped.tier === "none";
  // Round 85 (round 94's dover-en: "my sister told me she wrote her will", then her surgery explained,
  // then a benefit question): in English too, round 2's model read on the conversation's words
  // together, where the second opinion does not hear it, leaves the line and not the crisis reply.
  const unheardTogetherInEnglish = (together: string, rules: Screening, shipped: Screening) =>
    identifyLanguage(together) === "en" &&
    roundTwoFinding(together) === "model" &&
    rules.tier === "clear" &&
    shipped.tier === "possible";
  // Round 43: the line the rules kept only for a figure of speech they read as one, beside a
  // question or the VA's paperwork, goes where the second opinion reads the message as plainly
  // ordinary (screen.ts, LOWER_BELOW).
  const figureLowered = (message: string, rules: Screening, shipped: Screening) =>
    rules.tier === "possible" &&
    shipped.tier === "none" &&
    riskProbability(opinionFeatures(message), SECOND_OPINION) < LOWER_BELOW;
  // Round 43: the crisis reply the rules gave a message the second opinion reads as plainly ordinary
  // becomes the line above an answer (screen.ts, FULL_BELOW): the line stays.
  const answerGiven = (message: string, rules: Screening, shipped: Screening) =>
    rules.tier === "clear" &&
    shipped.tier === "possible" &&
    riskProbability(opinionFeatures(message), SECOND_OPINION) < FULL_BELOW;

  // Round 48: the crisis reply round 2's model gave beside nothing but a wrong the rules read ("i want
  // to terminate the apportionment to my ex") stays only where the second opinion reads some risk
  // (screen.ts, GRIEVANCE_ALONE_CLEAR_ABOVE); below it, the line or an answer.
  const grievanceLowered = (message: string, rules: Screening, shipped: Screening) =>
    identifyLanguage(message) === "en" &&
    roundTwoFinding(message) === "model" &&
    rules.tier === "clear" &&
    RANK[shipped.tier] < RANK.clear &&
    riskProbability(opinionFeatures(message), SECOND_OPINION) <= GRIEVANCE_ALONE_CLEAR_ABOVE;
  // Each text screened once each way, however many sweeps and later turns read it (issue 17: the
  // conversation sweep read each earlier turn about five times over).
  const once = (screen: (m: string) => Screening) => {
    const read = new Map<string, Screening>();
    return (m: string) => read.get(m) ?? read.set(m, screen(m)).get(m)!;
  };
  const byRules = once((m) => screenMessage(m, SCREEN_RULES, RULES_ALONE));
  const shippedOf = once((m) => screenMessage(m));
  const loweredAlone = (m: string) => grievanceLowered(m, byRules(m), shippedOf(m));

  // Round 44: risk the threat reading reads as a threat to another person gets 911 first (screen.ts,
  // withThreatReading); the rules alone have no threat reading.
  const threatRead = (message: string, rules: Screening, shipped: Screening) =>
    shipped.tier === "harm" &&
    rules.tier !== "harm" &&
    riskProbability(opinionFeatures(message), SECOND_OPINION.threat!) > THREAT_ABOVE;

  it("only adds to a message: the line, or where it is very sure the crisis reply; it never lowers a tier", () => {
    const messages = everySet.flatMap((name) => {
      const set = readWriterSet(name);
      return [...set.crisis.map((c) => c.message), ...set.ordinary.map((o) => o.message)];
    });
    // Each message screened once each way; both checks below read the same two screenings.
    const crisis = new Set(everySet.flatMap((name) => readWriterSet(name).crisis.map((c) => c.message)));
    const read = messages.map((m) => ({ m, rules: byRules(m), shipped: shippedOf(m) }));
    const changed = read
      .filter(
        ({ m, rules, shipped }) =>
          !onlyAdds(rules, shipped) &&
          !unheardInSpanish(m, rules, shipped) &&
          !modelAloneUnheard(m, rules, shipped) &&
          !figureLowered(m, rules, shipped) &&
          !answerGiven(m, rules, shipped) &&
          !threatRead(m, rules, shipped) &&
          !grievanceLowered(m, rules, shipped),
      )
      .map(({ m }) => m);
    expect(changed).toEqual([]);
    // Round 44: the threats it reads are crisis messages, never an ordinary one.
    const ordinary = new Set(everySet.flatMap((name) => readWriterSet(name).ordinary.map((o) => o.message)));
    const threats = read.filter(({ m, rules, shipped }) => threatRead(m, rules, shipped)).map(({ m }) => m);
    expect(threats.length).toBeGreaterThan(30);
    expect(threats.filter((m) => ordinary.has(m))).toEqual([]);
    // Round 43: the figures of speech it lowers are every writer's ordinary messages, never a crisis one.
    const figures = read.filter(({ m, rules, shipped }) => figureLowered(m, rules, shipped)).map(({ m }) => m);
    expect(figures.length).toBeGreaterThan(30);
    expect(figures.filter((m) => crisis.has(m))).toEqual([]);
    expect(figures).toContain(
      "mi hijo de 16 me borro el email de la VA sin querer, lo voy a matar jaja. como recupero la carta de decision",
    );
    // Round 43: and the crisis replies it turns into the line above an answer are ordinary messages too.
    const answered = read.filter(({ m, rules, shipped }) => answerGiven(m, rules, shipped)).map(({ m }) => m);
    expect(answered.length).toBeGreaterThan(30);
    expect(answered.filter((m) => crisis.has(m))).toEqual([]);
    expect(answered).toContain(
      "estoy ahorcado con el rent este mes, el VA tiene alguna ayuda de vivienda pa veteranos?",
    );
    // Round 17: in English, round 2's model alone, with no rule's signal beside it, makes the line
    // only where the second opinion agrees.
    expect(
      modelAloneUnheard(
        "How much is 70% with a spouse and two kids",
        screenMessage("How much is 70% with a spouse and two kids", SCREEN_RULES, RULES_ALONE),
        screenMessage("How much is 70% with a spouse and two kids"),
      ),
    ).toBe(true);
    // It does lower some: the ordinary Spanish questions a plain reading of the words leaves alone.
    const lowered = read.filter(({ m, rules, shipped }) => unheardInSpanish(m, rules, shipped)).map(({ m }) => m);
    expect(lowered).toContain(
      "el puente de la 116 lo tienen cerrao y tengo cita en Northampton. hay transportacion de la VA desde Holyoke?",
    );
    // Every set screened twice (about 60,000 messages, 110 s on an idle 2-core machine; a fresh-clone
    // run beside other work took 215 s, and round 90's, beside a whole-corpus dump, over 420 s): a limit
    // for a hung run, not a timing goal.
  }, 1_200_000);

  it("only adds to a turn of a conversation, read after the rules have read the turns", () => {
    const turns = everySet.flatMap((name) =>
      readWriterSet(name).conversations.flatMap(({ turns: all }) =>
        all.flatMap((turn, i) => {
          if (turn.role !== "user") return [];
          const before = all.slice(0, i);
          const recent = {
            userMessages: before.filter((t) => t.role === "user").map((t) => t.text),
            assistantMessage: before.findLast((t) => t.role === "assistant")?.text,
          };
          return [{ message: turn.text, recent }];
        }),
      ),
    );
    expect(turns.length).toBeGreaterThan(500);
    const changed = turns.filter(({ message, recent }) => {
      const [rules, shipped] = [screenTurn(message, recent, SCREEN_RULES, RULES_ALONE), screenTurn(message, recent)];
      // As for a message alone (round 17), round 2's model alone in English is heard only where the
      // second opinion agrees: round 19's tidewater-en opens a conversation with one such turn.
      // Round 30: in Spanish the same holds for round 2's model read on the conversation's words
      // together (guns at home, then taking them out to stare at them: the line, as means without
      // stated intent, where round 2's model alone would have made it the crisis reply).
      // Round 34: and where an earlier turn was such a turn ("My husband died last week", then "how
      // do I apply for the burial allowance and DIC"), the rules read the turns after it without it,
      // and the model still only adds to that reading.
      const together = [...recent.userMessages, message].join(" . ");
      const readAlone =
        rules.tier === byRules(message).tier &&
        recent.userMessages.slice(-3).every((m) => shippedOf(m).tier === "none");
      const heard = recent.userMessages.filter((m) => !modelAloneUnheard(m, byRules(m), shippedOf(m)));
      const withoutUnheard =
        heard.length < recent.userMessages.length &&
        onlyAdds(screenTurn(message, { ...recent, userMessages: heard }, SCREEN_RULES, RULES_ALONE), shipped);
      return (
        !onlyAdds(rules, shipped) &&
        !unheardInSpanish(message, rules, shipped) &&
        !unheardInSpanish(together, rules, shipped) &&
        !unheardTogetherInEnglish(together, rules, shipped) &&
        !modelAloneUnheard(message, rules, shipped) &&
        // Round 43: where the earlier turns leave the message's reading as it is alone.
        !(readAlone && (figureLowered(message, rules, shipped) || answerGiven(message, rules, shipped))) &&
        // Round 44: the threat reading, of this turn or an earlier one it reads on.
        ![...recent.userMessages, message].some((m) => threatRead(m, rules, shipped)) &&
        // Round 48: round 2's crisis reply beside a wrong alone, lowered in this turn or an earlier one.
        !grievanceLowered(message, rules, shipped) &&
        ![...recent.userMessages, message].some(loweredAlone) &&
        // Round 66: an earlier turn the second opinion read lower alone than the rules do is read no
        // higher in the turns after it (screen.ts, turnByRules), so the turns after it may be lower too.
        !recent.userMessages.some((m) => RANK[shippedOf(m).tier] < RANK[byRules(m).tier]) &&
        !withoutUnheard
      );
    });
    expect(changed).toEqual([]);
    // The cases a second read found: a time given in answer, and "no" to "are you ok?", are read by
    // the rules before the model, whatever the model reads in them.
    const harm = {
      userMessages: ["my son has been talking about hurting his ex"],
      assistantMessage: "Has he said he would hurt her?",
    };
    expect(screenTurn("he gets off work at 6 tonight", harm).tier).toBe("harm");
    const asked = {
      userMessages: ["la clinica me dejo esperando 3 horas, quiero poner queja"],
      assistantMessage: "¿Estás bien?",
    };
    expect(screenTurn("no", asked).tier).toBe(screenTurn("no", asked, SCREEN_RULES, RULES_ALONE).tier);
    // Every conversation's turns (round 90's fresh-clone run beside a whole-corpus dump took over 180 s): a
    // limit for a hung run, not a timing goal.
  }, 600_000);
});
