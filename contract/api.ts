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

/**
 * The Spanish pages a no-JavaScript form post from /es/ is sent to. The form says it came from the
 * Spanish page in its action address (`?lang=es`, CONSULTATION_LANGUAGE_PARAM), never in its body.
 */
export const FORM_POST_PAGES_ES = {
  received: "/es/consulta-recibida/",
  notSent: "/es/consulta-no-enviada/",
} as const;

/** The query parameter a no-JavaScript form post names its page's language with (`es`). */
export const CONSULTATION_LANGUAGE_PARAM = "lang";

/**
 * The language of the page a request came from: `es` from the Spanish page, which says so in
 * `Content-Language` (its script) or in CONSULTATION_LANGUAGE_PARAM (its form without JavaScript).
 */
export type PageLanguage = "en" | "es";

/** The four fields of the consultation form, in the form's order. */
export const CONSULTATION_FIELDS = ["fullName", "email", "phone", "serviceBranch"] as const;
export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

/** Each field's word in a not-sent page's address (no personal data: only which fields failed). */
const FIELD_SLUGS: Record<PageLanguage, Record<ConsultationField, string>> = {
  en: { fullName: "name", email: "email", phone: "phone", serviceBranch: "branch" },
  es: { fullName: "nombre", email: "correo", phone: "telefono", serviceBranch: "rama" },
};

/**
 * The page a no-JavaScript form post lands on when it was not taken: the one for `fields` when the
 * server refused those fields (`/consultation-not-sent-email-phone`, `/es/consulta-no-enviada-correo/`),
 * so the page names only them; else the general one. Every set of fields has its own prerendered
 * page in each language (`NOT_SENT_FIELD_PAGES`).
 */
export function notSentPage(fields: readonly string[] = [], language: PageLanguage = "en"): string {
  const failed = CONSULTATION_FIELDS.filter((field) => fields.includes(field));
  const general = language === "es" ? FORM_POST_PAGES_ES.notSent : FORM_POST_PAGES.notSent;
  if (failed.length === 0) return general;
  const named = `${general.replace(/\/$/, "")}-${failed.map((field) => FIELD_SLUGS[language][field]).join("-")}`;
  return language === "es" ? `${named}/` : named;
}

/** Every not-sent page that names fields: one per non-empty set of fields (15) and language. */
export const NOT_SENT_FIELD_PAGES: { path: string; fields: ConsultationField[]; language: PageLanguage }[] = Array.from(
  { length: 2 ** CONSULTATION_FIELDS.length - 1 },
  (_, index) => CONSULTATION_FIELDS.filter((_field, bit) => ((index + 1) >> bit) & 1),
).flatMap((fields) =>
  (["en", "es"] as const).map((language) => ({ path: notSentPage(fields, language), fields, language })),
);

export const SERVICE_BRANCHES = ["Army", "Navy", "Air Force", "Marines", "Coast Guard", "Space Force"] as const;

export type ServiceBranch = (typeof SERVICE_BRANCHES)[number];

/** Name of the visually hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "website";

/** A body whose hidden field holds anything but nothing or blanks: a bot's, whatever else it sent. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

export type ConsultationRequest = {
  fullName: string;
  email: string;
  phone: string;
  serviceBranch: ServiceBranch;
  [HONEYPOT_FIELD]?: string;
};

export type ChatSendRequest = { sessionId: string; message: string };
/**
 * The chat's answer: `response` is the text shown. Beside it, optionally: `handoff` when
 * the assistant could not answer and offers a person, and `followUps`, one or two questions the
 * page offers as buttons.
 */
export type ChatSendResponse = { response: string; handoff?: boolean; followUps?: string[] };

/**
 * The page's language travels as this request header ("en" or "es"), never in the body: the
 * assistant answers in the message's own language, and in the page's when the message has none;
 * a consultation from the Spanish page is kept with `es`, so the counselor calls in Spanish.
 */
export const PAGE_LANGUAGE_HEADER = "Content-Language";
/** At most this many follow-up questions, each at most this long, are shown. */
export const CHAT_FOLLOW_UPS_MAX = 2;
export const CHAT_FOLLOW_UP_LENGTH_MAX = 120;

// ---------------------------------------------------------------------------
// Consultation request schema: the one validation contract for form and function.
// ---------------------------------------------------------------------------
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 256;
/** Longest phone text accepted before digits are counted (separators included). */
const PHONE_TEXT_MAX = 32;

/**
 * Never in any consultation field: C0/C1 controls (CR, LF, VT, FF among them), line and paragraph
 * separators, every space but the ordinary one, and lone surrogates (half a character: invalid
 * UTF-16 that JSON can still carry as `\ud800`).
 */
const CONTROL_CHARS = /[\p{Cc}\p{Zl}\p{Zp}\uD800-\uDFFF]|(?! )\p{Zs}/u;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/**
 * Invisible format characters (Unicode category Cf): bidi overrides, isolates and marks can make
 * a name read differently in the counselor's mail client than it is. ZWNJ and ZWJ stay allowed:
 * names in Persian, Hindi and other scripts are spelled with them.
 */
export const INVISIBLE_FORMAT_CHARS = /(?![\u200C\u200D])\p{Cf}/u;
/** Any invisible format character at all: none belongs in an e-mail address or a phone number. */
const ANY_FORMAT_CHAR = /\p{Cf}/u;
/**
 * A letter a person can see: Hangul and Halfwidth fillers (U+3164, U+115F, U+FFA0) are letters to
 * Unicode but show nothing, as every default-ignorable code point.
 */
const VISIBLE_LETTER = /(?!\p{Default_Ignorable_Code_Point})\p{L}/u;
/** MIME encoded-word syntax (`=?utf-8?q?...?=`): a mail client would decode it into other text. */
const ENCODED_WORD = /=\?[\s\S]*\?=/;
/**
 * What a mail server takes for a mailbox, beyond valibot's RFC shape: a dot in the domain
 * (`a@b` is no address on the internet), no empty label or empty dot-separated part on either
 * side (`a..b@c.com`), and no quotes or encoded-word a mail client would read another way.
 */
function isDeliverableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  // The domain's dot and labels are hasCompleteEmailDomain's, with its own message.
  return !local.split(".").includes("") && !/["\\]/.test(email) && !ENCODED_WORD.test(email) && !email.includes("=?");
}
// Ordinary spaces only: \s would let CR, LF, VT, FF, U+2028 and U+FEFF through into the e-mail.
const PHONE_CHARS = /^\+?[\d ().-]+$/;
/** "x12", "ext. 12", "extension 12" after the number: kept in the text, not part of the number. */
const PHONE_EXTENSION = /[ ,;]*(?:x|ext\.?|extension) *\d{1,6}$/i;

/**
 * The phone number in E.164 form (`+15551234567`), or null when it is neither a US number of 10
 * digits (optionally led by 1 or +1) nor an international one: up to 15 digits with an optional
 * `+` (VA.gov's rule), at least 7 after a `+` and 11 without one (fewer is a US number short of a
 * digit), and a country code 1 only as a US number. An extension at the end is allowed and left out.
 */
export function toE164Phone(phone: string): string | null {
  const text = phone.trim().replace(PHONE_EXTENSION, "");
  if (text.length > PHONE_TEXT_MAX || !PHONE_CHARS.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  // A US area code never starts with 0 or 1.
  if (!text.startsWith("+") && /^[2-9]\d{9}$/.test(digits)) return `+1${digits}`;
  if (digits.startsWith("1")) return digits.length === 11 ? `+${digits}` : null;
  const shortest = text.startsWith("+") ? 7 : 11;
  return digits.length >= shortest && /^[1-9]\d{0,14}$/.test(digits) ? `+${digits}` : null;
}

/**
 * Whether an address that passed the RFC check can receive mail on the internet: its domain has a
 * dot and no empty label (`a@b`, `bob@gmailcom`, `a@b..com` and `a@.b.com` cannot).
 */
function hasCompleteEmailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** A body that is not a JSON object at all (the functions answer it as `invalid_json`). */
const NOT_AN_OBJECT = "The request body must be a JSON object.";

/**
 * The object schema's message: for a missing key the field's own "missing" text (valibot's default
 * would be `Invalid key: Expected ...`), else the not-an-object text.
 */
function objectMessage(missing: Record<string, string>): v.ErrorMessage<v.ObjectIssue> {
  return (issue) => {
    const key = issue.path?.[0]?.key;
    return typeof key === "string" && Object.hasOwn(missing, key) ? missing[key]! : NOT_AN_OBJECT;
  };
}

/** The product's words for every consultation field error (docs/decisions/104-consultation-input-rules.md). */
export const CONSULTATION_MESSAGES = {
  fullName: {
    missing: "Enter your full name.",
    type: "Full name must be text.",
    tooLong: `Full name must be at most ${FULL_NAME_MAX} characters.`,
    control: "Full name contains characters that are not allowed.",
    noLetter: "Full name must contain letters.",
    invisible: "Full name contains hidden formatting characters. Please type your name again.",
    encodedWord: "Full name cannot contain the character pairs =? and ?=.",
  },
  email: {
    missing: "Enter your e-mail address.",
    type: "E-mail must be text.",
    tooLong: `E-mail must be at most ${EMAIL_MAX} characters.`,
    invalid: "Enter a valid e-mail address.",
    incomplete: "Enter your whole e-mail address, with a dot in the part after the @, like name@example.com.",
    control: "E-mail contains characters that are not allowed.",
  },
  phone: {
    missing: "Enter your phone number.",
    type: "Phone must be text.",
    invalid: "Enter a US phone number with 10 digits, or an international number of up to 15 digits.",
    control: "Phone contains characters that are not allowed.",
  },
  serviceBranch: { missing: "Choose your branch of service.", invalid: "Choose your branch of service." },
} as const;

const M = CONSULTATION_MESSAGES;

export const ConsultationSchema = v.object(
  {
    // Controls are refused before trimming: a CR or LF at either end is no less a control.
    fullName: v.pipe(
      v.string(M.fullName.type),
      v.check((name) => !CONTROL_CHARS.test(name), M.fullName.control),
      v.check((name) => !INVISIBLE_FORMAT_CHARS.test(name), M.fullName.invisible),
      v.trim(),
      v.nonEmpty(M.fullName.missing),
      v.maxLength(FULL_NAME_MAX, M.fullName.tooLong),
      v.check((name) => VISIBLE_LETTER.test(name), M.fullName.noLetter),
      v.check((name) => !ENCODED_WORD.test(name), M.fullName.encodedWord),
    ),
    email: v.pipe(
      v.string(M.email.type),
      v.check((email) => !CONTROL_CHARS.test(email) && !ANY_FORMAT_CHAR.test(email), M.email.control),
      v.trim(),
      v.nonEmpty(M.email.missing),
      v.maxLength(EMAIL_MAX, M.email.tooLong),
      // What browsers accept in a type="email" field (apostrophes, punycode domains) must pass here
      // too, or a veteran could never get past the server; CR/LF and spaces still fail.
      v.rfcEmail(M.email.invalid),
      v.check(hasCompleteEmailDomain, M.email.incomplete),
      v.check(isDeliverableEmail, M.email.invalid),
    ),
    phone: v.pipe(
      v.string(M.phone.type),
      v.check((phone) => !CONTROL_CHARS.test(phone) && !ANY_FORMAT_CHAR.test(phone), M.phone.control),
      v.trim(),
      v.nonEmpty(M.phone.missing),
      v.check((phone) => toE164Phone(phone) !== null, M.phone.invalid),
    ),
    serviceBranch: v.picklist(SERVICE_BRANCHES, M.serviceBranch.invalid),
    // Anything at all: a filled trap is answered like a success before this schema is read, so
    // no error here can tell a bot what the field is (docs/decisions/961-chat-guard-privacy-and-budgets.md).
    [HONEYPOT_FIELD]: v.optional(v.unknown()),
  },
  objectMessage({
    fullName: M.fullName.missing,
    email: M.email.missing,
    phone: M.phone.missing,
    serviceBranch: M.serviceBranch.missing,
  }),
);

/** What the function accepts after validation (unknown keys dropped, strings trimmed). */
export type ValidConsultationRequest = v.InferOutput<typeof ConsultationSchema>;

/** `201` answer of `POST /api/consultations`. */
export type ConsultationCreated = { id: string };

/** Every non-2xx answer of the API: `fields` names each bad field on a 400. */
export type ApiErrorBody = { error: string; fields?: Partial<Record<ConsultationField, string>> };

/**
 * The status each of the API's error codes answers with. The body carries no code
 * (`ApiErrorBody`), so a client tells them apart by status; the two 400s by whether `fields` came.
 */
export const API_ERROR_STATUS = {
  invalid_json: 400,
  invalid_fields: 400,
  forbidden_origin: 403,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

// ---------------------------------------------------------------------------
// Chat request schema: a session id is "session-", the time in ms, "-", a random string.
// ---------------------------------------------------------------------------
export const CHAT_MESSAGE_MAX = 2000;
/**
 * `session-` + 13-digit epoch ms + `-` + 9 to 64 letters and digits: the spec's client sends 9,
 * and fewer are too easy to guess (the session cookie is what binds a history, not this id).
 */
const CHAT_SESSION_ID_PATTERN = /^session-\d{13}-[A-Za-z0-9]{9,64}$/;

/** The product's words for every chat request error. */
export const CHAT_MESSAGES = {
  sessionId: {
    missing: "The session id is missing.",
    type: "The session id must be text.",
    invalid: "The session id is not valid.",
  },
  message: {
    missing: "Type a message.",
    type: "The message must be text.",
    tooLong: `The message must be at most ${CHAT_MESSAGE_MAX} characters.`,
    halfCharacter: "The message contains characters that are not allowed.",
  },
} as const;

export const ChatSendSchema = v.object(
  {
    sessionId: v.pipe(
      v.string(CHAT_MESSAGES.sessionId.type),
      v.regex(CHAT_SESSION_ID_PATTERN, CHAT_MESSAGES.sessionId.invalid),
    ),
    message: v.pipe(
      v.string(CHAT_MESSAGES.message.type),
      // Half a character (a lone surrogate, `\ud800` in JSON) cannot be stored or sent on as UTF-8.
      v.check((message) => !LONE_SURROGATE.test(message), CHAT_MESSAGES.message.halfCharacter),
      v.trim(),
      v.nonEmpty(CHAT_MESSAGES.message.missing),
      v.maxLength(CHAT_MESSAGE_MAX, CHAT_MESSAGES.message.tooLong),
    ),
  },
  objectMessage({ sessionId: CHAT_MESSAGES.sessionId.missing, message: CHAT_MESSAGES.message.missing }),
);

/** What the chat function accepts after validation (unknown keys dropped, message trimmed). */
export type ValidChatSendRequest = v.InferOutput<typeof ChatSendSchema>;

// ---------------------------------------------------------------------------
// The endpoints: each path with the JSON body it takes and the JSON it answers on success.
// ---------------------------------------------------------------------------
export type ApiEndpoints = {
  [API_PATHS.consultations]: { request: ConsultationRequest; response: ConsultationCreated };
  [API_PATHS.chatSend]: { request: ChatSendRequest; response: ChatSendResponse };
};

export type ApiPath = keyof ApiEndpoints;
