/**
 * Crisis language detection, run on every message before anything else. It is deliberately
 * broad: a false positive costs a veteran one extra message with the crisis line; a miss can
 * cost a life (docs/decisions/202-crisis-detection.md).
 */
import { hasCrisisCues } from "./crisis-cues";
import { collapseRuns, normalizeMessage } from "./crisis-normalize";
import { modelFlags } from "./crisis-model";
import { CRISIS_PATTERNS } from "./crisis-patterns";
import { contact } from "../../../facts/service";
import { CRISIS_LINE } from "./crisis-line";

export const CRISIS_REPLY = [
  "It sounds like you may be going through something really hard, and you don't have to face it alone. If you are thinking about suicide or hurting yourself, or you are worried about a buddy, please reach out to the Veterans Crisis Line now. It's confidential:",
  `- ${CRISIS_LINE.call}`,
  `- ${CRISIS_LINE.text}`,
  `- ${CRISIS_LINE.chat}`,
  `- ${CRISIS_LINE.tty}`,
  CRISIS_LINE.emergency,
  `If you were asking about something else, I'm still here to help with VA benefits, and you can call ${contact.phoneDisplay} to talk with a fellow veteran.`,
].join("\n");

// One expression per pattern: V8 runs 300 small ones ten times faster than one alternation of all.
const CRISIS_RES = CRISIS_PATTERNS.map((p) => new RegExp(`(?:^| )(?:${collapseRuns(p)})(?= |$)`));

/**
 * True when the message may express suicidal thoughts, self-harm, or danger to self or others:
 * a phrase pattern (crisis-patterns.ts) or a means of dying near a cue of intent (crisis-cues.ts),
 * on the message as its writer meant it (crisis-normalize.ts). Synchronous and local.
 */
export function isCrisisMessage(message: string): boolean {
  // A "1" inside a word is an "i" in "su1cide" and an "l" in "ki11": both readings are screened.
  const readings = /1/.test(message) ? [message, message.replace(/1/g, "l")] : [message];
  return readings.some((reading) => {
    const normalized = normalizeMessage(reading);
    return CRISIS_RES.some((re) => re.test(normalized)) || hasCrisisCues(normalized) || modelFlags(normalized);
  });
}
