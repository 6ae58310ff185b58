/**
 * What the crisis screen's threat reading (netlify/lib/safety/threat-opinion.ts) learns from, and
 * how: every English and Spanish writer's crisis messages labelled `harm` (a threat to another
 * person or a place, or a weapon pointed at the writer) against those labelled `clear` (risk to
 * the writer or to someone they fear for) and the ordinary ones (where "my wife is gonna kill me if
 * i miss the c&p" is no threat), never a set kept for measuring only, trained as the second opinion
 * is (`trainSecondOpinion`, `risk` standing for a threat). Shared by scripts/threat-opinion.ts and
 * the unit tests. Deterministic.
 */
import { HELD_OUT_SETS, type HeldOutName, readWriterSet, type WriterName } from "../../corpus/crisis/index";
import { type Example, MEASURED_ONLY, trainSecondOpinion } from "./second-opinion-training";
import type { SecondOpinionModel } from "../../netlify/lib/safety/second-opinion";

/** The English and Spanish writer sets it learns from: all but the measured-only and other-language ones. */
export const THREAT_WRITERS: readonly (WriterName | HeldOutName)[] = [
  "vet-en",
  "responder-en",
  "family-es",
  ...(Object.keys(HELD_OUT_SETS) as HeldOutName[]).filter(
    (name) => !MEASURED_ONLY.includes(name) && !name.includes("-multi"),
  ),
];

export function threatExamples(): Example[] {
  return THREAT_WRITERS.flatMap((name) => {
    const set = readWriterSet(name);
    return [
      ...set.crisis
        .filter((c) => c.tier === "clear" || c.tier === "harm")
        .map((c) => ({ message: c.message, risk: c.tier === "harm", from: name })),
      ...set.ordinary.map((o) => ({ message: o.message, risk: false, from: name })),
    ];
  });
}

/**
 * Weights smaller than this are left out: the reading ships in the chat's bundle, and trained on
 * rounds up to 44, 0.3 kept 4,349 of 11,680 weights (71 of 202 KB) and read rounds 45 to 47 and
 * the second reads' probes exactly as all of them did.
 */
export const THREAT_PRUNE_BELOW = 0.3;

export function trainThreatOpinion(): SecondOpinionModel {
  return trainSecondOpinion(threatExamples(), undefined, THREAT_PRUNE_BELOW);
}
