/**
 * The API contract shared by the web client and the Netlify Functions.
 * It may depend on valibot only: nothing from web/ or netlify/ is imported here.
 */
import * as v from "valibot";

export const API_PATHS = {
  consultations: "/api/consultations",
  chatSend: "/api/chat/send",
} as const;

/**
 * Prerendered pages a no-JavaScript form post is sent to (303) after the consultations function:
 * no personal data ever goes into these addresses.
 */
export const FORM_POST_PAGES = {
  received: "/consultation-received",
  notSent: "/consultation-not-sent",
} as const;

export const SERVICE_BRANCHES = ["Army", "Navy", "Air Force", "Marines", "Coast Guard", "Space Force"] as const;

export type ServiceBranch = (typeof SERVICE_BRANCHES)[number];

/** Name of the visually hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

export type ConsultationRequest = {
  fullName: string;
  email: string;
  phone: string;
  serviceBranch: ServiceBranch;
  [HONEYPOT_FIELD]?: string;
};

export type ChatSendRequest = { sessionId: string; message: string };
export type ChatSendResponse = { response: string };

// ---------------------------------------------------------------------------
// Consultation request schema: the one validation contract for form and function.
// ---------------------------------------------------------------------------
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 256;
/** Longest phone text accepted before digits are counted (separators included). */
export const PHONE_TEXT_MAX = 32;

// C0/C1 controls plus the Unicode line and paragraph separators: none belong in a name.
const CONTROL_CHARS = /[\p{Cc}\u2028\u2029]/u;
const PHONE_CHARS = /^\+?[\d\s().-]+$/;
/** "x12", "ext. 12", "extension 12" after the number: kept in the text, not part of the number. */
const PHONE_EXTENSION = /[\s,;]*(?:x|ext\.?|extension)\s*\d{1,6}$/i;

/**
 * The phone number in E.164 form (`+15551234567`), or null when it is not a
 * US number of 10 digits (optionally led by 1 or +1) nor `+` and 7 to 15 digits. An extension
 * at the end is allowed and left out.
 */
export function toE164Phone(phone: string): string | null {
  const text = phone.trim().replace(PHONE_EXTENSION, "");
  if (text.length > PHONE_TEXT_MAX || !PHONE_CHARS.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) {
    if (digits.startsWith("1") && digits.length !== 11) return null;
    return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

export const ConsultationSchema = v.object({
  fullName: v.pipe(
    v.string("Full name must be text."),
    v.trim(),
    v.nonEmpty("Enter your full name."),
    v.maxLength(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters.`),
    v.check((name) => !CONTROL_CHARS.test(name), "Full name contains characters that are not allowed."),
  ),
  email: v.pipe(
    v.string("E-mail must be text."),
    v.trim(),
    v.nonEmpty("Enter your e-mail address."),
    v.maxLength(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters.`),
    // What browsers accept in a type="email" field (apostrophes, punycode domains) must pass here
    // too, or a veteran could never get past the server; CR/LF and spaces still fail.
    v.rfcEmail("Enter a valid e-mail address."),
  ),
  phone: v.pipe(
    v.string("Phone must be text."),
    v.trim(),
    v.nonEmpty("Enter your phone number."),
    v.check(
      (phone) => toE164Phone(phone) !== null,
      "Enter a US phone number with 10 digits, or + and the country code for other countries.",
    ),
  ),
  serviceBranch: v.picklist(SERVICE_BRANCHES, "Choose your branch of service."),
  [HONEYPOT_FIELD]: v.optional(v.string()),
});

/** What the function accepts after validation (unknown keys dropped, strings trimmed). */
export type ValidConsultationRequest = v.InferOutput<typeof ConsultationSchema>;

export type ConsultationField = Exclude<keyof ValidConsultationRequest, typeof HONEYPOT_FIELD>;

/** `201` answer of `POST /api/consultations`. */
export type ConsultationCreated = { id: string };

/** Every non-2xx answer of the API: `fields` names each bad field on a 400. */
export type ApiErrorBody = { error: string; fields?: Partial<Record<ConsultationField, string>> };

// ---------------------------------------------------------------------------
// Chat request schema (SPEC §3: "session-", the time in ms, "-", a random string).
// ---------------------------------------------------------------------------
export const CHAT_MESSAGE_MAX = 2000;
/** `session-` + 13-digit epoch ms + `-` + 6 to 64 letters and digits (spec clients send 9). */
export const CHAT_SESSION_ID_PATTERN = /^session-\d{13}-[A-Za-z0-9]{6,64}$/;

export const ChatSendSchema = v.object({
  sessionId: v.pipe(
    v.string("The session id must be text."),
    v.regex(CHAT_SESSION_ID_PATTERN, "The session id is not valid."),
  ),
  message: v.pipe(
    v.string("The message must be text."),
    v.trim(),
    v.nonEmpty("Type a message."),
    v.maxLength(CHAT_MESSAGE_MAX, `The message must be at most ${CHAT_MESSAGE_MAX} characters.`),
  ),
});

/** What the chat function accepts after validation (unknown keys dropped, message trimmed). */
export type ValidChatSendRequest = v.InferOutput<typeof ChatSendSchema>;
