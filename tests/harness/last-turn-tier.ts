/**
 * The crisis screen's tier for a conversation's last user turn, read with the turns before it as the
 * chat reads them: `turns` alternate user, assistant, user... (the round test files' conversations).
 */
import { screenTurn } from "../../netlify/lib/safety/screen";

export function lastTurnTier(...turns: string[]): string {
  const users: string[] = [];
  let assistant: string | undefined;
  let tier = "none";
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
