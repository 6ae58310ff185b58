import { CRISIS_LINKS, CRISIS_TAPS } from "../../../facts/crisis-line";

/**
 * The Veterans Crisis Line as the chat says it (FACTS.md): in the crisis reply, the system prompt
 * and the knowledge base. The phrases are the taps of facts/crisis-line.ts, so the chat shows each
 * as a one-tap link.
 */
export const CRISIS_LINE = {
  call: CRISIS_TAPS.call.text,
  text: CRISIS_TAPS.text.text,
  chat: `Confidential chat: ${CRISIS_LINKS.chat}`,
  tty: `TTY: ${CRISIS_TAPS.tty.text}`,
  emergency: `In an emergency, ${CRISIS_TAPS.emergency.text} or go to the nearest emergency room.`,
} as const;
