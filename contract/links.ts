/**
 * The one link rule of the chat, used by the server's filter and by the client's renderer so the
 * two can never disagree (docs/decisions/541-one-link-rule.md). It denies by default: any word a
 * person or a browser could read as an address is removed unless it is exactly an https page of
 * VA.gov, the Veterans Crisis Line or this site. Phone and text-message links are never taken
 * from the reply: only the fixed phrases passed as `taps` become tel:/sms: links.
 */

/** A phrase shown in a reply that becomes a one-tap link to a fixed tel:/sms: target. */
type Tap = { text: string; href: string };

export type LinkRule = {
  /** This site's origin, e.g. https://example.org (no trailing slash); its pages are allowed. */
  siteOrigin?: string;
  /** Exact words kept as plain text although they look like addresses (the service's e-mail). */
  keep?: readonly string[];
  /** Phrases that become tel:/sms: links (client only; the server keeps them as text). */
  taps?: readonly Tap[];
};

export type LinkPart =
  { kind: "text"; text: string } | { kind: "link"; href: string } | { kind: "tap"; href: string; text: string };

const ALLOWED_HOST = /^(?:www\.)?(?:va\.gov|veteranscrisisline\.net)$/;
/**
 * Path, query and fragment characters an allowed address may hold: no %, @, :, \ or comma, and
 * no "//" (a path or a redirect parameter naming another host: www.va.gov//evil.example).
 */
const SAFE_REST = /^(?!.*\/\/)(?:[/?#][\w\-.~/?#=&+]*)?$/;
const ALLOWED_ADDRESS = /^(?<scheme>https?:\/\/)?(?<host>[a-z.]+)(?<rest>[/?#].*)?$/i;

/** Zero-width and other invisible format characters (U+200B, U+200D, U+FEFF, bidi controls, soft hyphen). */
const INVISIBLE = /\p{Cf}/gu;
const MARKDOWN_LINK = /!?\[([^\]\n]{0,200})\]\(\s*([^)\s]*)(?:\s+"[^"\n]*")?\s*\)/g;
const WORDS = /(\s+)/;
const LEADING = /^[([{<"'“‘«*_]+/;
/** Punctuation after an address, and a possessive: "VA.gov's" is the name VA.gov. */
const TRAILING = /(?:['’]s)?[.,;:!?)\]}>"'”’»*_]*$/;

/** Anything a browser or a reader could take for an address (checked on the NFKC form). */
const ADDRESS_LIKE = [
  /\/\/|\\\\|:\\/, // scheme://, //host, backslash forms browsers repair
  /\p{L}[\p{L}\p{N}+.-]*:\S/u, // javascript:…, mailto:…, data:…, tel:…, glued or not
  /[\p{L}\p{N}-][.。．｡]\p{L}[\p{L}\p{N}-]+/u, // host.tld: a label, a dot, a label of two or more starting with a letter
  /\d+(?:\.\d+){3}/, // dotted IPv4
  /@/, // user@host, https://www.va.gov@evil.example
  /%[0-9a-f]{2}|&#x?[0-9a-f]+;/i, // percent-encoded characters and character references
  /^www\./i,
];

function looksLikeAddress(word: string): boolean {
  // Plain ASCII with none of . : / \ @ % & can match none of them (NFKC leaves it as it is): most
  // words of an answer, read without compiling the Unicode expressions (issue 17's cold start).
  if (/^[\x21-\x7e]*$/.test(word) && !/[.:/\\@%&]/.test(word)) return false;
  const normalized = word.normalize("NFKC");
  return ADDRESS_LIKE.some((pattern) => pattern.test(normalized));
}

/** The canonical https address when `word` is allowed, "" when it is an allowed bare host (kept as text), else null. */
function allowedHref(word: string, siteOrigin: string | undefined): string | null | "" {
  if (siteOrigin && word.startsWith(siteOrigin) && SAFE_REST.test(word.slice(siteOrigin.length))) {
    return new URL(word).href;
  }
  const match = ALLOWED_ADDRESS.exec(word);
  const { scheme, host = "", rest = "" } = match?.groups ?? {};
  if (!ALLOWED_HOST.test(host.toLowerCase()) || !SAFE_REST.test(rest)) return null;
  // "VA.gov" in a sentence is the site's name, not an address to follow.
  if (!scheme && !rest && !/^www\./i.test(host)) return "";
  const url = new URL(`https://${host.toLowerCase()}${rest}`);
  return ALLOWED_HOST.test(url.hostname) ? url.href : null;
}

type Word = { lead: string; core: string; trail: string; href: string | null };

/** Splits one whitespace-free word into its surrounding punctuation and its core. */
function readWord(word: string, rule: LinkRule): Word | { text: string } {
  const lead = LEADING.exec(word)?.[0] ?? "";
  const trail = TRAILING.exec(word.slice(lead.length))?.[0] ?? "";
  const core = word.slice(lead.length, word.length - trail.length);
  if (core === "" || rule.keep?.includes(core) || !looksLikeAddress(core)) return { text: word };
  const href = allowedHref(core, rule.siteOrigin);
  if (href === "") return { text: word };
  return { lead, core, trail, href };
}

const MAX_PASSES = 8;

const PAIRS = [
  ["(", ")"],
  ["[", "]"],
  ["<", ">"],
] as const;

/** What is left of a removed address: its punctuation, without closing brackets it never opened. */
function removedWord({ lead, trail }: Word): string {
  const closers: string[] = PAIRS.filter(([open]) => !lead.includes(open)).map(([, close]) => close);
  return `${lead}${[...trail].filter((char) => !closers.includes(char)).join("")}`;
}

function filterOnce(text: string, rule: LinkRule): string {
  const withoutMarkdown = text.replace(MARKDOWN_LINK, (_match, label: string, target: string) => `${label} ${target}`);
  return withoutMarkdown
    .split(WORDS)
    .map((word) => {
      const read = readWord(word, rule);
      if ("text" in read) return read.text;
      return read.href === null ? removedWord(read) : `${read.lead}${read.href}${read.trail}`;
    })
    .join("")
    .replace(/[ \t]+([.,;:!?])/g, "$1")
    .replace(/\(\s*\)|\[\s*\]|<\s*>/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+$/gm, "")
    .trim();
}

/**
 * `text` with every disallowed address removed and every allowed one written as its canonical
 * https address. Removing words can glue what was around them, so it runs until nothing changes.
 */
export function filterLinks(text: string, rule: LinkRule = {}): string {
  let current = text.replace(INVISIBLE, "");
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = filterOnce(current, rule);
    if (next === current) return next;
    current = next;
  }
  // Text built to keep reassembling addresses is not a reply worth showing.
  return "";
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function splitTaps(text: string, taps: readonly Tap[]): LinkPart[] {
  if (taps.length === 0 || text === "") return text === "" ? [] : [{ kind: "text", text }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${taps.map((tap) => escapeRegExp(tap.text)).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
  const parts: LinkPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const tap = taps.find((candidate) => candidate.text.toLowerCase() === match[0].toLowerCase())!;
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "tap", href: tap.href, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** The reply as the chat shows it: plain text, allowed web links, and the fixed tap targets. */
export function splitLinks(text: string, rule: LinkRule = {}): LinkPart[] {
  const parts: LinkPart[] = [];
  let buffer = "";
  for (const word of filterLinks(text, rule).split(WORDS)) {
    const read = readWord(word, rule);
    if ("text" in read || read.href === null) {
      buffer += "text" in read ? read.text : removedWord(read);
      continue;
    }
    parts.push(...splitTaps(buffer + read.lead, rule.taps ?? []), { kind: "link", href: read.href });
    buffer = read.trail;
  }
  parts.push(...splitTaps(buffer, rule.taps ?? []));
  return parts;
}
