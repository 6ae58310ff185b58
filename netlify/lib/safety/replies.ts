/**
 * What the chat says when the crisis screen finds risk (docs/decisions/941-...): the crisis reply in
 * English or Spanish, 911 first when another person is in danger, one short line before a normal
 * answer for possible risk, and a reply that opens with the line for a language the assistant
 * cannot answer in. Every phone and text phrase is a tap of facts/crisis-line.ts, so the chat
 * shows it as a one-tap link.
 */
import { CRISIS_LINE_ES, CRISIS_LINKS, CRISIS_TAPS } from "../../../facts/crisis-line";
import { contact } from "../../../facts/service";
import { CRISIS_REPLY } from "./crisis";
import { CRISIS_LINE } from "./crisis-line";
import type { Screening } from "./screen";

const LINE_EN = [`- ${CRISIS_LINE.call}`, `- ${CRISIS_LINE.text}`, `- ${CRISIS_LINE.chat}`, `- ${CRISIS_LINE.tty}`];
const LINE_ES = [
  `- ${CRISIS_TAPS.callEs.text} (Línea de Crisis para Veteranos)`,
  `- O ${CRISIS_TAPS.textEs.text}`,
  `- Chat confidencial: ${CRISIS_LINKS.chat}`,
  `- TTY: ${CRISIS_TAPS.ttyEs.text}`,
];
const ELSE_EN = `If you were asking about something else, I'm still here to help with VA benefits, and you can call ${contact.phoneDisplay} to talk with a fellow veteran.`;
const ELSE_ES = `Si preguntaba por otra cosa, sigo aquí para ayudarle con los beneficios de VA, y puede llamar al ${contact.phoneDisplay} para hablar con un compañero veterano.`;
const SPANISH_988 = `La línea 988 general (no la de veteranos) también atiende en español: ${CRISIS_TAPS.spanishLifeline.text}.`;
const EMERGENCY_ES = `En una emergencia, ${CRISIS_TAPS.emergencyEs.text} o vaya a la sala de emergencias más cercana.`;

export const CRISIS_REPLY_ES = [
  "Parece que está pasando por algo muy difícil, y no tiene que enfrentarlo solo. Si está pensando en el suicidio o en hacerse daño, o le preocupa alguien, comuníquese ahora con la Línea de Crisis para Veteranos. Es confidencial:",
  ...LINE_ES,
  EMERGENCY_ES,
  SPANISH_988,
  ELSE_ES,
].join("\n");

/** Someone else is in danger: 911 first, then the line, which also helps with thoughts of hurting others. */
export const HARM_REPLY = [
  `If anyone is in danger right now, ${CRISIS_TAPS.emergency.text} first.`,
  "Then please reach out to the Veterans Crisis Line. It helps when anger or thoughts of hurting someone feel out of control, and when you are worried about someone else. It's confidential:",
  ...LINE_EN,
  ELSE_EN,
].join("\n");

export const HARM_REPLY_ES = [
  `Si alguien está en peligro ahora mismo, ${CRISIS_TAPS.emergencyEs.text} primero.`,
  "Después comuníquese con la Línea de Crisis para Veteranos. La línea ayuda cuando la ira o las ganas de hacerle daño a alguien se salen de control, y cuando le preocupa otra persona. Es confidencial:",
  ...LINE_ES,
  SPANISH_988,
  ELSE_ES,
].join("\n");

/** The one line before a normal answer when the screen finds possible risk. */
export const POSSIBLE_LINE = `If things feel heavy right now, the Veterans Crisis Line is there any time: ${CRISIS_TAPS.call.text}, or ${CRISIS_TAPS.text.text}.`;
export const POSSIBLE_LINE_ES = `Si las cosas le pesan mucho ahora, la Línea de Crisis para Veteranos está disponible a toda hora. ${CRISIS_TAPS.callEs.text}, o ${CRISIS_TAPS.textEs.text}.`;

/** Any message in a language the assistant cannot answer in: the line first, in English and Spanish. */
export const OTHER_LANGUAGE_REPLY = [
  `Veterans Crisis Line: ${CRISIS_TAPS.call.text}, or ${CRISIS_TAPS.text.text}. In an emergency, ${CRISIS_TAPS.emergency.text}.`,
  `Línea de Crisis para Veteranos: ${CRISIS_TAPS.callEs.text}, o ${CRISIS_TAPS.textEs.text}. En una emergencia, ${CRISIS_TAPS.emergencyEs.text}.`,
  `988 calls have interpreters in more than ${CRISIS_LINE_ES.interpreterLanguages} languages. / Las llamadas al 988 tienen intérpretes en más de ${CRISIS_LINE_ES.interpreterLanguages} idiomas.`,
  "This assistant answers in English and Spanish. / Este asistente responde en inglés y en español.",
].join("\n");

/**
 * The whole reply for a screening that decides it alone (clear risk, harm to others, another
 * language), or null when the normal answer goes ahead (with `openingLine` before it, if any).
 */
export function crisisReplyFor(screening: Screening): string | null {
  if (screening.language === "other") return OTHER_LANGUAGE_REPLY;
  const spanish = screening.language === "es";
  if (screening.tier === "harm") return spanish ? HARM_REPLY_ES : HARM_REPLY;
  if (screening.tier === "clear") return spanish ? CRISIS_REPLY_ES : CRISIS_REPLY;
  return null;
}

/** The line that opens a normal answer for possible risk, or null. */
export function openingLineFor(screening: Screening): string | null {
  if (screening.tier !== "possible" || screening.language === "other") return null;
  return screening.language === "es" ? POSSIBLE_LINE_ES : POSSIBLE_LINE;
}
