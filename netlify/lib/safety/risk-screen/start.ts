import type { RecentTurns } from "../screen";
import { RISK_SCREEN_TIMEOUT_MS, type RiskJudgment, type RiskScreen, type RiskUsage } from "./judgment";

/** After the model's answer is ready, the reply waits at most this long more for the judgment. */
const RISK_SCREEN_GRACE_MS = 250;
/** An offline answer, ready in milliseconds, may wait until this long after the screen started. */
const RISK_SCREEN_FLOOR_MS = 1500;

type RiskOutcome = RiskJudgment["verdict"] | "failed" | "late";
export type RiskResult = { outcome: RiskOutcome; usage?: RiskUsage; error?: unknown };

/**
 * Starts judging `message` (with the session's `recent` turns) now. `result()`, called when the answer is ready, settles by a bounded
 * deadline and never rejects: the grace after a model's answer; after an offline answer, the later
 * of the grace and the floor since the start.
 */
export function startRiskScreen(
  screen: RiskScreen,
  message: string,
  now: () => number = Date.now,
  recent?: RecentTurns,
) {
  const startedAt = now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RISK_SCREEN_TIMEOUT_MS);
  const judged: Promise<RiskResult> = screen
    .judge(message, controller.signal, recent)
    .then(({ verdict, usage }): RiskResult => ({ outcome: verdict, usage }))
    .catch((error: unknown): RiskResult => ({ outcome: "failed", error }))
    .finally(() => clearTimeout(timer));
  return {
    async result({ offlineAnswer }: { offlineAnswer: boolean }): Promise<RiskResult> {
      const floor = offlineAnswer ? startedAt + RISK_SCREEN_FLOOR_MS - now() : 0;
      const wait = Math.max(RISK_SCREEN_GRACE_MS, floor);
      let late: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<RiskResult>((resolve) => {
        late = setTimeout(() => resolve({ outcome: "late" }), wait);
      });
      try {
        return await Promise.race([judged, deadline]);
      } finally {
        clearTimeout(late);
      }
    },
  };
}
