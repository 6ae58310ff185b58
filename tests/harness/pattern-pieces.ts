/**
 * The pieces of text a pattern cannot match without: a list such that every match contains at
 * least one of them, or `null` when no such list is known. `scripts/pattern-pieces.ts` writes them
 * for every crisis-screen expression to netlify/lib/safety/pattern-pieces.ts, and
 * `matchesWholeWords` skips an expression whose pieces are all absent from the text, so a fresh
 * instance compiles only the few expressions a message could match instead of all of them
 * (compiling was most of a cold start's first answer). Reading the patterns here, not at start-up,
 * because a cold instance reads 110,000 characters of patterns in about 50 ms.
 *
 * It reads the dialect the screen's patterns are written in: literal characters, `\` escapes,
 * `[…]` classes, `.`, groups `(…)` `(?:…)`, lookarounds `(?=…)` `(?!…)` `(?<=…)` `(?<!…)`,
 * alternation and the quantifiers `?` `*` `+` `{m,n}`, each maybe lazy. Where it meets anything
 * else it answers `null`, which only costs time: the pattern is then always tried.
 */
type Pieces = string[] | null;

/** The one pattern being read (reading is synchronous, so one reader at a time). */
let source = "";
let at = 0;
let sure = true;

export function patternPieces(pattern: string): Pieces {
  source = pattern;
  at = 0;
  sure = true;
  const pieces = alternation();
  const known = sure && at === source.length && pieces !== null;
  source = "";
  return known ? fewest(pieces) : null;
}

/** Without the pieces that hold another piece (a text holding "cut myself" holds "cut"), sorted. */
function fewest(pieces: string[]): string[] {
  const kept: string[] = [];
  for (const piece of [...new Set(pieces)].sort((a, b) => a.length - b.length || a.localeCompare(b)))
    if (!kept.some((shorter) => piece.includes(shorter))) kept.push(piece);
  return kept.sort();
}

/** `a|b|c`: a match contains a piece of whichever branch it took. */
function alternation(): Pieces {
  let all: Pieces = [];
  for (;;) {
    const branch = sequence();
    if (branch === null) all = null;
    else if (all) for (const piece of branch) all.push(piece);
    if (source[at] !== "|") return all;
    at++;
  }
}

const ONCE = -1;

/**
 * Items one after another: any one required item's pieces hold for the whole sequence, and
 * letters that must appear once each in a row join into one longer piece. Keeps the most telling
 * list: the longest shortest piece, then the fewest pieces.
 */
function sequence(): Pieces {
  let chosen: Pieces = null;
  let chosenShortest = 0;
  const consider = (list: string[]) => {
    let shortest = Infinity;
    for (const piece of list) shortest = Math.min(shortest, piece.length);
    if (
      list.length > 0 &&
      (!chosen || shortest > chosenShortest || (shortest === chosenShortest && list.length < chosen.length))
    ) {
      chosen = list;
      chosenShortest = shortest;
    }
  };
  let run = "";
  while (at < source.length && source[at] !== "|" && source[at] !== ")") {
    const c = source[at]!;
    let literal: string | undefined;
    let pieces: Pieces = null;
    if (c === "(") pieces = group();
    else if (c === "[") skipClass();
    else if (c === "\\") {
      const next = source[at + 1];
      at += 2;
      if (next === undefined) sure = false;
      else if (!/[A-Za-z0-9]/.test(next)) literal = next;
      else if (!"wdsWDS".includes(next)) sure = false; // \b, \p{…}, a back-reference: not the dialect
    } else if (c === "." || c === "^" || c === "$") at++;
    else if ("*+?{}".includes(c)) {
      sure = false;
      at++;
    } else {
      literal = c;
      at++;
    }
    const min = quantifier();
    if (literal !== undefined && min === ONCE) {
      run += literal;
      continue;
    }
    if (run) consider([run]);
    run = "";
    if (min === 0) continue;
    if (literal !== undefined) consider([literal]);
    else if (pieces) consider(pieces);
  }
  if (run) consider([run]);
  return chosen;
}

/** A group; a lookaround takes no text of its own, so it adds nothing a match must contain. */
function group(): Pieces {
  at++;
  let lookaround = false;
  if (source[at] === "?") {
    const kind = source.startsWith("?<", at) ? source.slice(at, at + 3) : source.slice(at, at + 2);
    if (kind === "?:") at += 2;
    else if (["?=", "?!", "?<=", "?<!"].includes(kind)) {
      at += kind.length;
      lookaround = true;
    } else sure = false; // a named group: not the dialect
  }
  const inner = alternation();
  if (source[at] !== ")") sure = false;
  at++;
  return lookaround ? null : inner;
}

/** Skips a `[…]` class (JavaScript's reading: the first unescaped `]` closes it). */
function skipClass(): void {
  for (at++; at < source.length; at++) {
    if (source[at] === "\\") at++;
    else if (source[at] === "]") {
      at++;
      return;
    }
  }
  sure = false;
}

/**
 * The pattern with its lookarounds taken out: it matches wherever the pattern does (a lookaround
 * only ever refuses a match), and a lookaround adds no piece, so the pieces hold for it too. The
 * sweep test reads this one: lookbehinds tried at every word were most of its time.
 */
export function withoutLookarounds(pattern: string): string {
  let out = "";
  for (let i = 0; i < pattern.length;) {
    const c = pattern[i]!;
    if (c === "\\") {
      out += pattern.slice(i, i + 2);
      i += 2;
    } else if (c === "[") {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
    } else if (/^\(\?<?[=!]/.test(pattern.slice(i, i + 4))) i = groupEnd(pattern, i);
    else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Where the `[…]` class that opens at `i` ends (after its `]`). */
function classEnd(pattern: string, i: number): number {
  for (i++; i < pattern.length && pattern[i] !== "]"; i++) if (pattern[i] === "\\") i++;
  return i + 1;
}

/** Where the group that opens at `i` ends (after its `)`). */
function groupEnd(pattern: string, i: number): number {
  for (let depth = 0; i < pattern.length;) {
    const c = pattern[i]!;
    if (c === "\\") i += 2;
    else if (c === "[") i = classEnd(pattern, i);
    else {
      if (c === "(") depth++;
      i++;
      if (c === ")" && --depth === 0) return i;
    }
  }
  throw new Error(`an unclosed group in ${pattern}`);
}

const COUNT = /\{(\d+)(,\d*)?\}/y;

/** Reads the quantifier after an item, if any: its least count, or `ONCE` when there is none. */
function quantifier(): number {
  const c = source[at];
  let min: number;
  if (c === "?" || c === "*" || c === "+") {
    min = c === "+" ? 1 : 0;
    at++;
  } else if (c === "{") {
    COUNT.lastIndex = at;
    const count = COUNT.exec(source);
    if (!count) {
      sure = false;
      return 0;
    }
    min = Number(count[1]);
    at += count[0].length;
  } else return ONCE;
  if (source[at] === "?") at++; // lazy
  return min;
}

/** The file's content: every expression the screen makes, by its source's key (`textKey`), sorted. */
export async function piecesFile(): Promise<Record<string, string[] | null>> {
  await import("../../netlify/lib/safety/screen");
  const { wholeWordSources } = await import("../../netlify/lib/safety/signals");
  const { textKey } = await import("../../netlify/lib/text-key");
  const sources = [...new Set(wholeWordSources())];
  const entries = new Map(sources.map((source) => [textKey(source), patternPieces(source)]));
  if (entries.size !== sources.length) throw new Error("two expressions share a key: change textKey");
  return Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
}
