import type { RecentTurns } from "../screen";

/**
 * The second crisis screen (issue 9): when Claude is configured, every message the local screen
 * did not flag is also judged by the model, in a small call of its own with a fixed prompt, run
 * beside the answer. A positive judgment returns the crisis reply. Its failure, an unclear answer
 * or lateness never blocks the answer and never shows an error (docs/decisions/502-...).
 * `./start.ts` runs one judgment; `./claude.ts` is the adapter.
 */

/** A judgment is abandoned after this long, whatever the answer does. */
export const RISK_SCREEN_TIMEOUT_MS = 3000;

export type RiskUsage = { inputTokens: number; outputTokens: number };
export type RiskJudgment = { verdict: "risk" | "safe" | "unclear"; usage: RiskUsage };

export interface RiskScreen {
  readonly kind: string;
  /** Judges `message` read with the session's recent turns, the same the local screen reads. */
  judge(message: string, signal: AbortSignal, recent?: RecentTurns): Promise<RiskJudgment>;
}
