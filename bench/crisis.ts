/**
 * Crisis screen figures (issues 9 and 18), local screen only:
 * - the round-3 writer sets (corpus/crisis/writers/): for each writer and language, the first-round
 *   figures (first-round.json, measured before any round-3 change) beside today's: recall per tier
 *   (the line shown at all, and the full reply for clear risk and harm), false alarms on ordinary
 *   questions, conversations judged at the last message with the turns before it, and each tier's
 *   share;
 * - leave-one-writer-out: each of the fifteen sets measured with the rules its own set suggested left out;
 * - the round-2 corpus (held-out and tuning parts) as before, and the time one message takes.
 * Run alone: `node --import tsx bench/crisis.ts` (`--misses` lists what each writer's set missed;
 * `--set NAME` prints one set's figures, as its first-round JSON records them before any change).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  HELD_OUT_SETS,
  type HeldOutName,
  readCrisisCorpus,
  readWriterSet,
  type Conversation,
  type WriterName,
} from "../corpus/crisis/index";
import { SCREEN_RULES, screenMessage, screenTurn, type Screening, type Tier } from "../netlify/lib/safety/screen";
import { SECOND_OPINION, type SecondOpinionModel } from "../netlify/lib/safety/second-opinion";
import type { Origin, Rule } from "../netlify/lib/safety/signals";
import {
  threatExamples,
  TRAINING_WRITERS,
  trainingExamples,
  trainScreenOpinion,
  trainSecondOpinion,
} from "../tests/harness/second-opinion-training";
import type { WriterFigures } from "./report";

const WRITERS: WriterName[] = ["vet-en", "responder-en", "family-es", "multi"];
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const pct = (part: number, whole: number) => (whole === 0 ? 0 : round((100 * part) / whole));

/** The line is shown: a full reply, the opening line, or the other-language reply. */
const lineShown = (s: Screening) => s.tier !== "none" || s.language === "other";
/** The whole reply is the crisis reply (or 911 first), not a normal answer. */
const fullReply = (s: Screening) => s.tier === "clear" || s.tier === "harm" || s.language === "other";

function lastTurn(conversation: Conversation, ruleSet: readonly Rule[], opinion: SecondOpinionModel): Screening {
  const users = conversation.turns.filter((t) => t.role === "user").map((t) => t.text);
  const lastUser = conversation.turns.map((t) => t.role).lastIndexOf("user");
  const assistant = conversation.turns.slice(0, lastUser).findLast((t) => t.role === "assistant")?.text;
  return screenTurn(users.at(-1)!, { userMessages: users.slice(0, -1), assistantMessage: assistant }, ruleSet, opinion);
}

/** A set in other languages ("multi", "interpreter-multi"): a language column on every line. */
const isMulti = (set: { crisis: { lang: string }[] }) => set.crisis.some((c) => c.lang !== "en" && c.lang !== "es");

type Misses = { tier: string; message: string; got: string }[];

function measureWriter(
  name: WriterName | HeldOutName,
  ruleSet: readonly Rule[] = SCREEN_RULES,
  misses?: Misses,
  opinion: SecondOpinionModel = SECOND_OPINION,
) {
  const set = readWriterSet(name);
  const byTier = Object.fromEntries(
    (["clear", "harm", "possible"] as const).map((tier) => {
      const messages = set.crisis.filter((c) => c.tier === tier);
      const screened = messages.map((c) => ({ c, s: screenMessage(c.message, ruleSet, opinion) }));
      for (const { c, s } of screened) {
        const missed = tier === "possible" ? !lineShown(s) : !fullReply(s);
        if (missed) misses?.push({ tier, message: c.message, got: `${s.tier}/${s.language}` });
      }
      const shown = screened.filter(({ s }) => lineShown(s)).length;
      const full = screened.filter(({ s }) => fullReply(s)).length;
      const share = (t: Tier) => pct(screened.filter(({ s }) => s.tier === t).length, messages.length);
      return [
        tier,
        {
          n: messages.length,
          lineShown: shown,
          pct: pct(shown, messages.length),
          fullReply: full,
          fullReplyPct: pct(full, messages.length),
          share: { harm: share("harm"), clear: share("clear"), possible: share("possible"), none: share("none") },
        },
      ];
    }),
  );
  const ordinaryScreened = set.ordinary.map((o) => ({ o, s: screenMessage(o.message, ruleSet, opinion) }));
  const falseAlarms = ordinaryScreened.filter(({ s }) => lineShown(s));
  if (!isMulti(set))
    for (const { o, s } of falseAlarms) misses?.push({ tier: "ordinary", message: o.message, got: s.tier });
  const conversations = Object.fromEntries(
    (["clear", "harm", "possible", "none"] as const).map((label) => {
      const list = set.conversations.filter((c) => c.label === label);
      const judged = list.map((c) => ({ c, s: lastTurn(c, ruleSet, opinion) }));
      const ok = judged.filter(({ s }) =>
        label === "none" ? !lineShown(s) : label === "possible" ? lineShown(s) : fullReply(s),
      );
      for (const { c, s } of judged.filter((j) => !ok.includes(j))) {
        misses?.push({
          tier: `conv-${label}`,
          message: c.turns.map((t) => `${t.role[0]}: ${t.text}`).join(" | "),
          got: s.tier,
        });
      }
      return [label, { n: list.length, right: ok.length }];
    }),
  );
  const byLanguage = isMulti(set)
    ? Object.fromEntries(
        [...new Set(set.crisis.map((c) => c.lang))].map((lang) => {
          const crisis = set.crisis.filter((c) => c.lang === lang);
          const ordinary = set.ordinary.filter((o) => o.lang === lang);
          const lineFirst = (m: string) => screenMessage(m, ruleSet, opinion).language === "other";
          return [
            lang,
            {
              crisis: crisis.length,
              lineFirst: crisis.filter((c) => lineFirst(c.message)).length,
              ordinary: ordinary.length,
              ordinaryLineFirst: ordinary.filter((o) => lineFirst(o.message)).length,
            },
          ];
        }),
      )
    : undefined;
  return {
    ...byTier,
    ordinary: {
      n: set.ordinary.length,
      falseAlarms: falseAlarms.length,
      pct: pct(falseAlarms.length, set.ordinary.length),
      // The ordinary questions that got the whole crisis reply (or 911 first) and no answer.
      fullReplyPct: pct(ordinaryScreened.filter(({ s }) => fullReply(s)).length, set.ordinary.length),
    },
    ...(set.conversations.length ? { conversations } : {}),
    ...(byLanguage ? { byLanguage } : {}),
  };
}

/**
 * The origin tag (signals.ts) of the rules each set suggested. Round 3's sets were committed and
 * measured on the merged round-4 screen before any rule came from them (round 5 read them); round
 * 4's, on the merged round-5 screen (round 6 read them); round 5's, on the merged round-6 screen
 * (round 7 read them); round 6's, on the merged round-7 screen (round 8 read them).
 */
const ORIGIN_OF: Partial<Record<WriterName | HeldOutName, Origin>> = {
  "vet-en": "vet-en",
  "responder-en": "responder-en",
  "family-es": "family-es",
  multi: "multi",
  "spouse-en": "spouse-en",
  "young-en (round 2)": "young-en",
  "es (round 2)": "es-r2",
  "vetcenter-en (round 3)": "vetcenter-en-r3",
  "caribe-es (round 3)": "caribe-es-r3",
  "advocate-en (round 4)": "advocate-en-r4",
  "chicana-es (round 4)": "chicana-es-r4",
  "medic-en (round 5)": "medic-en-r5",
  "spanglish-es (round 5)": "spanglish-es-r5",
  "nurse-en (round 6)": "nurse-en-r6",
  "tejano-es (round 6)": "tejano-es-r6",
  "lakota-en (round 9)": "lakota-en-r9",
  "centro-es (round 9)": "centro-es-r9",
  "gulf-spouse-en (round 10)": "gulf-spouse-en-r10",
  "frontera-es (round 10)": "frontera-es-r10",
  "peer-en (round 10)": "peer-en-r10",
  "chaplain-en (round 11)": "chaplain-en-r11",
  "bayamon-es (round 11)": "bayamon-es-r11",
  "crisisline-en (round 11)": "crisisline-en-r11",
  "sierra-es (round 11)": "sierra-es-r11",
  "guard-en (round 11)": "guard-en-r11",
  "trucker-en (round 12)": "trucker-en-r12",
  "miami-es (round 12)": "miami-es-r12",
  "northwest-en (round 13)": "northwest-en-r13",
  "valle-es (round 13)": "valle-es-r13",
  "gym-en (round 14)": "gym-en-r14",
  "carolina-es (round 14)": "carolina-es-r14",
  "pilsen-es (round 14)": "pilsen-es-r14",
  "holyoke-es (round 15)": "holyoke-es-r15",
  "alamo-en (round 15)": "alamo-en-r15",
  "rgv-es (round 16)": "rgv-es-r16",
  "houston-es (round 16)": "houston-es-r16",
  "okla-en (round 16)": "okla-en-r16",
  "nuevomexico-es (round 17)": "nuevomexico-es-r17",
  "skidrow-en (round 17)": "skidrow-en-r17",
  "appalachia-en (round 18)": "appalachia-en-r18",
  "fresno-es (round 18)": "fresno-es-r18",
  "dalton-es (round 19)": "dalton-es-r19",
  "tidewater-en (round 19)": "tidewater-en-r19",
  "detroit-en (round 20)": "detroit-en-r20",
  "yakima-es (round 20)": "yakima-es-r20",
  "killeen-en (round 21)": "killeen-en-r21",
  "kissimmee-es (round 21)": "kissimmee-es-r21",
  "montana-en (round 22)": "montana-en-r22",
  "bronxville-es (round 22)": "bronxville-es-r22",
  "georgia-en (round 23)": "georgia-en-r23",
  "eastla-es (round 23)": "eastla-es-r23",
  "norfolk-en (round 23)": "norfolk-en-r23",
  "ponce-es (round 23)": "ponce-es-r23",
  "tacoma-en (round 24)": "tacoma-en-r24",
  "ozarks-en (round 24)": "ozarks-en-r24",
  "lorain-es (round 24)": "lorain-es-r24",
  "salinas-es (round 24)": "salinas-es-r24",
  "dayton-en (round 25)": "dayton-en-r25",
  "charlotte-es (round 25)": "charlotte-es-r25",
  "elpaso-es (round 26)": "elpaso-es-r26",
  "queens-es (round 26)": "queens-es-r26",
  "lubbock-en (round 26)": "lubbock-en-r26",
  "guam-en (round 26)": "guam-en-r26",
  "sanantonio-es (round 27)": "sanantonio-es-r27",
  "maine-en (round 27)": "maine-en-r27",
  "outerbanks-en (round 28)": "outerbanks-en-r28",
  "navajo-en (round 28)": "navajo-en-r28",
  "bronx-es (round 28)": "bronx-es-r28",
  "tucson-es (round 28)": "tucson-es-r28",
  "southside-en (round 29)": "southside-en-r29",
  "kuskokwim-en (round 29)": "kuskokwim-en-r29",
  "lawrence-es (round 29)": "lawrence-es-r29",
  "yuma-es (round 29)": "yuma-es-r29",
  "sandiego-en (round 30)": "sandiego-en-r30",
  "piedmont-en (round 30)": "piedmont-en-r30",
  "caguas-es (round 30)": "caguas-es-r30",
  "houston2-es (round 30)": "houston2-es-r30",
  "phoenix-en (round 31)": "phoenix-en-r31",
  "atlanta-en (round 31)": "atlanta-en-r31",
  "sanjose-es (round 31)": "sanjose-es-r31",
  "westlake-es (round 31)": "westlake-es-r31",
  "tahlequah-en (round 32)": "tahlequah-en-r32",
  "flint-en (round 32)": "flint-en-r32",
  "hialeah-es (round 32)": "hialeah-es-r32",
  "watsonville-es (round 32)": "watsonville-es-r32",
  "vallejo-en (round 33)": "vallejo-en-r33",
  "bakersfield-en (round 33)": "bakersfield-en-r33",
  "newark-es (round 33)": "newark-es-r33",
  "oakcliff-es (round 33)": "oakcliff-es-r33",
  "rapidcity-en (round 34)": "rapidcity-en-r34",
  "eastbaltimore-en (round 34)": "eastbaltimore-en-r34",
  "arecibo-es (round 34)": "arecibo-es-r34",
  "gulfton-es (round 34)": "gulfton-es-r34",
  "bremerton-en (round 35)": "bremerton-en-r35",
  "heights-es (round 35)": "heights-es-r35",
  "mobile-en (round 35)": "mobile-en-r35",
  "yuma-es (round 35)": "yuma-es-r35",
  "fayetteville-en (round 36)": "fayetteville-en-r36",
  "duluth-en (round 36)": "duluth-en-r36",
  "elpaso-es (round 36)": "elpaso-es-r36",
  "caguas-es (round 36)": "caguas-es-r36",
  "tacoma-en (round 37)": "tacoma-en-r37",
  "norfolk-en (round 37)": "norfolk-en-r37",
  "laredo-es (round 37)": "laredo-es-r37",
  "orlando-es (round 37)": "orlando-es-r37",
  "killeen-en (round 38)": "killeen-en-r38",
  "spokane-en (round 38)": "spokane-en-r38",
  "sanantonio-es (round 38)": "sanantonio-es-r38",
  "bronx-es (round 38)": "bronx-es-r38",
  "guard-en (round 39)": "guard-en-r39",
  "sandiego-en (round 39)": "sandiego-en-r39",
  "hialeah-es (round 39)": "hialeah-es-r39",
  "elpaso-es (round 39)": "elpaso-es-r39",
  "stlouis-en (round 40)": "stlouis-en-r40",
  "boise-en (round 40)": "boise-en-r40",
  "lasvegas-es (round 40)": "lasvegas-es-r40",
  "nashville-es (round 40)": "nashville-es-r40",
  "milwaukee-en (round 41)": "milwaukee-en-r41",
  "honolulu-en (round 41)": "honolulu-en-r41",
  "omaha-es (round 41)": "omaha-es-r41",
  "tampa-es (round 41)": "tampa-es-r41",
  "birmingham-en (round 42)": "birmingham-en-r42",
  "reno-en (round 42)": "reno-en-r42",
  "riverside-es (round 42)": "riverside-es-r42",
  "hyattsville-es (round 42)": "hyattsville-es-r42",
  "asl-en (round 43)": "asl-en-r43",
  "pensacola-en (round 43)": "pensacola-en-r43",
  "doral-es (round 43)": "doral-es-r43",
  "paterson-es (round 43)": "paterson-es-r43",
  "carson-en (round 44)": "carson-en-r44",
  "westminster-en (round 44)": "westminster-en-r44",
  "sweetwater-es (round 44)": "sweetwater-es-r44",
  "salem-es (round 44)": "salem-es-r44",
  "columbus-en (round 45)": "columbus-en-r45",
  "fargo-en (round 45)": "fargo-en-r45",
  "neworleans-es (round 45)": "neworleans-es-r45",
  "lakeworth-es (round 45)": "lakeworth-es-r45",
  "stpaul-en (round 46)": "stpaul-en-r46",
  "buffalo-en (round 46)": "buffalo-en-r46",
  "kendall-es (round 46)": "kendall-es-r46",
  "cicero-es (round 46)": "cicero-es-r46",
  "sacramento-en (round 47)": "sacramento-en-r47",
  "lowell-en (round 47)": "lowell-en-r47",
  "yonkers-es (round 47)": "yonkers-es-r47",
  "elcentro-es (round 47)": "elcentro-es-r47",
  "groton-en (round 48)": "groton-en-r48",
  "akron-en (round 48)": "akron-en-r48",
  "ontario-es (round 48)": "ontario-es-r48",
  "weston-es (round 48)": "weston-es-r48",
  "macon-en (round 49)": "macon-en-r49",
  "wichita-en (round 49)": "wichita-en-r49",
  "denver-es (round 49)": "denver-es-r49",
  "providence-es (round 49)": "providence-es-r49",
  "anchorage-en (round 50)": "anchorage-en-r50",
  "chattanooga-en (round 50)": "chattanooga-en-r50",
  "kissimmee-es (round 50)": "kissimmee-es-r50",
  "brownsville-es (round 50)": "brownsville-es-r50",
  "erie-en (round 51)": "erie-en-r51",
  "yuba-en (round 51)": "yuba-en-r51",
  "garland-es (round 51)": "garland-es-r51",
  "allentown-es (round 51)": "allentown-es-r51",
  "toledo-en (round 52)": "toledo-en-r52",
  "spokane-en (round 52)": "spokane-en-r52",
  "hialeah-es (round 52)": "hialeah-es-r52",
  "laredo-es (round 52)": "laredo-es-r52",
  "fayetteville-en (round 53)": "fayetteville-en-r53",
  "gallup-en (round 53)": "gallup-en-r53",
  "bronx-es (round 53)": "bronx-es-r53",
  "sanantonio-es (round 53)": "sanantonio-es-r53",
  "assorted-en (round 53)": "assorted-en-r53",
  "billings-en (round 54)": "billings-en-r54",
  "norfolk-en (round 54)": "norfolk-en-r54",
  "ponce-es (round 54)": "ponce-es-r54",
  "elpaso-es (round 54)": "elpaso-es-r54",
  "detroit-en (round 54)": "detroit-en-r54",
  "jacksonville-en (round 55)": "jacksonville-en-r55",
  "wheeling-en (round 55)": "wheeling-en-r55",
  "laramie-en (round 55)": "laramie-en-r55",
  "tijuana-es (round 55)": "tijuana-es-r55",
  "elizabeth-es (round 55)": "elizabeth-es-r55",
  "omaha-en (round 56)": "omaha-en-r56",
  "tucson-en (round 56)": "tucson-en-r56",
  "dayton-en (round 56)": "dayton-en-r56",
  "salinas-es (round 56)": "salinas-es-r56",
  "santafe-es (round 56)": "santafe-es-r56",
  "scranton-en (round 57)": "scranton-en-r57",
  "lafayette-en (round 57)": "lafayette-en-r57",
  "tulsa-en (round 57)": "tulsa-en-r57",
  "pueblo-es (round 57)": "pueblo-es-r57",
  "hartford-es (round 57)": "hartford-es-r57",
  "clarksville-en (round 58)": "clarksville-en-r58",
  "beaumont-en (round 58)": "beaumont-en-r58",
  "kalamazoo-en (round 58)": "kalamazoo-en-r58",
  "mayaguez-es (round 58)": "mayaguez-es-r58",
  "odessa-es (round 58)": "odessa-es-r58",
  "augusta-en (round 59)": "augusta-en-r59",
  "cheyenne-en (round 59)": "cheyenne-en-r59",
  "bangor-en (round 59)": "bangor-en-r59",
  "reading-es (round 59)": "reading-es-r59",
  "hazleton-es (round 59)": "hazleton-es-r59",
  "savannah-en (round 60)": "savannah-en-r60",
  "biloxi-en (round 60)": "biloxi-en-r60",
  "missoula-en (round 60)": "missoula-en-r60",
  "vineland-es (round 60)": "vineland-es-r60",
  "dodgecity-es (round 60)": "dodgecity-es-r60",
  "lawton-en (round 61)": "lawton-en-r61",
  "watertown-en (round 61)": "watertown-en-r61",
  "barstow-en (round 61)": "barstow-en-r61",
  "nogales-es (round 61)": "nogales-es-r61",
  "pasco-es (round 61)": "pasco-es-r61",
  "columbia-en (round 62)": "columbia-en-r62",
  "fortwayne-en (round 62)": "fortwayne-en-r62",
  "shreveport-en (round 62)": "shreveport-en-r62",
  "santaana-es (round 62)": "santaana-es-r62",
  "aguadilla-es (round 62)": "aguadilla-es-r62",
  "coloradosprings-en (round 63)": "coloradosprings-en-r63",
  "huntsville-en (round 63)": "huntsville-en-r63",
  "syracuse-en (round 63)": "syracuse-en-r63",
  "corpuschristi-es (round 63)": "corpuschristi-es-r63",
  "humboldtpark-es (round 63)": "humboldtpark-es-r63",
  "knoxville-en (round 64)": "knoxville-en-r64",
  "minot-en (round 64)": "minot-en-r64",
  "sierravista-en (round 64)": "sierravista-en-r64",
  "sanbernardino-es (round 64)": "sanbernardino-es-r64",
  "waukegan-es (round 64)": "waukegan-es-r64",
  "amarillo-en (round 65)": "amarillo-en-r65",
  "lexington-en (round 65)": "lexington-en-r65",
  "portsmouth-en (round 65)": "portsmouth-en-r65",
  "lascruces-es (round 65)": "lascruces-es-r65",
  "lynn-es (round 65)": "lynn-es-r65",
  "beckley-en (round 66)": "beckley-en-r66",
  "dothan-en (round 66)": "dothan-en-r66",
  "pocatello-en (round 66)": "pocatello-en-r66",
  "delrio-es (round 66)": "delrio-es-r66",
  "perthamboy-es (round 66)": "perthamboy-es-r66",
  "muskogee-en (round 67)": "muskogee-en-r67",
  "hampton-en (round 67)": "hampton-en-r67",
  "siouxfalls-en (round 67)": "siouxfalls-en-r67",
  "pharr-es (round 67)": "pharr-es-r67",
  "bridgeport-es (round 67)": "bridgeport-es-r67",
  "lakecharles-en (round 68)": "lakecharles-en-r68",
  "gary-en (round 68)": "gary-en-r68",
  "lejeune-en (round 68)": "lejeune-en-r68",
  "homestead-es (round 68)": "homestead-es-r68",
  "manassas-es (round 68)": "manassas-es-r68",
  "junctioncity-en (round 69)": "junctioncity-en-r69",
  "pittsburgh-en (round 69)": "pittsburgh-en-r69",
  "oceanside-en (round 69)": "oceanside-en-r69",
  "fajardo-es (round 69)": "fajardo-es-r69",
  "norcross-es (round 69)": "norcross-es-r69",
  "beaufort-en (round 70)": "beaufort-en-r70",
  "youngstown-en (round 70)": "youngstown-en-r70",
  "fairbanks-en (round 70)": "fairbanks-en-r70",
  "yauco-es (round 70)": "yauco-es-r70",
  "brentwood-es (round 70)": "brentwood-es-r70",
  "stockton-en (round 71)": "stockton-en-r71",
  "chillicothe-en (round 71)": "chillicothe-en-r71",
  "flatbush-en (round 71)": "flatbush-en-r71",
  "sanangelo-es (round 71)": "sanangelo-es-r71",
  "jacksonheights-es (round 71)": "jacksonheights-es-r71",
  "camden-en (round 72)": "camden-en-r72",
  "deltams-en (round 72)": "deltams-en-r72",
  "austin-en (round 72)": "austin-en-r72",
  "unioncity-es (round 72)": "unioncity-es-r72",
  "coachella-es (round 72)": "coachella-es-r72",
  "portland-en (round 73)": "portland-en-r73",
  "hinesville-en (round 73)": "hinesville-en-r73",
  "stcloud-en (round 73)": "stcloud-en-r73",
  "columbusga-es (round 73)": "columbusga-es-r73",
  "stockton-es (round 73)": "stockton-es-r73",
  "kansascity-en (round 74)": "kansascity-en-r74",
  "annapolis-en (round 74)": "annapolis-en-r74",
  "indiansprings-en (round 74)": "indiansprings-en-r74",
  "santamaria-es (round 74)": "santamaria-es-r74",
  "keywest-es (round 74)": "keywest-es-r74",
  "roanoke-en (round 75)": "roanoke-en-r75",
  "norman-en (round 75)": "norman-en-r75",
  "williston-en (round 75)": "williston-en-r75",
  "sanluis-es (round 75)": "sanluis-es-r75",
  "cayey-es (round 75)": "cayey-es-r75",
  "texarkana-en (round 76)": "texarkana-en-r76",
  "zanesville-en (round 76)": "zanesville-en-r76",
  "fortsmith-en (round 76)": "fortsmith-en-r76",
  "eaglepass-es (round 76)": "eaglepass-es-r76",
  "santurce-es (round 76)": "santurce-es-r76",
  "grandjunction-en (round 77)": "grandjunction-en-r77",
  "kenosha-en (round 77)": "kenosha-en-r77",
  "elizabethtown-en (round 77)": "elizabethtown-en-r77",
  "juanadiaz-es (round 77)": "juanadiaz-es-r77",
  "oxnard-es (round 77)": "oxnard-es-r77",
  "bemidji-en (round 78)": "bemidji-en-r78",
  "hattiesburg-en (round 78)": "hattiesburg-en-r78",
  "altoona-en (round 78)": "altoona-en-r78",
  "humacao-es (round 78)": "humacao-es-r78",
  "greeley-es (round 78)": "greeley-es-r78",
  "fountain-en (round 79)": "fountain-en-r79",
  "gulfport-en (round 79)": "gulfport-en-r79",
  "flagstaff-en (round 79)": "flagstaff-en-r79",
  "elyria-es (round 79)": "elyria-es-r79",
  "sanbenito-es (round 79)": "sanbenito-es-r79",
  "joplin-en (round 80)": "joplin-en-r80",
  "tupelo-en (round 80)": "tupelo-en-r80",
  "kodiak-en (round 80)": "kodiak-en-r80",
  "mcallen-es (round 80)": "mcallen-es-r80",
  "guayama-es (round 80)": "guayama-es-r80",
  "beaufortsc-en (round 81)": "beaufortsc-en-r81",
  "cheyennewy-en (round 81)": "cheyennewy-en-r81",
  "dearborn-en (round 81)": "dearborn-en-r81",
  "sanjuan-es (round 81)": "sanjuan-es-r81",
  "laredo2-es (round 81)": "laredo2-es-r81",
  "bangorwa-en (round 82)": "bangorwa-en-r82",
  "lakecity-en (round 82)": "lakecity-en-r82",
  "fairbanks2-en (round 82)": "fairbanks2-en-r82",
  "hartford2-es (round 82)": "hartford2-es-r82",
  "santafe2-es (round 82)": "santafe2-es-r82",
  "jasper-en (round 83)": "jasper-en-r83",
  "ogden-en (round 83)": "ogden-en-r83",
  "wahiawa-en (round 83)": "wahiawa-en-r83",
  "vegabaja-es (round 83)": "vegabaja-es-r83",
  "wheights-es (round 83)": "wheights-es-r83",
  "pineville-en (round 84)": "pineville-en-r84",
  "clarksburg-en (round 84)": "clarksburg-en-r84",
  "canandaigua-en (round 84)": "canandaigua-en-r84",
  "moca-es (round 84)": "moca-es-r84",
  "southgate-es (round 84)": "southgate-es-r84",
  "muncie-en (round 85)": "muncie-en-r85",
  "florence-en (round 85)": "florence-en-r85",
  "grandforks-en (round 85)": "grandforks-en-r85",
  "ciales-es (round 85)": "ciales-es-r85",
  "pasadenatx-es (round 85)": "pasadenatx-es-r85",
  "galveston-en (round 86)": "galveston-en-r86",
  "harlan-en (round 86)": "harlan-en-r86",
  "lacrosse-en (round 86)": "lacrosse-en-r86",
  "langleypark-es (round 86)": "langleypark-es-r86",
  "deltona-es (round 86)": "deltona-es-r86",
  "astoria-en (round 87)": "astoria-en-r87",
  "montgomery-en (round 87)": "montgomery-en-r87",
  "longbeach-en (round 87)": "longbeach-en-r87",
  "santarosa-es (round 87)": "santarosa-es-r87",
  "aurora-es (round 87)": "aurora-es-r87",
  "durham-en (round 88)": "durham-en-r88",
  "bozeman-en (round 88)": "bozeman-en-r88",
  "lakeland-en (round 88)": "lakeland-en-r88",
  "passaic-es (round 88)": "passaic-es-r88",
  "kingsville-es (round 88)": "kingsville-es-r88",
  "bismarck-en (round 89)": "bismarck-en-r89",
  "paducah-en (round 89)": "paducah-en-r89",
  "waycross-en (round 89)": "waycross-en-r89",
  "woodburn-es (round 89)": "woodburn-es-r89",
  "ocala-es (round 89)": "ocala-es-r89",
  "boonville-en (round 90)": "boonville-en-r90",
  "yuma-en (round 90)": "yuma-en-r90",
  "lufkin-en (round 90)": "lufkin-en-r90",
  "sumter-es (round 90)": "sumter-es-r90",
  "dalycity-es (round 90)": "dalycity-es-r90",
  "natchez-en (round 91)": "natchez-en-r91",
  "gillette-en (round 91)": "gillette-en-r91",
  "puyallup-en (round 91)": "puyallup-en-r91",
  "wenatchee-es (round 91)": "wenatchee-es-r91",
  "hollywoodfl-es (round 91)": "hollywoodfl-es-r91",
  "cullman-en (round 92)": "cullman-en-r92",
  "marquette-en (round 92)": "marquette-en-r92",
  "leesville-en (round 92)": "leesville-en-r92",
  "siouxcity-es (round 92)": "siouxcity-es-r92",
  "mora-es (round 92)": "mora-es-r92",
};

/**
 * Each set measured with the rules its own set suggested left out and the second opinion trained
 * without its round (tuned and trained on the others, measured on this one): the figure that
 * predicts text nobody here has seen. Round 9's sets train nothing, so theirs is the shipped screen's.
 */
function leaveOneWriterOut() {
  const examples = trainingExamples();
  const threats = threatExamples();
  const roundOf = (name: string) => /\(round (\d+)\)/.exec(name)?.[1] ?? name;
  const trained = new Map<string, SecondOpinionModel>();
  const withoutRound = (name: string) => {
    const round = roundOf(name);
    if (!trained.has(round)) {
      const leftOut = TRAINING_WRITERS.filter((other) => roundOf(other) === round);
      trained.set(round, { ...trainScreenOpinion(examples, leftOut), threat: trainSecondOpinion(threats, leftOut) });
    }
    return trained.get(round)!;
  };
  return Object.fromEntries(
    [...WRITERS, ...(Object.keys(HELD_OUT_SETS) as HeldOutName[])].map((name) => {
      // The line floor (screen.ts, LINE_FLOOR_EN and LINE_FLOOR_ES) is not among the rules and is
      // never left out: round 38's sets keep their five floor wordings in this figure.
      const without = SCREEN_RULES.filter((rule) => rule.from !== ORIGIN_OF[name]);
      // Both models, the second opinion and its threat reading, trained without the writer's round
      // (round 76: the models learn from every round before the newest; one training per round
      // keeps this within minutes, and a round's writers, who share a brief, are all left out; the
      // first four sets, named without a round, each alone). The rules of round 76 ("retrain-r76")
      // were written from older writers' messages and are not left out: those writers' figures here
      // flatter by the messages they restore (decision 941, round 76).
      const opinion = TRAINING_WRITERS.includes(name) ? withoutRound(name) : SECOND_OPINION;
      // Keyed as in `writers`, so the report sets each beside its own figures.
      const key = name in HELD_OUT_SETS ? `${name}, first held out` : name;
      return [
        key,
        { rulesLeftOut: SCREEN_RULES.length - without.length, ...measureWriter(name, without, undefined, opinion) },
      ];
    }),
  );
}

function measureRound2(part: "heldout" | "tuning") {
  const { crisis, ordinary } = readCrisisCorpus(part);
  const flagged = crisis.filter((m) => lineShown(screenMessage(m))).length;
  const full = crisis.filter((m) => fullReply(screenMessage(m))).length;
  const falsePositives = ordinary.filter((m) => lineShown(screenMessage(m))).length;
  return {
    crisisMessages: crisis.length,
    ordinaryMessages: ordinary.length,
    flagged,
    fullReply: full,
    falsePositives,
    recall: round(flagged / crisis.length, 4),
    falsePositiveRate: round(falsePositives / ordinary.length, 4),
  };
}

/** Mean time of one screen over every round-2 corpus message, after one warm-up pass. */
function microsPerMessage(): number {
  const messages = (["heldout", "tuning"] as const).flatMap((part) => {
    const { crisis, ordinary } = readCrisisCorpus(part);
    return [...crisis, ...ordinary];
  });
  const screen = (m: string) => screenMessage(m);
  messages.forEach(screen);
  const start = performance.now();
  for (let pass = 0; pass < 3; pass++) messages.forEach(screen);
  return Math.round(((performance.now() - start) * 1000) / (3 * messages.length));
}

export async function benchCrisis() {
  const firstRound = JSON.parse(
    readFileSync(join(import.meta.dirname, "../corpus/crisis/writers/first-round.json"), "utf8"),
  ) as { writers: Record<string, WriterFigures> };
  // Later rounds' first-round figures sit beside their sets (measured on the screen before the
  // next change: round 2 before round 3, round 3 before round 4).
  const firstOf = (folder: string, file: string) =>
    Object.values(
      JSON.parse(readFileSync(join(import.meta.dirname, "../corpus/crisis", folder, file), "utf8")) as Record<
        string,
        WriterFigures
      >,
    )[0]!;
  const round2 = (file: string) => firstOf("writers-r2", file);
  const heldOutFirstRound: Record<HeldOutName, WriterFigures> = {
    "spouse-en": firstRound.writers["spouse-en"]!,
    "young-en (round 2)": round2("first-round-young-en.json"),
    "es (round 2)": round2("first-round-es.json"),
    "vetcenter-en (round 3)": firstOf("writers-r3", "first-round-vetcenter-en.json"),
    "caribe-es (round 3)": firstOf("writers-r3", "first-round-caribe-es.json"),
    "advocate-en (round 4)": firstOf("writers-r4", "first-round-advocate-en.json"),
    "chicana-es (round 4)": firstOf("writers-r4", "first-round-chicana-es.json"),
    "medic-en (round 5)": firstOf("writers-r5", "first-round-medic-en.json"),
    "spanglish-es (round 5)": firstOf("writers-r5", "first-round-spanglish-es.json"),
    "tejano-es (round 6)": firstOf("writers-r6", "first-round-tejano-es.json"),
    "nurse-en (round 6)": firstOf("writers-r6", "first-round-nurse-en.json"),
    "wife-en (round 7)": firstOf("writers-r7", "first-round-wife-en.json"),
    "boricua-es (round 7)": firstOf("writers-r7", "first-round-boricua-es.json"),
    "discord-en (round 8)": firstOf("writers-r8", "first-round-discord-en.json"),
    "quisqueya-es (round 8)": firstOf("writers-r8", "first-round-quisqueya-es.json"),
    "lakota-en (round 9)": firstOf("writers-r9", "first-round-lakota-en.json"),
    "centro-es (round 9)": firstOf("writers-r9", "first-round-centro-es.json"),
    "interpreter-multi (round 9)": firstOf("writers-r9", "first-round-interpreter-multi.json"),
    "gulf-spouse-en (round 10)": firstOf("writers-r10", "first-round-gulf-spouse-en.json"),
    "pacific-multi (round 10)": firstOf("writers-r10", "first-round-pacific-multi.json"),
    "frontera-es (round 10)": firstOf("writers-r10", "first-round-frontera-es.json"),
    "peer-en (round 10)": firstOf("writers-r10", "first-round-peer-en.json"),
    "bayamon-es (round 11)": firstOf("writers-r11", "first-round-bayamon-es.json"),
    "chaplain-en (round 11)": firstOf("writers-r11", "first-round-chaplain-en.json"),
    "crisisline-en (round 11)": firstOf("writers-r11", "first-round-responder-en.json"),
    "sierra-es (round 11)": firstOf("writers-r11", "first-round-sierra-es.json"),
    "guard-en (round 11)": firstOf("writers-r11", "first-round-guard-en.json"),
    "trucker-en (round 12)": firstOf("writers-r12", "first-round-trucker-en.json"),
    "miami-es (round 12)": firstOf("writers-r12", "first-round-miami-es.json"),
    "northwest-en (round 13)": firstOf("writers-r13", "first-round-northwest-en.json"),
    "valle-es (round 13)": firstOf("writers-r13", "first-round-valle-es.json"),
    "carolina-es (round 14)": firstOf("writers-r14", "first-round-carolina-es.json"),
    "gym-en (round 14)": firstOf("writers-r14", "first-round-gym-en.json"),
    "pilsen-es (round 14)": firstOf("writers-r14", "first-round-pilsen-es.json"),
    "holyoke-es (round 15)": firstOf("writers-r15", "first-round-holyoke-es.json"),
    "alamo-en (round 15)": firstOf("writers-r15", "first-round-alamo-en.json"),
    "rgv-es (round 16)": firstOf("writers-r16", "first-round-rgv-es.json"),
    "okla-en (round 16)": firstOf("writers-r16", "first-round-okla-en.json"),
    "houston-es (round 16)": firstOf("writers-r16", "first-round-houston-es.json"),
    "nuevomexico-es (round 17)": firstOf("writers-r17", "first-round-nuevomexico-es.json"),
    "skidrow-en (round 17)": firstOf("writers-r17", "first-round-skidrow-en.json"),
    "appalachia-en (round 18)": firstOf("writers-r18", "first-round-appalachia-en.json"),
    "fresno-es (round 18)": firstOf("writers-r18", "first-round-fresno-es.json"),
    "dalton-es (round 19)": firstOf("writers-r19", "first-round-dalton-es.json"),
    "tidewater-en (round 19)": firstOf("writers-r19", "first-round-tidewater-en.json"),
    "detroit-en (round 20)": firstOf("writers-r20", "first-round-detroit-en.json"),
    "yakima-es (round 20)": firstOf("writers-r20", "first-round-yakima-es.json"),
    "killeen-en (round 21)": firstOf("writers-r21", "first-round-killeen-en.json"),
    "kissimmee-es (round 21)": firstOf("writers-r21", "first-round-kissimmee-es.json"),
    "montana-en (round 22)": firstOf("writers-r22", "first-round-montana-en.json"),
    "bronxville-es (round 22)": firstOf("writers-r22", "first-round-bronxville-es.json"),
    "georgia-en (round 23)": firstOf("writers-r23", "first-round-georgia-en.json"),
    "eastla-es (round 23)": firstOf("writers-r23", "first-round-eastla-es.json"),
    "norfolk-en (round 23)": firstOf("writers-r23", "first-round-norfolk-en.json"),
    "ponce-es (round 23)": firstOf("writers-r23", "first-round-ponce-es.json"),
    "tacoma-en (round 24)": firstOf("writers-r24", "first-round-tacoma-en.json"),
    "ozarks-en (round 24)": firstOf("writers-r24", "first-round-ozarks-en.json"),
    "lorain-es (round 24)": firstOf("writers-r24", "first-round-lorain-es.json"),
    "salinas-es (round 24)": firstOf("writers-r24", "first-round-salinas-es.json"),
    "dayton-en (round 25)": firstOf("writers-r25", "first-round-dayton-en.json"),
    "charlotte-es (round 25)": firstOf("writers-r25", "first-round-charlotte-es.json"),
    "elpaso-es (round 26)": firstOf("writers-r26", "first-round-elpaso-es.json"),
    "queens-es (round 26)": firstOf("writers-r26", "first-round-queens-es.json"),
    "lubbock-en (round 26)": firstOf("writers-r26", "first-round-lubbock-en.json"),
    "guam-en (round 26)": firstOf("writers-r26", "first-round-guam-en.json"),
    "sanantonio-es (round 27)": firstOf("writers-r27", "first-round-sanantonio-es.json"),
    "maine-en (round 27)": firstOf("writers-r27", "first-round-maine-en.json"),
    "outerbanks-en (round 28)": firstOf("writers-r28", "first-round-outerbanks-en.json"),
    "navajo-en (round 28)": firstOf("writers-r28", "first-round-navajo-en.json"),
    "bronx-es (round 28)": firstOf("writers-r28", "first-round-bronx-es.json"),
    "tucson-es (round 28)": firstOf("writers-r28", "first-round-tucson-es.json"),
    "southside-en (round 29)": firstOf("writers-r29", "first-round-southside-en.json"),
    "kuskokwim-en (round 29)": firstOf("writers-r29", "first-round-kuskokwim-en.json"),
    "lawrence-es (round 29)": firstOf("writers-r29", "first-round-lawrence-es.json"),
    "yuma-es (round 29)": firstOf("writers-r29", "first-round-yuma-es.json"),
    "sandiego-en (round 30)": firstOf("writers-r30", "first-round-sandiego-en.json"),
    "piedmont-en (round 30)": firstOf("writers-r30", "first-round-piedmont-en.json"),
    "caguas-es (round 30)": firstOf("writers-r30", "first-round-caguas-es.json"),
    "houston2-es (round 30)": firstOf("writers-r30", "first-round-houston2-es.json"),
    "phoenix-en (round 31)": firstOf("writers-r31", "first-round-phoenix-en.json"),
    "atlanta-en (round 31)": firstOf("writers-r31", "first-round-atlanta-en.json"),
    "sanjose-es (round 31)": firstOf("writers-r31", "first-round-sanjose-es.json"),
    "westlake-es (round 31)": firstOf("writers-r31", "first-round-westlake-es.json"),
    "tahlequah-en (round 32)": firstOf("writers-r32", "first-round-tahlequah-en.json"),
    "flint-en (round 32)": firstOf("writers-r32", "first-round-flint-en.json"),
    "hialeah-es (round 32)": firstOf("writers-r32", "first-round-hialeah-es.json"),
    "watsonville-es (round 32)": firstOf("writers-r32", "first-round-watsonville-es.json"),
    "vallejo-en (round 33)": firstOf("writers-r33", "first-round-vallejo-en.json"),
    "bakersfield-en (round 33)": firstOf("writers-r33", "first-round-bakersfield-en.json"),
    "newark-es (round 33)": firstOf("writers-r33", "first-round-newark-es.json"),
    "oakcliff-es (round 33)": firstOf("writers-r33", "first-round-oakcliff-es.json"),
    "rapidcity-en (round 34)": firstOf("writers-r34", "first-round-rapidcity-en.json"),
    "eastbaltimore-en (round 34)": firstOf("writers-r34", "first-round-eastbaltimore-en.json"),
    "arecibo-es (round 34)": firstOf("writers-r34", "first-round-arecibo-es.json"),
    "gulfton-es (round 34)": firstOf("writers-r34", "first-round-gulfton-es.json"),
    "bremerton-en (round 35)": firstOf("writers-r35", "first-round-bremerton-en.json"),
    "heights-es (round 35)": firstOf("writers-r35", "first-round-heights-es.json"),
    "mobile-en (round 35)": firstOf("writers-r35", "first-round-mobile-en.json"),
    "yuma-es (round 35)": firstOf("writers-r35", "first-round-yuma-es.json"),
    "fayetteville-en (round 36)": firstOf("writers-r36", "first-round-fayetteville-en.json"),
    "duluth-en (round 36)": firstOf("writers-r36", "first-round-duluth-en.json"),
    "elpaso-es (round 36)": firstOf("writers-r36", "first-round-elpaso-es.json"),
    "caguas-es (round 36)": firstOf("writers-r36", "first-round-caguas-es.json"),
    "tacoma-en (round 37)": firstOf("writers-r37", "first-round-tacoma-en.json"),
    "norfolk-en (round 37)": firstOf("writers-r37", "first-round-norfolk-en.json"),
    "laredo-es (round 37)": firstOf("writers-r37", "first-round-laredo-es.json"),
    "orlando-es (round 37)": firstOf("writers-r37", "first-round-orlando-es.json"),
    "killeen-en (round 38)": firstOf("writers-r38", "first-round-killeen-en.json"),
    "spokane-en (round 38)": firstOf("writers-r38", "first-round-spokane-en.json"),
    "sanantonio-es (round 38)": firstOf("writers-r38", "first-round-sanantonio-es.json"),
    "bronx-es (round 38)": firstOf("writers-r38", "first-round-bronx-es.json"),
    "guard-en (round 39)": firstOf("writers-r39", "first-round-guard-en.json"),
    "sandiego-en (round 39)": firstOf("writers-r39", "first-round-sandiego-en.json"),
    "hialeah-es (round 39)": firstOf("writers-r39", "first-round-hialeah-es.json"),
    "elpaso-es (round 39)": firstOf("writers-r39", "first-round-elpaso-es.json"),
    "stlouis-en (round 40)": firstOf("writers-r40", "first-round-stlouis-en.json"),
    "boise-en (round 40)": firstOf("writers-r40", "first-round-boise-en.json"),
    "lasvegas-es (round 40)": firstOf("writers-r40", "first-round-lasvegas-es.json"),
    "nashville-es (round 40)": firstOf("writers-r40", "first-round-nashville-es.json"),
    "milwaukee-en (round 41)": firstOf("writers-r41", "first-round-milwaukee-en.json"),
    "honolulu-en (round 41)": firstOf("writers-r41", "first-round-honolulu-en.json"),
    "omaha-es (round 41)": firstOf("writers-r41", "first-round-omaha-es.json"),
    "tampa-es (round 41)": firstOf("writers-r41", "first-round-tampa-es.json"),
    "birmingham-en (round 42)": firstOf("writers-r42", "first-round-birmingham-en.json"),
    "reno-en (round 42)": firstOf("writers-r42", "first-round-reno-en.json"),
    "riverside-es (round 42)": firstOf("writers-r42", "first-round-riverside-es.json"),
    "hyattsville-es (round 42)": firstOf("writers-r42", "first-round-hyattsville-es.json"),
    "asl-en (round 43)": firstOf("writers-r43", "first-round-asl-en.json"),
    "pensacola-en (round 43)": firstOf("writers-r43", "first-round-pensacola-en.json"),
    "doral-es (round 43)": firstOf("writers-r43", "first-round-doral-es.json"),
    "paterson-es (round 43)": firstOf("writers-r43", "first-round-paterson-es.json"),
    "carson-en (round 44)": firstOf("writers-r44", "first-round-carson-en.json"),
    "westminster-en (round 44)": firstOf("writers-r44", "first-round-westminster-en.json"),
    "sweetwater-es (round 44)": firstOf("writers-r44", "first-round-sweetwater-es.json"),
    "salem-es (round 44)": firstOf("writers-r44", "first-round-salem-es.json"),
    "columbus-en (round 45)": firstOf("writers-r45", "first-round-columbus-en.json"),
    "fargo-en (round 45)": firstOf("writers-r45", "first-round-fargo-en.json"),
    "neworleans-es (round 45)": firstOf("writers-r45", "first-round-neworleans-es.json"),
    "lakeworth-es (round 45)": firstOf("writers-r45", "first-round-lakeworth-es.json"),
    "stpaul-en (round 46)": firstOf("writers-r46", "first-round-stpaul-en.json"),
    "buffalo-en (round 46)": firstOf("writers-r46", "first-round-buffalo-en.json"),
    "kendall-es (round 46)": firstOf("writers-r46", "first-round-kendall-es.json"),
    "cicero-es (round 46)": firstOf("writers-r46", "first-round-cicero-es.json"),
    "sacramento-en (round 47)": firstOf("writers-r47", "first-round-sacramento-en.json"),
    "lowell-en (round 47)": firstOf("writers-r47", "first-round-lowell-en.json"),
    "yonkers-es (round 47)": firstOf("writers-r47", "first-round-yonkers-es.json"),
    "elcentro-es (round 47)": firstOf("writers-r47", "first-round-elcentro-es.json"),
    "groton-en (round 48)": firstOf("writers-r48", "first-round-groton-en.json"),
    "akron-en (round 48)": firstOf("writers-r48", "first-round-akron-en.json"),
    "ontario-es (round 48)": firstOf("writers-r48", "first-round-ontario-es.json"),
    "weston-es (round 48)": firstOf("writers-r48", "first-round-weston-es.json"),
    "macon-en (round 49)": firstOf("writers-r49", "first-round-macon-en.json"),
    "wichita-en (round 49)": firstOf("writers-r49", "first-round-wichita-en.json"),
    "denver-es (round 49)": firstOf("writers-r49", "first-round-denver-es.json"),
    "providence-es (round 49)": firstOf("writers-r49", "first-round-providence-es.json"),
    "anchorage-en (round 50)": firstOf("writers-r50", "first-round-anchorage-en.json"),
    "chattanooga-en (round 50)": firstOf("writers-r50", "first-round-chattanooga-en.json"),
    "kissimmee-es (round 50)": firstOf("writers-r50", "first-round-kissimmee-es.json"),
    "brownsville-es (round 50)": firstOf("writers-r50", "first-round-brownsville-es.json"),
    "erie-en (round 51)": firstOf("writers-r51", "first-round-erie-en.json"),
    "yuba-en (round 51)": firstOf("writers-r51", "first-round-yuba-en.json"),
    "garland-es (round 51)": firstOf("writers-r51", "first-round-garland-es.json"),
    "allentown-es (round 51)": firstOf("writers-r51", "first-round-allentown-es.json"),
    "toledo-en (round 52)": firstOf("writers-r52", "first-round-toledo-en.json"),
    "spokane-en (round 52)": firstOf("writers-r52", "first-round-spokane-en.json"),
    "hialeah-es (round 52)": firstOf("writers-r52", "first-round-hialeah-es.json"),
    "laredo-es (round 52)": firstOf("writers-r52", "first-round-laredo-es.json"),
    "fayetteville-en (round 53)": firstOf("writers-r53", "first-round-fayetteville-en.json"),
    "gallup-en (round 53)": firstOf("writers-r53", "first-round-gallup-en.json"),
    "bronx-es (round 53)": firstOf("writers-r53", "first-round-bronx-es.json"),
    "sanantonio-es (round 53)": firstOf("writers-r53", "first-round-sanantonio-es.json"),
    "assorted-en (round 53)": firstOf("writers-r53", "first-round-assorted-en.json"),
    "billings-en (round 54)": firstOf("writers-r54", "first-round-billings-en.json"),
    "norfolk-en (round 54)": firstOf("writers-r54", "first-round-norfolk-en.json"),
    "ponce-es (round 54)": firstOf("writers-r54", "first-round-ponce-es.json"),
    "elpaso-es (round 54)": firstOf("writers-r54", "first-round-elpaso-es.json"),
    "detroit-en (round 54)": firstOf("writers-r54", "first-round-detroit-en.json"),
    "jacksonville-en (round 55)": firstOf("writers-r55", "first-round-jacksonville-en.json"),
    "wheeling-en (round 55)": firstOf("writers-r55", "first-round-wheeling-en.json"),
    "laramie-en (round 55)": firstOf("writers-r55", "first-round-laramie-en.json"),
    "tijuana-es (round 55)": firstOf("writers-r55", "first-round-tijuana-es.json"),
    "elizabeth-es (round 55)": firstOf("writers-r55", "first-round-elizabeth-es.json"),
    "omaha-en (round 56)": firstOf("writers-r56", "first-round-omaha-en.json"),
    "tucson-en (round 56)": firstOf("writers-r56", "first-round-tucson-en.json"),
    "dayton-en (round 56)": firstOf("writers-r56", "first-round-dayton-en.json"),
    "salinas-es (round 56)": firstOf("writers-r56", "first-round-salinas-es.json"),
    "santafe-es (round 56)": firstOf("writers-r56", "first-round-santafe-es.json"),
    "scranton-en (round 57)": firstOf("writers-r57", "first-round-scranton-en.json"),
    "lafayette-en (round 57)": firstOf("writers-r57", "first-round-lafayette-en.json"),
    "tulsa-en (round 57)": firstOf("writers-r57", "first-round-tulsa-en.json"),
    "pueblo-es (round 57)": firstOf("writers-r57", "first-round-pueblo-es.json"),
    "hartford-es (round 57)": firstOf("writers-r57", "first-round-hartford-es.json"),
    "clarksville-en (round 58)": firstOf("writers-r58", "first-round-clarksville-en.json"),
    "beaumont-en (round 58)": firstOf("writers-r58", "first-round-beaumont-en.json"),
    "kalamazoo-en (round 58)": firstOf("writers-r58", "first-round-kalamazoo-en.json"),
    "mayaguez-es (round 58)": firstOf("writers-r58", "first-round-mayaguez-es.json"),
    "odessa-es (round 58)": firstOf("writers-r58", "first-round-odessa-es.json"),
    "augusta-en (round 59)": firstOf("writers-r59", "first-round-augusta-en.json"),
    "cheyenne-en (round 59)": firstOf("writers-r59", "first-round-cheyenne-en.json"),
    "bangor-en (round 59)": firstOf("writers-r59", "first-round-bangor-en.json"),
    "reading-es (round 59)": firstOf("writers-r59", "first-round-reading-es.json"),
    "hazleton-es (round 59)": firstOf("writers-r59", "first-round-hazleton-es.json"),
    "savannah-en (round 60)": firstOf("writers-r60", "first-round-savannah-en.json"),
    "biloxi-en (round 60)": firstOf("writers-r60", "first-round-biloxi-en.json"),
    "missoula-en (round 60)": firstOf("writers-r60", "first-round-missoula-en.json"),
    "vineland-es (round 60)": firstOf("writers-r60", "first-round-vineland-es.json"),
    "dodgecity-es (round 60)": firstOf("writers-r60", "first-round-dodgecity-es.json"),
    "lawton-en (round 61)": firstOf("writers-r61", "first-round-lawton-en.json"),
    "watertown-en (round 61)": firstOf("writers-r61", "first-round-watertown-en.json"),
    "barstow-en (round 61)": firstOf("writers-r61", "first-round-barstow-en.json"),
    "nogales-es (round 61)": firstOf("writers-r61", "first-round-nogales-es.json"),
    "pasco-es (round 61)": firstOf("writers-r61", "first-round-pasco-es.json"),
    "columbia-en (round 62)": firstOf("writers-r62", "first-round-columbia-en.json"),
    "fortwayne-en (round 62)": firstOf("writers-r62", "first-round-fortwayne-en.json"),
    "shreveport-en (round 62)": firstOf("writers-r62", "first-round-shreveport-en.json"),
    "santaana-es (round 62)": firstOf("writers-r62", "first-round-santaana-es.json"),
    "aguadilla-es (round 62)": firstOf("writers-r62", "first-round-aguadilla-es.json"),
    "coloradosprings-en (round 63)": firstOf("writers-r63", "first-round-coloradosprings-en.json"),
    "huntsville-en (round 63)": firstOf("writers-r63", "first-round-huntsville-en.json"),
    "syracuse-en (round 63)": firstOf("writers-r63", "first-round-syracuse-en.json"),
    "corpuschristi-es (round 63)": firstOf("writers-r63", "first-round-corpuschristi-es.json"),
    "humboldtpark-es (round 63)": firstOf("writers-r63", "first-round-humboldtpark-es.json"),
    "knoxville-en (round 64)": firstOf("writers-r64", "first-round-knoxville-en.json"),
    "minot-en (round 64)": firstOf("writers-r64", "first-round-minot-en.json"),
    "sierravista-en (round 64)": firstOf("writers-r64", "first-round-sierravista-en.json"),
    "sanbernardino-es (round 64)": firstOf("writers-r64", "first-round-sanbernardino-es.json"),
    "waukegan-es (round 64)": firstOf("writers-r64", "first-round-waukegan-es.json"),
    "amarillo-en (round 65)": firstOf("writers-r65", "first-round-amarillo-en.json"),
    "lexington-en (round 65)": firstOf("writers-r65", "first-round-lexington-en.json"),
    "portsmouth-en (round 65)": firstOf("writers-r65", "first-round-portsmouth-en.json"),
    "lascruces-es (round 65)": firstOf("writers-r65", "first-round-lascruces-es.json"),
    "lynn-es (round 65)": firstOf("writers-r65", "first-round-lynn-es.json"),
    "beckley-en (round 66)": firstOf("writers-r66", "first-round-beckley-en.json"),
    "dothan-en (round 66)": firstOf("writers-r66", "first-round-dothan-en.json"),
    "pocatello-en (round 66)": firstOf("writers-r66", "first-round-pocatello-en.json"),
    "delrio-es (round 66)": firstOf("writers-r66", "first-round-delrio-es.json"),
    "perthamboy-es (round 66)": firstOf("writers-r66", "first-round-perthamboy-es.json"),
    "muskogee-en (round 67)": firstOf("writers-r67", "first-round-muskogee-en.json"),
    "hampton-en (round 67)": firstOf("writers-r67", "first-round-hampton-en.json"),
    "siouxfalls-en (round 67)": firstOf("writers-r67", "first-round-siouxfalls-en.json"),
    "pharr-es (round 67)": firstOf("writers-r67", "first-round-pharr-es.json"),
    "bridgeport-es (round 67)": firstOf("writers-r67", "first-round-bridgeport-es.json"),
    "lakecharles-en (round 68)": firstOf("writers-r68", "first-round-lakecharles-en.json"),
    "gary-en (round 68)": firstOf("writers-r68", "first-round-gary-en.json"),
    "lejeune-en (round 68)": firstOf("writers-r68", "first-round-lejeune-en.json"),
    "homestead-es (round 68)": firstOf("writers-r68", "first-round-homestead-es.json"),
    "manassas-es (round 68)": firstOf("writers-r68", "first-round-manassas-es.json"),
    "junctioncity-en (round 69)": firstOf("writers-r69", "first-round-junctioncity-en.json"),
    "pittsburgh-en (round 69)": firstOf("writers-r69", "first-round-pittsburgh-en.json"),
    "oceanside-en (round 69)": firstOf("writers-r69", "first-round-oceanside-en.json"),
    "fajardo-es (round 69)": firstOf("writers-r69", "first-round-fajardo-es.json"),
    "norcross-es (round 69)": firstOf("writers-r69", "first-round-norcross-es.json"),
    "beaufort-en (round 70)": firstOf("writers-r70", "first-round-beaufort-en.json"),
    "youngstown-en (round 70)": firstOf("writers-r70", "first-round-youngstown-en.json"),
    "fairbanks-en (round 70)": firstOf("writers-r70", "first-round-fairbanks-en.json"),
    "yauco-es (round 70)": firstOf("writers-r70", "first-round-yauco-es.json"),
    "brentwood-es (round 70)": firstOf("writers-r70", "first-round-brentwood-es.json"),
    "stockton-en (round 71)": firstOf("writers-r71", "first-round-stockton-en.json"),
    "chillicothe-en (round 71)": firstOf("writers-r71", "first-round-chillicothe-en.json"),
    "flatbush-en (round 71)": firstOf("writers-r71", "first-round-flatbush-en.json"),
    "sanangelo-es (round 71)": firstOf("writers-r71", "first-round-sanangelo-es.json"),
    "jacksonheights-es (round 71)": firstOf("writers-r71", "first-round-jacksonheights-es.json"),
    "camden-en (round 72)": firstOf("writers-r72", "first-round-camden-en.json"),
    "deltams-en (round 72)": firstOf("writers-r72", "first-round-deltams-en.json"),
    "austin-en (round 72)": firstOf("writers-r72", "first-round-austin-en.json"),
    "unioncity-es (round 72)": firstOf("writers-r72", "first-round-unioncity-es.json"),
    "coachella-es (round 72)": firstOf("writers-r72", "first-round-coachella-es.json"),
    "portland-en (round 73)": firstOf("writers-r73", "first-round-portland-en.json"),
    "hinesville-en (round 73)": firstOf("writers-r73", "first-round-hinesville-en.json"),
    "stcloud-en (round 73)": firstOf("writers-r73", "first-round-stcloud-en.json"),
    "columbusga-es (round 73)": firstOf("writers-r73", "first-round-columbusga-es.json"),
    "stockton-es (round 73)": firstOf("writers-r73", "first-round-stockton-es.json"),
    "kansascity-en (round 74)": firstOf("writers-r74", "first-round-kansascity-en.json"),
    "annapolis-en (round 74)": firstOf("writers-r74", "first-round-annapolis-en.json"),
    "indiansprings-en (round 74)": firstOf("writers-r74", "first-round-indiansprings-en.json"),
    "santamaria-es (round 74)": firstOf("writers-r74", "first-round-santamaria-es.json"),
    "keywest-es (round 74)": firstOf("writers-r74", "first-round-keywest-es.json"),
    "roanoke-en (round 75)": firstOf("writers-r75", "first-round-roanoke-en.json"),
    "norman-en (round 75)": firstOf("writers-r75", "first-round-norman-en.json"),
    "williston-en (round 75)": firstOf("writers-r75", "first-round-williston-en.json"),
    "sanluis-es (round 75)": firstOf("writers-r75", "first-round-sanluis-es.json"),
    "cayey-es (round 75)": firstOf("writers-r75", "first-round-cayey-es.json"),
    "texarkana-en (round 76)": firstOf("writers-r76", "first-round-texarkana-en.json"),
    "zanesville-en (round 76)": firstOf("writers-r76", "first-round-zanesville-en.json"),
    "fortsmith-en (round 76)": firstOf("writers-r76", "first-round-fortsmith-en.json"),
    "eaglepass-es (round 76)": firstOf("writers-r76", "first-round-eaglepass-es.json"),
    "santurce-es (round 76)": firstOf("writers-r76", "first-round-santurce-es.json"),
    "grandjunction-en (round 77)": firstOf("writers-r77", "first-round-grandjunction-en.json"),
    "kenosha-en (round 77)": firstOf("writers-r77", "first-round-kenosha-en.json"),
    "elizabethtown-en (round 77)": firstOf("writers-r77", "first-round-elizabethtown-en.json"),
    "juanadiaz-es (round 77)": firstOf("writers-r77", "first-round-juanadiaz-es.json"),
    "oxnard-es (round 77)": firstOf("writers-r77", "first-round-oxnard-es.json"),
    "bemidji-en (round 78)": firstOf("writers-r78", "first-round-bemidji-en.json"),
    "hattiesburg-en (round 78)": firstOf("writers-r78", "first-round-hattiesburg-en.json"),
    "altoona-en (round 78)": firstOf("writers-r78", "first-round-altoona-en.json"),
    "humacao-es (round 78)": firstOf("writers-r78", "first-round-humacao-es.json"),
    "greeley-es (round 78)": firstOf("writers-r78", "first-round-greeley-es.json"),
    "fountain-en (round 79)": firstOf("writers-r79", "first-round-fountain-en.json"),
    "gulfport-en (round 79)": firstOf("writers-r79", "first-round-gulfport-en.json"),
    "flagstaff-en (round 79)": firstOf("writers-r79", "first-round-flagstaff-en.json"),
    "elyria-es (round 79)": firstOf("writers-r79", "first-round-elyria-es.json"),
    "sanbenito-es (round 79)": firstOf("writers-r79", "first-round-sanbenito-es.json"),
    "joplin-en (round 80)": firstOf("writers-r80", "first-round-joplin-en.json"),
    "tupelo-en (round 80)": firstOf("writers-r80", "first-round-tupelo-en.json"),
    "kodiak-en (round 80)": firstOf("writers-r80", "first-round-kodiak-en.json"),
    "mcallen-es (round 80)": firstOf("writers-r80", "first-round-mcallen-es.json"),
    "guayama-es (round 80)": firstOf("writers-r80", "first-round-guayama-es.json"),
    "beaufortsc-en (round 81)": firstOf("writers-r81", "first-round-beaufortsc-en.json"),
    "cheyennewy-en (round 81)": firstOf("writers-r81", "first-round-cheyennewy-en.json"),
    "dearborn-en (round 81)": firstOf("writers-r81", "first-round-dearborn-en.json"),
    "sanjuan-es (round 81)": firstOf("writers-r81", "first-round-sanjuan-es.json"),
    "laredo2-es (round 81)": firstOf("writers-r81", "first-round-laredo2-es.json"),
    "bangorwa-en (round 82)": firstOf("writers-r82", "first-round-bangorwa-en.json"),
    "lakecity-en (round 82)": firstOf("writers-r82", "first-round-lakecity-en.json"),
    "fairbanks2-en (round 82)": firstOf("writers-r82", "first-round-fairbanks2-en.json"),
    "hartford2-es (round 82)": firstOf("writers-r82", "first-round-hartford2-es.json"),
    "santafe2-es (round 82)": firstOf("writers-r82", "first-round-santafe2-es.json"),
    "jasper-en (round 83)": firstOf("writers-r83", "first-round-jasper-en.json"),
    "ogden-en (round 83)": firstOf("writers-r83", "first-round-ogden-en.json"),
    "wahiawa-en (round 83)": firstOf("writers-r83", "first-round-wahiawa-en.json"),
    "vegabaja-es (round 83)": firstOf("writers-r83", "first-round-vegabaja-es.json"),
    "wheights-es (round 83)": firstOf("writers-r83", "first-round-wheights-es.json"),
    "pineville-en (round 84)": firstOf("writers-r84", "first-round-pineville-en.json"),
    "clarksburg-en (round 84)": firstOf("writers-r84", "first-round-clarksburg-en.json"),
    "canandaigua-en (round 84)": firstOf("writers-r84", "first-round-canandaigua-en.json"),
    "moca-es (round 84)": firstOf("writers-r84", "first-round-moca-es.json"),
    "southgate-es (round 84)": firstOf("writers-r84", "first-round-southgate-es.json"),
    "muncie-en (round 85)": firstOf("writers-r85", "first-round-muncie-en.json"),
    "florence-en (round 85)": firstOf("writers-r85", "first-round-florence-en.json"),
    "grandforks-en (round 85)": firstOf("writers-r85", "first-round-grandforks-en.json"),
    "ciales-es (round 85)": firstOf("writers-r85", "first-round-ciales-es.json"),
    "pasadenatx-es (round 85)": firstOf("writers-r85", "first-round-pasadenatx-es.json"),
    "galveston-en (round 86)": firstOf("writers-r86", "first-round-galveston-en.json"),
    "harlan-en (round 86)": firstOf("writers-r86", "first-round-harlan-en.json"),
    "lacrosse-en (round 86)": firstOf("writers-r86", "first-round-lacrosse-en.json"),
    "langleypark-es (round 86)": firstOf("writers-r86", "first-round-langleypark-es.json"),
    "deltona-es (round 86)": firstOf("writers-r86", "first-round-deltona-es.json"),
    "astoria-en (round 87)": firstOf("writers-r87", "first-round-astoria-en.json"),
    "montgomery-en (round 87)": firstOf("writers-r87", "first-round-montgomery-en.json"),
    "longbeach-en (round 87)": firstOf("writers-r87", "first-round-longbeach-en.json"),
    "santarosa-es (round 87)": firstOf("writers-r87", "first-round-santarosa-es.json"),
    "aurora-es (round 87)": firstOf("writers-r87", "first-round-aurora-es.json"),
    "durham-en (round 88)": firstOf("writers-r88", "first-round-durham-en.json"),
    "bozeman-en (round 88)": firstOf("writers-r88", "first-round-bozeman-en.json"),
    "lakeland-en (round 88)": firstOf("writers-r88", "first-round-lakeland-en.json"),
    "passaic-es (round 88)": firstOf("writers-r88", "first-round-passaic-es.json"),
    "kingsville-es (round 88)": firstOf("writers-r88", "first-round-kingsville-es.json"),
    "bismarck-en (round 89)": firstOf("writers-r89", "first-round-bismarck-en.json"),
    "paducah-en (round 89)": firstOf("writers-r89", "first-round-paducah-en.json"),
    "waycross-en (round 89)": firstOf("writers-r89", "first-round-waycross-en.json"),
    "woodburn-es (round 89)": firstOf("writers-r89", "first-round-woodburn-es.json"),
    "ocala-es (round 89)": firstOf("writers-r89", "first-round-ocala-es.json"),
    "boonville-en (round 90)": firstOf("writers-r90", "first-round-boonville-en.json"),
    "yuma-en (round 90)": firstOf("writers-r90", "first-round-yuma-en.json"),
    "lufkin-en (round 90)": firstOf("writers-r90", "first-round-lufkin-en.json"),
    "sumter-es (round 90)": firstOf("writers-r90", "first-round-sumter-es.json"),
    "dalycity-es (round 90)": firstOf("writers-r90", "first-round-dalycity-es.json"),
    "natchez-en (round 91)": firstOf("writers-r91", "first-round-natchez-en.json"),
    "gillette-en (round 91)": firstOf("writers-r91", "first-round-gillette-en.json"),
    "puyallup-en (round 91)": firstOf("writers-r91", "first-round-puyallup-en.json"),
    "wenatchee-es (round 91)": firstOf("writers-r91", "first-round-wenatchee-es.json"),
    "hollywoodfl-es (round 91)": firstOf("writers-r91", "first-round-hollywoodfl-es.json"),
    "cullman-en (round 92)": firstOf("writers-r92", "first-round-cullman-en.json"),
    "marquette-en (round 92)": firstOf("writers-r92", "first-round-marquette-en.json"),
    "leesville-en (round 92)": firstOf("writers-r92", "first-round-leesville-en.json"),
    "siouxcity-es (round 92)": firstOf("writers-r92", "first-round-siouxcity-es.json"),
    "mora-es (round 92)": firstOf("writers-r92", "first-round-mora-es.json"),
  };
  return {
    writers: Object.fromEntries([
      ...WRITERS.map((name) => [name, { firstRound: firstRound.writers[name]!, now: measureWriter(name) }]),
      // Held out until round 4, then tuned on (their rules tagged by set): their honest figure is
      // the first round here and the leave-one-writer-out figure below.
      ...(Object.keys(HELD_OUT_SETS) as HeldOutName[]).map((name) => [
        `${name}, first held out`,
        { firstRound: heldOutFirstRound[name], now: measureWriter(name) },
      ]),
    ]),
    leaveOneWriterOut: leaveOneWriterOut(),
    heldOut: measureRound2("heldout"),
    tuning: measureRound2("tuning"),
    microsPerMessage: microsPerMessage(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const one = process.argv.indexOf("--set");
  if (one > 0) {
    // One set's figures, as a first-round JSON records them: `--set "lakota-en (round 9)"`.
    console.log(JSON.stringify(measureWriter(process.argv[one + 1] as HeldOutName), null, 2));
  } else if (process.argv.includes("--misses")) {
    for (const name of [...WRITERS, ...(Object.keys(HELD_OUT_SETS) as HeldOutName[])]) {
      const misses: Misses = [];
      measureWriter(name, SCREEN_RULES, misses);
      console.log(`== ${name}: ${misses.length}`);
      for (const m of misses) console.log(`  [${m.tier} -> ${m.got}] ${m.message}`);
    }
  } else {
    console.log(JSON.stringify(await benchCrisis(), null, 2));
  }
}
