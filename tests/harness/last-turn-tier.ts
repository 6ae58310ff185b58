/**
 * The crisis screen's tier for a conversation's last user turn, read with the turns before it as the
 * chat reads them: `turns` alternate user, assistant, user... (the round test files' conversations).
 */
import { screenTurn, type Tier } from "../../netlify/lib/safety/screen";

/** The tiers in order, to say "at least the line" or "below the crisis reply". */
export const RANK: Record<Tier, number> = { none: 0, possible: 1, clear: 2, harm: 3 };

/**
 * The tiers a writer's label accepts: a threat only with 911 first, clear risk with the whole crisis
 * reply (or 911 first), possible risk with at least the line, "none" with nothing.
 */
export const AT_LABEL: Record<Tier, readonly Tier[]> = {
  harm: ["harm"],
  clear: ["clear", "harm"],
  possible: ["possible", "clear", "harm"],
  none: ["none"],
};

export function lastTurnTier(...turns: string[]): Tier {
  const users: string[] = [];
  let assistant: string | undefined;
  let tier: Tier = "none";
  turns.forEach((text, i) => {
    if (i % 2 === 1) {
      assistant = text;
      return;
    }
    tier = screenTurn(text, { userMessages: [...users], assistantMessage: assistant }).tier;
    users.push(text);
  });
  return tier;
}
