/**
 * The pieces of text a pattern cannot match without: a list such that every text the pattern
 * matches in holds at least one of them (in the match, or where a positive lookaround looked), or
 * `null` when no such list is known. `scripts/pattern-pieces.ts` writes them
 * for every crisis-screen expression to netlify/lib/safety/pattern-pieces.ts, and
 * `matchesWholeWords` skips an expression whose pieces are all absent from the text, so a fresh
 * instance compiles only the few expressions a message could match instead of all of them
 * (compiling was most of a cold start's first answer). Reading the patterns here, not at start-up,
 * because a cold instance reads 110,000 characters of patterns in about 50 ms.
 *
 * It reads the dialect the screen's patterns are written in: literal characters, `\` escapes,
 * `[…]` classes, `.`, groups `(…)` `(?:…)` `(?<name>…)`, lookarounds `(?=…)` `(?!…)` `(?<=…)` `(?<!…)`,
 * alternation and the quantifiers `?` `*` `+` `{m,n}`, each maybe lazy. Where it meets anything
 * else it answers `null`, which only costs time: the pattern is then always tried.
 */
import { CombinedTransformer, DFA, isDisjointWith, JS, NFA, Transformers, transform } from "refa";
import type { Concatenation, Element, Expression, NoParent } from "refa";

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
 * Words nearly every message holds, English and Spanish: a list of pieces that needs one of them opens its
 * expression for almost every text, so a rarer item of the same sequence is the better list (issue 17:
 * " my " opened two of the costliest expressions for a quarter of all messages).
 */
const COMMON = new Set(
  (
    "a an the and or but of to in on at for with by from as is are was were be been am i me my mine you your " +
    "he him his she her it its we us our they them their this that these those not no do does did have has had got " +
    "get if so just can will would all what when how who y o de del la el los las un una en con por para que se lo le " +
    "les mi mis tu su sus es esta estoy ya yo te nos al si pa q como mas muy"
  ).split(" "),
);

/**
 * A rough share of the messages that hold a piece: a common word, a lone letter or a space opens nearly
 * every text, two letters most, and each letter more fewer. Only the order matters; it is what `sequence`
 * weighs first.
 */
function pieceCost(piece: string): number {
  const word = piece.trim();
  const letters = word.length;
  if (letters <= 1 || word.split(" ").every((one) => COMMON.has(one))) return 1;
  return letters <= 2 ? 0.6 : letters === 3 ? 0.08 : letters === 4 ? 0.02 : 0.005;
}
/**
 * The share of texts that hold at least one piece of a list, as if the pieces stood apart: a list
 * of many rare words can hold fewer texts than one space, which every text holds (round 98: a sum
 * of shares read 60 weapons' names as costlier than " ", so a 5,600-character rule opened for every
 * message).
 */
const listCost = (list: readonly string[]) =>
  Math.round((1 - list.reduce((none, p) => none * (1 - pieceCost(p)), 1)) * 1000);

/**
 * Items one after another: any one required item's pieces hold for the whole sequence, and
 * letters that must appear once each in a row join into one longer piece. Keeps the most telling
 * list: the one that fewest texts hold (`listCost`), then the longest shortest piece, then the
 * fewest pieces.
 */
function sequence(): Pieces {
  let chosen: Pieces = null;
  let chosenCost = Infinity;
  let chosenShortest = 0;
  const consider = (list: string[]) => {
    let shortest = Infinity;
    for (const piece of list) shortest = Math.min(shortest, piece.length);
    const cost = listCost(list);
    if (
      list.length > 0 &&
      (!chosen ||
        cost < chosenCost ||
        (cost === chosenCost &&
          (shortest > chosenShortest || (shortest === chosenShortest && list.length < chosen.length))))
    ) {
      chosen = list;
      chosenCost = cost;
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

/**
 * A group. A negative lookaround adds nothing a text must hold. A positive one takes no text of the
 * match, but what it looks for must stand in the text the expression is tried on, which is all the
 * pieces are checked against (round 97, issue 17: "right now", "911" or "tonight" beside a threat open
 * it far more rarely than the threat's own " my ").
 */
function group(): Pieces {
  at++;
  let negative = false;
  if (source[at] === "?") {
    const kind = source.startsWith("?<", at) ? source.slice(at, at + 3) : source.slice(at, at + 2);
    if (kind === "?:") at += 2;
    else if (["?=", "?!", "?<=", "?<!"].includes(kind)) {
      at += kind.length;
      negative = kind.endsWith("!");
    } else if (/^\?<[A-Za-z]\w*>/.test(source.slice(at, source.indexOf(">", at) + 1))) {
      at = source.indexOf(">", at) + 1; // a named group (round 98: the idioms' "$<pre>"): a group
    } else sure = false;
  }
  const inner = alternation();
  if (source[at] !== ")") sure = false;
  at++;
  return negative ? null : inner;
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
 * The pattern with its lookarounds taken out (or only the negative ones, `keep` "positive"): it
 * matches wherever the pattern does (a lookaround only ever refuses a match). Where no positive
 * lookaround gave the pattern its pieces, they hold for it with none: the sweep test reads this one,
 * as lookbehinds tried at every word were most of its time; where one did, it keeps the positive ones.
 */
export function withoutLookarounds(pattern: string, keep: "none" | "positive" = "none"): string {
  const dropped = keep === "none" ? /^\(\?<?[=!]/ : /^\(\?<?!/;
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
    } else if (dropped.test(pattern.slice(i, i + 4))) i = groupEnd(pattern, i);
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

/** The file's content: every expression the screen makes and every rewrite it runs, by its source's key (`textKey`), sorted. */
export async function piecesFile(): Promise<Record<string, string[] | null>> {
  await import("../../netlify/lib/safety/screen");
  const { rewriteSources, wholeWordSources } = await import("../../netlify/lib/safety/signals");
  const { textKey } = await import("../../netlify/lib/text-key");
  const sources = [...new Set([...wholeWordSources(), ...rewriteSources()])];
  const entries = new Map(sources.map((source) => [textKey(source), patternPieces(source)]));
  if (entries.size !== sources.length) throw new Error("two expressions share a key: change textKey");
  return Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
}

/** Escapes a piece for a regular expression. */
const literally = (piece: string) => piece.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The texts that hold none of a list of pieces, as an automaton (one per list). */
const noneOf = new Map<string, DFA>();
function textsWithout(pieces: readonly string[]): DFA {
  const key = pieces.join("\n");
  let texts = noneOf.get(key);
  if (!texts) {
    const source = `[^]*(?:${pieces.map(literally).join("|")})[^]*`;
    const { expression, maxCharacter } = JS.Parser.fromLiteral({ source, flags: "" }).parse();
    texts = DFA.fromFA(NFA.fromRegex(expression, { maxCharacter }));
    texts.complement();
    noneOf.set(key, texts);
  }
  return texts;
}

/** A lookbehind before the whole pattern, or a lookahead after it, becomes text the pattern reads. */
const lookaroundsAtTheEdges = new CombinedTransformer([Transformers.patternEdgeAssertions({ inline: true })]);

/** At most this many readings of one pattern (each branch of a group with a lookaround is one). */
const MOST_READINGS = 64;

/**
 * Whether the pieces are proved for a pattern, on the pattern itself and not on some texts (issue 17's
 * faster suite): no text at all in which the pattern finds a match lacks every piece. With refa:
 * - the pattern's negative lookarounds are taken out of its parsed tree (each only refuses a match; cut
 *   out of its text, a quantified one would hand its quantifier to the item before it, a code review found);
 * - its positive ones at its edges become text (a lookbehind's words stand just before the match, a
 *   lookahead's just after it), and any other assertion (`^`, `$`, a lookaround inside) is read as
 *   matching anywhere: each only widens what the pattern matches, so what holds for the wider
 *   pattern holds for the pattern; its automaton must share no text with those holding no piece;
 * - or the words of a positive lookaround that every match passes through are proved so: they stand
 *   in the text wherever the pattern matches;
 * - or, for a group whose branches hold a lookaround, the pattern is read with each branch in turn,
 *   and each reading is proved.
 * `false` is "not proved" (a back-reference refa cannot resolve, too many readings, no pieces at all): the
 * sweep then tries the pattern on every writer's text.
 */
export function provesPieces(pattern: string, pieces: readonly string[]): boolean {
  if (pieces.length === 0) return false;
  try {
    const { expression, maxCharacter } = JS.Parser.fromLiteral({
      source: pattern,
      flags: "m",
    }).parse({ backreferences: "throw" });
    const without = textsWithout(pieces);
    let readings = 0;
    const proved = (alternatives: readonly NoParent<Concatenation>[]): boolean =>
      alternatives.every((alternative) => provedAlong(alternative.elements));
    const provedAlong = (elements: readonly NoParent<Element>[]): boolean => {
      if (++readings > MOST_READINGS) return false;
      // transform() may change the tree it is given: it gets a copy.
      const alone: NoParent<Expression> = { type: "Expression", alternatives: [copyOf({ elements })] };
      const matches = NFA.fromRegex(
        transform(lookaroundsAtTheEdges, alone),
        { maxCharacter },
        { assertions: "ignore" },
      );
      if (isDisjointWith(matches, without)) return true;
      return elements.some((element, at) => {
        if (element.type === "Assertion") return !element.negate && proved(element.alternatives);
        if (element.type !== "Alternation" || !element.alternatives.some(holdsLookaround)) return false;
        return element.alternatives.every((branch) =>
          provedAlong([...elements.slice(0, at), ...branch.elements, ...elements.slice(at + 1)]),
        );
      });
    };
    return proved(expression.alternatives);
  } catch {
    return false;
  }
}

/**
 * A copy of a branch's tree, without its parents and its negative lookarounds (its character sets shared:
 * refa never changes one).
 */
function copyOf(node: { elements: readonly NoParent<Element>[] }): NoParent<Concatenation> {
  const copy = (e: NoParent<Element>): NoParent<Element> => {
    switch (e.type) {
      case "CharacterClass":
        return { type: e.type, characters: e.characters };
      case "Unknown":
        return { type: e.type, id: e.id };
      case "Alternation":
        return { type: e.type, alternatives: e.alternatives.map(copyOf) };
      case "Assertion":
        return { type: e.type, kind: e.kind, negate: e.negate, alternatives: e.alternatives.map(copyOf) };
      case "Quantifier":
        return { type: e.type, lazy: e.lazy, min: e.min, max: e.max, alternatives: e.alternatives.map(copyOf) };
    }
  };
  const kept = node.elements.filter((e) => !(e.type === "Assertion" && e.negate));
  return { type: "Concatenation", elements: kept.map(copy) };
}

/** Whether a branch holds a positive lookaround, however deep. */
function holdsLookaround(node: NoParent<Concatenation>): boolean {
  return node.elements.some(
    (element) =>
      (element.type === "Assertion" && !element.negate) ||
      ((element.type === "Alternation" || element.type === "Quantifier") && element.alternatives.some(holdsLookaround)),
  );
}
