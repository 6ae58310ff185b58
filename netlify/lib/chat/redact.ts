/**
 * What a veteran should never have typed into a chat: a Social Security number or a full date of
 * birth. They are masked before the message is stored or sent to the model
 * (docs/decisions/961-chat-guard-privacy-and-budgets.md); nothing needs them here.
 */

export type Redaction = {
  /** The message with every such number and date masked. */
  text: string;
  /** True when something was masked: the chat then tells the person, once, not to share them. */
  masked: boolean;
};

const SSN_MASK = "[number removed]";

/**
 * Nine digits as a Social Security number is written: 123-45-6789, 123 45 6789, 123.45.6789 or
 * 123456789, with no digit on either side (a 10-digit phone number is not one).
 */
const SSN = /(?<![\d-])\d{3}([-\s.]?)\d{2}\1\d{4}(?![\d-])/gu;

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
const YEAR4 = String.raw`(?:19|20)\d{2}`;
/** A full date: day, month and year, in the orders people write them. The year is group `year`. */
const FULL_DATE = new RegExp(
  [
    String.raw`(?<![\d/.-])${MONTH}([/.-])${DAY}\1(?<year>${YEAR4}|\d{2})(?![\d/-]|\.\d)`, // 03/14/1961, 3-14-61
    String.raw`(?<![\d/.-])(?<iso>${YEAR4})-${MONTH}-${DAY}(?![\d/-]|\.\d)`, // 1961-03-14
    String.raw`\b(?:${MONTHS})\.?\s+${DAY}(?:st|nd|rd|th)?,?\s+(?<long>${YEAR4})\b`, // March 14, 1961
    String.raw`\b${DAY}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTHS})\.?,?\s+(?<dayFirst>${YEAR4})\b`, // 14 March 1961
  ].join("|"),
  "giu",
);
/** Words that say a date is a birth date. */
const BIRTH = /\b(?:born|birth|birthday|b-?day|dob|d\.o\.b)\b/i;
/** A full date this long ago or longer could be a birth date, whatever the words around it. */
const ADULT_YEARS = 17;

function fullYear(year: string, now: Date): number {
  if (year.length === 4) return Number(year);
  // Two digits: the last century unless that is in the future.
  const century = Number(year) > now.getUTCFullYear() % 100 ? 1900 : 2000;
  return century + Number(year);
}

/**
 * `message` with Social-Security-like numbers and full dates of birth masked. A full date counts
 * as one of birth when the message speaks of birth or the date is at least 17 years old; the year
 * stays (it places a veteran's era of service, and alone it identifies nobody).
 */
export function redactMessage(message: string, now: Date = new Date()): Redaction {
  let masked = false;
  const birthWords = BIRTH.test(message);
  const text = message
    .replace(SSN, () => {
      masked = true;
      return SSN_MASK;
    })
    .replace(FULL_DATE, (match: string, ...args: unknown[]) => {
      const groups = args.at(-1) as Record<string, string | undefined>;
      const year = fullYear(groups.year ?? groups.iso ?? groups.long ?? groups.dayFirst ?? "", now);
      if (!birthWords && now.getUTCFullYear() - year < ADULT_YEARS) return match;
      masked = true;
      return `[date removed] ${year}`;
    });
  return { text, masked };
}

/** What the chat says, once, after it masked something. */
export const PRIVACY_NOTE =
  "For your privacy, I hid the Social Security number or date of birth in your message, and it was not saved. Please don't share them here: nothing in this chat needs them.";
