/**
 * The crisis screen's threat reading (decision 941, round 39): which crisis reply a message gets.
 * The rules give the crisis reply with 911 first (`harm`) to the threats they have words for; a
 * threat in other words ("somebody at that regional office is gonna die and it wont be me", "la
 * escopeta lista, esta noche le pago con la misma moneda") got the crisis reply without 911. A
 * logistic regression over the second opinion's features, trained on every writer's threats against
 * their clear-risk and ordinary messages but the newest round's (scripts/threat-opinion.ts), moves
 * a crisis reply to the one with 911 first where it reads a threat. It never gives or takes away a
 * crisis reply: both replies open with the Veterans Crisis Line.
 */
import weights from "./threat-opinion-weights";
import { opinionFeatures, riskProbability, type SecondOpinionModel } from "./second-opinion";

/**
 * Above this, 911 first. Trained on rounds up to 44 (45, 46) and measured on rounds 45 to 47 (46 to
 * 47, 47), which it never saw: 0.7 gave 911 first to 9 of the 28 threats that had the crisis reply
 * without it (6 of 19, 3 of 9), to 1 of 808 clear-risk messages (1 of 540, 0 of 263) and to no
 * ordinary message, and to 2 of the 406 ordinary probes of rounds 34 to 38's second reads that get
 * the crisis reply. 0.5 gave 911 first to 12 threats and 9 of those probes; trained without the
 * ordinary messages, to 31.
 */
const THREAT_ABOVE = 0.7;

/** Parsed on first use: only a message that gets the crisis reply is read (the weights are a JSON string). */
let model: SecondOpinionModel | undefined;

export function readsAsThreat(message: string): boolean {
  model ??= JSON.parse(weights) as SecondOpinionModel;
  return riskProbability(opinionFeatures(message), model) > THREAT_ABOVE;
}
