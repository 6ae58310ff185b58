/**
 * The output guard: beside the link rule, the last check on every model reply
 * (docs/decisions/961-chat-guard-privacy-and-budgets.md). A model that was talked into it can write anything; the
 * veteran must never read from us a phone number we did not publish, a request for a Social
 * Security number, bank details or a password, a promised rating or outcome, a fee, or words
 * spoken as VA. A sentence that breaks a rule goes whole: the reply says less rather than
 * something false. When too little is left, the caller answers otherwise (the offline answer).
 */
import { CRISIS_TAPS } from "../../../facts/crisis-line";
import { contact } from "../../../facts/service";
import { VA_PHONES } from "../../../facts/va-phones";

export type GuardRule = "phone" | "personal-data" | "promise" | "fee" | "as-va";

export type GuardedReply = {
  /** The reply without the sentences that broke a rule; "" when too little was left. */
  text: string;
  /** The rule each removed sentence broke, in order (for the log: never the sentence). */
  removed: GuardRule[];
};

/** Every number a reply may name, as digits: 10-digit US numbers without the leading 1. */
const ALLOWED_NUMBERS = new Set([
  ...Object.values(CRISIS_TAPS).map((tap) => tap.href.replace(/\D/g, "")),
  ...Object.values(VA_PHONES).map(({ text }) => digitsOf(text)),
  usDigits(digitsOf(contact.phoneHref)),
]);

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** A US number written with its country code (1 or +1) compares as its 10 digits. */
function usDigits(digits: string): string {
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

const KEYPAD: Record<string, string> = Object.fromEntries(
  ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

// Dashes of every width, dots, slashes, brackets and spaces (one or two) between digits: a number
// spaced out digit by digit ("8 0 0 5 5 5 …") is still a number.
const SEP = String.raw`[\s().\-‐-―/]{0,3}`;
/** A run of digits a person could dial: 7 or more digits, separators allowed between them. */
const DIGIT_RUN = new RegExp(String.raw`\+?\d(?:${SEP}\d)*`, "gu");
/** A vanity number: an area code, then letters and digits ("1-900-CLAIM-NOW", "877-4AID-VET"). */
const VANITY = new RegExp(String.raw`(?:\+?1${SEP})?\(?\d{3}\)?${SEP}[A-Z0-9]{2,4}${SEP}[A-Z0-9]{3,5}\b`, "g");
/**
 * Short codes: a 3 to 6 digit number right after a word that dials or texts it, perhaps with one
 * word in capitals between ("Text CLAIM to 55123"). A number that goes on ("call 877-4AID-VET")
 * is read whole above.
 */
const SHORT_CODE =
  /(?:\b(?:[Cc]all|[Dd]ial|[Tt]ext|[Tt]xt|[Ss]ms|[Pp]hone|[Rr]ing|[Rr]each|[Cc]ontact|[Ll]ine|[Nn]umber|[Hh]otline|CALL|DIAL|TEXT|SMS)\b|#)\W{0,3}(?:[A-Z]{2,}\s+)?(?:us\s+|them\s+|at\s+|to\s+|on\s+)?(\d(?:[\s.-]?\d){2,5})(?![\s().\-/]*[\dA-Z])/gu;

/**
 * VA form numbers ("21-10210", "40-1330M", "21P-527EZ"): two digits, a dash, three to five more,
 * never a phone number's 3-3-4 shape. Read as dialable digits they would run on into the numbers
 * beside them.
 */
const FORM_NUMBER = /\b\d{2}[A-Z]?-\d{2,5}[A-Za-z]{0,3}\b/g;
/** Our published numbers as the replies write them, set aside before the scan below. */
const PUBLISHED_TEXTS = [...Object.values(VA_PHONES).map(({ text }) => text), contact.phoneDisplay];

/** The numbers in a sentence a person could call or text that we did not publish. */
function hasUnknownNumber(text: string): boolean {
  let sentence = text.replace(FORM_NUMBER, " ");
  for (const published of PUBLISHED_TEXTS) sentence = sentence.replaceAll(published, " ");
  for (const match of sentence.matchAll(DIGIT_RUN)) {
    const digits = digitsOf(match[0]);
    if (digits.length >= 7 && !ALLOWED_NUMBERS.has(usDigits(digits))) return true;
  }
  for (const match of sentence.matchAll(VANITY)) {
    if ((match[0].match(/[A-Z]/g)?.length ?? 0) < 2) continue;
    const digits = match[0].replace(/[A-Z]/g, (letter) => KEYPAD[letter]!).replace(/\D/g, "");
    // Vanity spellings often run past the 10 digits ("1-800-VETERANS"): the first 10 count.
    const dialed = usDigits(digits).slice(0, 10);
    if (!ALLOWED_NUMBERS.has(dialed)) return true;
  }
  for (const match of sentence.matchAll(SHORT_CODE)) {
    if (!ALLOWED_NUMBERS.has(digitsOf(match[1]!))) return true;
  }
  return false;
}

/** Words that turn a sentence around: "never share your password" is advice, not a request. */
const NEGATION =
  /\b(?:not|no|never|don'?t|doesn'?t|didn'?t|won'?t|can'?t|cannot|isn'?t|aren'?t|shouldn'?t|avoid|nobody|neither|nor|without|instead of)\b/i;

/**
 * True when the sentence holds `pattern` and the few words before it (within its clause) do not
 * negate it.
 */
function assertsPattern(sentence: string, pattern: RegExp): boolean {
  for (const match of sentence.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))) {
    const before = sentence.slice(0, match.index);
    const clause = before.split(/[,;:–—]|\bbut\b/i).at(-1) ?? "";
    const words = clause.trim().split(/\s+/).slice(-12).join(" ");
    if (!NEGATION.test(words)) return true;
  }
  return false;
}

/** What a reply must never ask for. Each is a request in a sentence that does not negate it. */
const PERSONAL_DATA = new RegExp(
  [
    String.raw`social[\s-]*security`,
    String.raw`\bs\.?\s?s\.?\s?n\.?s?\b`,
    String.raw`\bsocial\b.{0,12}\bnumber`,
    String.raw`\b(?:bank|banking|checking|savings)\b.{0,20}\b(?:account|details|info\w*|number)`,
    String.raw`\brouting\b`,
    String.raw`\baccount\s*(?:#|no\b|number)`,
    String.raw`\b(?:credit|debit)\s*card`,
    String.raw`\bcard\s*number`,
    String.raw`\bpass(?:word|code|phrase)s?\b`,
    String.raw`\bpin\b`,
    String.raw`\b(?:log-?in|sign-?in)\s+(?:details|info\w*|credentials|name|code)`,
    String.raw`\buser\s*name\b`,
    String.raw`\bcredentials\b`,
    String.raw`\bdate\s+of\s+birth\b`,
    String.raw`\bbirth\s*date\b`,
    String.raw`\bd\.?o\.?b\b`,
    String.raw`\bmother'?s\s+maiden`,
    String.raw`\bsecurity\s+(?:question|code)`,
    String.raw`\bverification\s+code`,
  ].join("|"),
  "iu",
);
/** Asking for it: a request verb, or the reply offering to take it. */
const REQUEST =
  /\b(?:type|enter|share|send|provide|give|tell|reply|respond|include|post|write|paste|confirm|verify|upload|submit|need|require|ask(?:ing)? for|what(?:'s| is| are)|let me have|i'?ll take|may i have|can i have|could you)\b/i;

function asksForPersonalData(sentence: string): boolean {
  if (!PERSONAL_DATA.test(sentence) || !REQUEST.test(sentence)) return false;
  // "To sign in, VA asks for your password on VA.gov only" is still a sentence about giving one
  // away: any request for these in a reply goes, unless the sentence warns against it.
  return assertsPattern(sentence, PERSONAL_DATA);
}

/** Promised ratings or outcomes: nobody but VA decides a claim, and VA cannot promise one either. */
const PROMISE = new RegExp(
  [
    String.raw`\bguarantee(?:d|s)?\b`,
    String.raw`\bpromise[sd]?\b`,
    String.raw`\b(?:100|hundred)\s*(?:%|percent)\s+(?:sure|certain|chance|success|approval|approved)`,
    String.raw`\b(?:will|shall|'ll|are going to|is going to)\s+(?:(?:definitely|certainly|surely|absolutely|for sure)\s+)?(?:be\s+)?(?:approved|granted|awarded|win|get\s+(?:a|an|the|your)\s+(?:\d+\s*(?:%|percent)|full|maximum|higher|100))`,
    String.raw`\b(?:your|the)\s+(?:claim|appeal|rating|benefits?|application|case)\s+(?:has|have|was|were|is|are)\s+(?:been\s+)?(?:now\s+)?(?:approved|granted|accepted|awarded|decided|increased)`,
    String.raw`\b(?:you|you'll|you will)\s+(?:definitely|certainly|surely)\b`,
    String.raw`\bcertain to (?:be approved|win|get)`,
  ].join("|"),
  "iu",
);
/** "If your claim is approved" is a condition, not a promise. */
const CONDITION = /\b(?:if|when|once|after|until|whether|unless)\b/i;

function promisesOutcome(sentence: string): boolean {
  if (!PROMISE.test(sentence)) return false;
  const match = PROMISE.exec(sentence)!;
  const before = sentence.slice(0, match.index);
  if (CONDITION.test(before.split(/[,;:]/).at(-1) ?? "")) return false;
  return assertsPattern(sentence, PROMISE);
}

/** A fee, a charge or a share of back pay: guidance here is free, with no fees or commissions. */
const FEE = new RegExp(
  [
    String.raw`\b(?:our|my|the service'?s|this service'?s|the counselor'?s|his|her)\s+(?:\w+\s+)?(?:fees?|charges?|prices?|rates?|costs?|commissions?|cut)\b`,
    String.raw`\b(?:we|i|the counselor|the service|they)\s+(?:only\s+)?(?:charge|bill|collect|take|keep|ask for|get paid|invoice)\b`,
    String.raw`\d+\s*(?:%|percent)\s+(?:of|from)\s+(?:your|the)\s+(?:\w+\s+)?(?:back\s*-?\s*pay|backpay|retro\w*|award|benefits?|payments?|compensation|settlement)`,
    String.raw`(?:\$|usd\s?)\s?\d`,
    String.raw`\b\d+\s*(?:dollars|bucks)\b`,
    String.raw`\b(?:fee|fees|charge|cost|costs|price)\s+(?:is|are|will be|of)\s+(?:only\s+)?(?:\$|\d)`,
    String.raw`\b(?:pay|paying|payment|deposit|retainer)\s+(?:us|me|the counselor|a fee|upfront|up front|in advance)\b`,
    String.raw`\bcontingency\b`,
  ].join("|"),
  "iu",
);

function quotesFee(sentence: string): boolean {
  return FEE.test(sentence) && assertsPattern(sentence, FEE);
}

const VA_NAME = String.raw`(?:the\s+)?(?:u\.?\s?s\.?\s+)?(?:department\s+of\s+veterans\s+affairs|veterans\s+affairs|v\.?a\.?(?![\w.]*\.gov)|veterans\s+benefits\s+administration|vba|veterans\s+health\s+administration)`;
/** Speaking as VA, or on VA's behalf: the service is independent and not part of VA. */
const AS_VA = new RegExp(
  [
    String.raw`\b(?:this|it)\s+is\s+${VA_NAME}\b`,
    String.raw`\b(?:we|i)\s+(?:am|are|'m|'re|work)\s+(?:(?:from|with|at|for|part\s+of|an?\s+official\s+of|employees?\s+of|representing|calling\s+from)\s+)?${VA_NAME}\b`,
    String.raw`\b(?:we'?re|i'?m)\s+(?:(?:from|with|at|for|part\s+of|representing)\s+)?${VA_NAME}\b`,
    String.raw`\bon\s+behalf\s+of\s+${VA_NAME}\b`,
    String.raw`\b(?:here\s+at|we\s+at)\s+${VA_NAME}\b`,
    String.raw`\b${VA_NAME}\s+here\b`,
    String.raw`\b(?:as|from)\s+(?:your\s+)?${VA_NAME}\s*,`,
    String.raw`\bofficial\s+(?:va|department)\s+(?:notice|message|representative|agent|chat|assistant)`,
    String.raw`\b(?:we|i)\s+(?:have|'ve)\s+(?:now\s+)?(?:approved|granted|reviewed|processed|decided)\s+your\b`,
  ].join("|"),
  "iu",
);

function speaksAsVa(sentence: string): boolean {
  return AS_VA.test(sentence) && assertsPattern(sentence, AS_VA);
}

/** The first rule a sentence breaks, if any, read on its normalized form. */
function brokenRule(sentence: string): GuardRule | null {
  // NFKC folds full-width digits and letters; invisible format characters go (a model can hide
  // a number or a word behind zero-width joiners); curly apostrophes read as straight ones.
  const text = sentence
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .replace(/[’‘]/g, "'");
  if (hasUnknownNumber(text)) return "phone";
  if (asksForPersonalData(text)) return "personal-data";
  if (promisesOutcome(text)) return "promise";
  if (quotesFee(text)) return "fee";
  if (speaksAsVa(text)) return "as-va";
  return null;
}

/**
 * Made on the first reply that needs it: building a Segmenter loads ICU's sentence data, about 15
 * ms of a fresh instance's start that an offline answer or the crisis reply never uses (issue 17).
 */
let segmenter: Intl.Segmenter | undefined;
const sentencesOf = (line: string) =>
  (segmenter ??= new Intl.Segmenter("en", { granularity: "sentence" })).segment(line);

/** Less than this many letters left after a removal is too little to stand as an answer. */
const MIN_LETTERS_LEFT = 60;

/**
 * The reply with every sentence that breaks a rule removed, each line (a list item, a paragraph)
 * kept in place. When a removal leaves fewer than `MIN_LETTERS_LEFT` letters, or half the reply
 * or more went, `text` is "" and the caller answers otherwise.
 */
export function guardReply(reply: string): GuardedReply {
  const removed: GuardRule[] = [];
  let kept = 0;
  let total = 0;
  const lines = reply.split("\n").flatMap((line) => {
    let out = "";
    let cut = false;
    for (const { segment } of sentencesOf(line)) {
      total += segment.length;
      const rule = segment.trim() === "" ? null : brokenRule(segment);
      if (rule) {
        removed.push(rule);
        cut = true;
      } else {
        out += segment;
        kept += segment.length;
      }
    }
    // A list item or a heading left with nothing after its marker goes with its sentence.
    return cut && /^\s*(?:[-*•]|\d+[.)])?\s*$/.test(out) ? [] : [out.trimEnd()];
  });
  if (removed.length === 0) return { text: reply, removed };
  const text = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const tooLittle = letters < MIN_LETTERS_LEFT || kept * 2 < total;
  return { text: tooLittle ? "" : text, removed };
}
