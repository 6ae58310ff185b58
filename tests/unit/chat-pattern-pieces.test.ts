/**
 * The crisis screen skips an expression whose required pieces are all absent from the text
 * (netlify/lib/safety/signals.ts, pattern-pieces.ts; issue 17's cold start). A wrong piece would
 * silently drop a rule, so: the reader is checked on the dialect's every construct, the shipped
 * file is what the reader makes of today's patterns, and no expression matches a text that holds
 * none of its pieces: proved on the expression itself where refa can (no text at all), and for the
 * rest tried on every message of every writer set.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELD_OUT_SETS, type HeldOutName, readCrisisCorpus, readWriterSet } from "../../corpus/crisis/index";
import shippedPieces from "../../netlify/lib/safety/pattern-pieces";
import { normalizeMessage } from "../../netlify/lib/safety/crisis-normalize";
import { SCREEN_RULES } from "../../netlify/lib/safety/screen";
import {
  matchesWholeWords,
  plainText,
  rewriteSources,
  signalsOf,
  spanishShorthand,
  wholeWordSources,
} from "../../netlify/lib/safety/signals";
import { patternPieces, piecesFile, provesPieces, withoutLookarounds } from "../harness/pattern-pieces";
import { textKey } from "../../netlify/lib/text-key";

const KNOWN_PIECES = shippedPieces as Record<string, string[] | null>;
const sameList = (a: readonly string[] | null, b: readonly string[]) => a !== null && a.join("\n") === b.join("\n");

describe("the pieces a pattern cannot match without", () => {
  // The proof and its sweep run first. After the index's test below has run every rule on a thousand
  // texts, V8 runs the sweep's new expressions about as slowly as with --regexp-interpret-all, and as
  // fast as ever with --no-regexp-tier-up: they are no longer tiered up from its interpreter (round 83,
  // when every expression was swept over every writer's text: 142 s first in the file, 648 s last).
  it("no expression matches a text that holds none of its pieces: proved, or tried on every writer's text", () => {
    // Issue 17's faster suite: the expressions are proved on themselves (10 s for all of them, where
    // trying each on every writer's text took 290 s alone and 312 s in CI). One the proof cannot follow
    // is tried on every writer's text as before; and every one is tried on the newest round's texts, a
    // check on the proof itself.
    const screenSources = new Set(SCREEN_RULES.map((rule) => rule.re.source));
    const sources = new Set([...screenSources, ...wholeWordSources(), ...rewriteSources()]);
    const withPieces = [...sources].filter((source) => KNOWN_PIECES[textKey(source)]);
    const unproved = new Set(withPieces.filter((source) => !provesPieces(source, KNOWN_PIECES[textKey(source)]!)));
    expect(withPieces.length).toBeGreaterThan(4500);
    expect(unproved.size).toBeLessThan(0.05 * withPieces.length);

    // The texts the expressions are run on: the screen's rules read the plain text (and its Spanish
    // reading); the round-2 expressions (crisis.ts) read the normalized text (with "1" read as "l").
    // Each is searched over the texts it reads, and the round-2 ones over both kinds. The texts are
    // searched as the lines of one string, one pass per expression: no expression crosses a line (none
    // has `.` with the s flag, `\s` or a negated class; `^` and `$` mark each line's ends), and a line
    // with a match must hold one of the expression's pieces.
    const textsOf = (messages: Set<string>) => {
      const plainTexts = new Set<string>();
      const texts = new Set<string>();
      for (const m of messages) {
        const plain = plainText(m);
        plainTexts.add(plain);
        plainTexts.add(spanishShorthand(plain));
        texts.add(normalizeMessage(m));
        texts.add(normalizeMessage(m.replace(/1/g, "l")));
      }
      plainTexts.forEach((text) => texts.add(text));
      expect([...texts].filter((text) => text.includes("\n"))).toEqual([]);
      return { plain: [...plainTexts].join("\n"), all: [...texts].join("\n") };
    };
    const messagesOf = (names: readonly HeldOutName[]) => {
      const messages = new Set<string>();
      for (const name of names) {
        const set = readWriterSet(name);
        for (const m of [...set.crisis, ...set.ordinary]) messages.add(m.message);
        for (const c of set.conversations) {
          const said = c.turns.filter((t) => t.role === "user").map((t) => t.text);
          said.forEach((text) => messages.add(text));
          messages.add(said.join(" "));
        }
      }
      return messages;
    };
    const names = Object.keys(HELD_OUT_SETS) as HeldOutName[];
    const newest = messagesOf(names.slice(-5));
    expect(newest.size).toBeGreaterThan(1000);
    const newestTexts = textsOf(newest);
    // Every writer's text, read only where an expression is not proved.
    const everyText = () => {
      const messages = messagesOf(names);
      for (const part of ["tuning", "heldout"] as const) {
        const corpus = readCrisisCorpus(part);
        [...corpus.crisis, ...corpus.ordinary].forEach((m) => messages.add(m));
      }
      const questions = join(import.meta.dirname, "../../corpus/offline/writers-r8");
      for (const file of ["en.tsv", "es.tsv"])
        for (const line of readFileSync(join(questions, file), "utf8").split("\n"))
          if (line.includes("\t")) messages.add(line.split("\t")[1]!);
      expect(messages.size).toBeGreaterThan(8000);
      return textsOf(messages);
    };
    const everyTexts = unproved.size > 0 ? everyText() : newestTexts;
    const lineAt = (lines: string, at: number) => {
      const end = lines.indexOf("\n", at);
      return lines.slice(lines.lastIndexOf("\n", at) + 1, end === -1 ? undefined : end);
    };
    expect([...sources].filter((source) => /\\s|\[\^|\(\?s/.test(source))).toEqual([]);
    const slipped: string[] = [];
    let checked = 0;
    // Each expression is searched with its lookarounds taken out, and anywhere, not only at a word's
    // start: it then matches wherever it did and more, and every line it matches in must still hold
    // one of its pieces (round 83: 245 s to 121 s alone).
    for (const source of withPieces) {
      const pieces = KNOWN_PIECES[textKey(source)]!;
      checked++;
      const texts = unproved.has(source) ? everyTexts : newestTexts;
      const lines = screenSources.has(source) ? texts.plain : texts.all;
      // Round 97: where a positive lookaround gave the pieces, the positive lookarounds stay.
      const bare = withoutLookarounds(source);
      const searched = sameList(patternPieces(bare), pieces) ? bare : withoutLookarounds(source, "positive");
      for (const match of lines.matchAll(new RegExp(searched, "gm"))) {
        const text = lineAt(lines, match.index);
        if (!pieces.some((piece) => text.includes(piece))) slipped.push(`${source.slice(0, 60)} :: ${text}`);
      }
    }
    expect(checked).toBe(withPieces.length);
    expect(slipped).toEqual([]);
    // The CI limit is 90 minutes: a limit for a hung run, not a timing goal.
  }, 900_000);

  it("proves pieces on the pattern itself, and refuses a piece the pattern can match without", () => {
    expect(provesPieces("(slit|cut) (my )?(wrist|wrists)", ["wrist"])).toBe(true);
    expect(provesPieces("(slit|cut) (my )?(wrist|wrists)", ["slit"])).toBe(false);
    expect(provesPieces("end it|end it all|shoot", ["end it", "shoot"])).toBe(true);
    expect(provesPieces("end it|end it all|shoot", ["end it all", "shoot"])).toBe(false);
    // A negative lookaround only refuses: its words are no piece.
    expect(provesPieces("(?<!not )jump(?! rope)", ["jump"])).toBe(true);
    expect(provesPieces("(?<!not )jump(?! rope)", ["rope"])).toBe(false);
    // A lookbehind before the pattern, or a lookahead after it, stands in the text beside the match.
    expect(provesPieces("(?<=(^| )(tonight|tomorrow)( .*)? )(my|me) (gun|pills)", ["tomorrow", "tonight"])).toBe(true);
    expect(provesPieces("(my|me) (gun|pills)(?=( .*)? (tonight|tomorrow)( |$))", ["tomorrow", "tonight"])).toBe(true);
    expect(provesPieces("(?<=(^| )(tonight|tomorrow)( .*)? )(my|me) (gun|pills)", ["tonight"])).toBe(false);
    // Anchors, classes and counted repeats are read as they are.
    expect(provesPieces("^(\\w+ ){0,3}para siempre$", ["para siempre"])).toBe(true);
    expect(provesPieces("a.b", ["a"])).toBe(true);
    expect(provesPieces("a.b", ["ab"])).toBe(false);
    expect(provesPieces("(pills)*? tonight", [" tonight"])).toBe(true);
    expect(provesPieces("(pills)*? tonight", ["pills"])).toBe(false);
    // A lookaround every match passes through: its words stand in the text, wherever it looks.
    expect(provesPieces("(?=.* (tonight|tomorrow)( |$))(my|me) (gun|pills)", ["tomorrow", "tonight"])).toBe(true);
    expect(provesPieces("(?=.* (tonight|tomorrow)( |$))(my|me) (gun|pills)", ["tonight"])).toBe(false);
    expect(provesPieces("(my|me) (?<=(^| )(tonight)( .*)? my )(gun|pills)", ["tonight"])).toBe(true);
    // Not one that a match may go around.
    expect(provesPieces("(my|me) ((?=.* tonight)|now )(gun|pills)", ["tonight"])).toBe(false);
    expect(provesPieces("(my|me) ((?=.* tonight)|now )(gun|pills)", ["tonight", "now "])).toBe(true);
    // A group of lookarounds: each branch in turn.
    const either = "gun(?:(?=(.* )?(know why)( |$))|(?<=(^| )(know why)( .*)?))";
    expect(provesPieces(either, ["know why"])).toBe(true);
    expect(provesPieces(either.replace("(?<=(^| )(know why)", "(?<=(^| )(no idea)"), ["know why"])).toBe(false);
    expect(provesPieces(either.replace("(?<=(^| )(know why)", "(?<=(^| )(no idea)"), ["know why", "no idea"])).toBe(
      true,
    );
    // Two lookaheads after the match look from the same place: both hold, neither follows the other.
    expect(provesPieces("gun(?=.* tonight)(?=.* pills)", ["tonight"])).toBe(true);
    expect(provesPieces("gun(?=.* tonight)(?=.* pills)", ["tonight pills"])).toBe(false);
    expect(new RegExp("gun(?=.* tonight)(?=.* pills)").test("gun pills tonight")).toBe(true);
    // A negative lookaround is taken out of the parsed pattern, not its text: quantified, its text cut out would
    // hand the quantifier to the item before it ("a(?!b){2}c" read as "a{2}c"; the code review of the prover).
    expect(provesPieces("a(?!b){2}c", ["aac"])).toBe(false);
    expect(new RegExp("a(?!b){2}c").test("ac")).toBe(true);
    expect(provesPieces("kill(?! time){0} me", ["kil me"])).toBe(false);
    expect(provesPieces("(?!(a))(b)(c)\\2", ["cc"])).toBe(false);
    // No pieces at all: nothing to prove, and the screen would never try the expression.
    expect(provesPieces("kill myself", [])).toBe(false);
    // Not proved (the sweep tries it on the texts): a pattern refa cannot read.
    expect(provesPieces("(gun", ["gun"])).toBe(false);
    // Every one of these refusals is a text the sweep would find: the pattern matches it with no piece.
    expect(new RegExp("(slit|cut) (my )?(wrist|wrists)").test("cut wrists")).toBe(true);
    expect(new RegExp("a.b").test("acb")).toBe(true);
  });

  it("reads each construct of the dialect", () => {
    expect(patternPieces("kill myself")).toEqual(["kill myself"]);
    // Any one branch: the union; a piece holding another is dropped.
    expect(patternPieces("end it|end it all|shoot")).toEqual(["end it", "shoot"]);
    // The longest shortest piece of a sequence; an optional item adds nothing.
    expect(patternPieces("(slit|cut) (my )?(wrist|wrists)")).toEqual(["wrist"]);
    expect(patternPieces("(gun|rifle)s? (is|are) loaded")).toEqual([" loaded"]);
    // A lookaround takes no text; a class, `\w` and `.` are not literal.
    expect(patternPieces("(?<!not )jump(?! rope)")).toEqual(["jump"]);
    // Round 97: a common word is the weakest piece; a positive lookaround's words must stand in the
    // text, a negative one's need not.
    expect(patternPieces("my (gun|pills)")).toEqual(["gun", "pills"]);
    expect(patternPieces("(?=.* (tonight|tomorrow)( |$))(my|me) (gun|pills)")).toEqual(["tomorrow", "tonight"]);
    expect(patternPieces("(?!.* (tonight|tomorrow)( |$))(my|me) (gun|pills)")).toEqual(["gun", "pills"]);
    expect(patternPieces("(?<=(^| )(tonight|tomorrow)( .*)?)(my|me) (gun|pills)")).toEqual(["tomorrow", "tonight"]);
    expect(patternPieces("sol[oa] (\\w+ ){0,3}para siempre")).toEqual(["para siempre"]);
    expect(patternPieces("a.b")).toEqual(["a"]);
    // Counted and lazy repeats: at least once keeps the item's pieces, maybe never drops them.
    expect(patternPieces("(pills){2,} tonight")).toEqual([" tonight"]);
    expect(patternPieces("(bye ){1,3}")).toEqual(["bye "]);
    expect(patternPieces("(pills)*? tonight")).toEqual([" tonight"]);
    expect(patternPieces("22 a day|\\+1")).toEqual(["+1", "22 a day"]);
    // Nothing is required, or the reader is unsure: null, so the expression always runs.
    expect(patternPieces("(a|)b?")).toBeNull();
    expect(patternPieces("\\w+")).toBeNull();
    expect(patternPieces("\\bgun")).toBeNull();
    // Round 98: a named group is a group; a back-reference to it is not the dialect.
    expect(patternPieces("(?<pre>^| )(?<who>wife|mom) (gun|pills)")).toEqual(["gun", "pills"]);
    expect(patternPieces("(?<who>wife|mom) wants (?<what>gun|pills)")).toEqual([" wants "]);
    expect(patternPieces("(?<who>gun) \\k<who>")).toBeNull();
    expect(patternPieces("(?<who gun)")).toBeNull();
    expect(patternPieces("(gun")).toBeNull();
    expect(patternPieces("[gun")).toBeNull();
    expect(patternPieces("(x)\\1")).toBeNull();
  });

  it("takes a pattern's lookarounds out, and nothing else", () => {
    expect(withoutLookarounds("(?<!not )jump(?! rope)")).toBe("jump");
    expect(withoutLookarounds("(?<!(^| )(no|not) )(gun(?=s? loaded)|pills)(?<=s)")).toBe("(gun|pills)");
    // A class or an escape that looks like a lookaround's start is text.
    expect(withoutLookarounds("[(?!]x\\(?=y\\)")).toBe("[(?!]x\\(?=y\\)");
    expect(withoutLookarounds("a(?![)\\]])b(?=(c|(d)))")).toBe("ab");
    // Or only the negative ones.
    expect(withoutLookarounds("(?<!not )jump(?=s? high)(?! rope)", "positive")).toBe("jump(?=s? high)");
    const pattern = "(?<!no )(gun|rifle)s? (is|are) loaded(?! (gun|rifle) show)";
    expect(patternPieces(withoutLookarounds(pattern))).toEqual(patternPieces(pattern));
    expect(new RegExp(withoutLookarounds(pattern)).test("no gun is loaded")).toBe(true);
    expect(new RegExp(pattern).test("no gun is loaded")).toBe(false);
  });

  it("looks for the pieces in each text it is given, whichever it read before", () => {
    // A real rule with its pieces, read on texts in turn: the table of pairs must follow the text.
    const rule = SCREEN_RULES.find((r) => matchesWholeWords(r.re, "i want to kill myself tonight"))!;
    expect(rule.re.pieces?.length).toBeGreaterThan(0);
    const texts = ["how do i file for tinnitus", "i want to kill myself tonight", "my claim is killing me"];
    const alone = texts.map((text) => new RegExp(`(?:^| )${rule.re.source}`).test(text));
    // In turn, back and forth: each answer is the expression's own on that text.
    for (const order of [texts, [...texts].reverse(), [texts[1]!, texts[0]!, texts[1]!]]) {
      for (const text of order) expect(matchesWholeWords(rule.re, text)).toBe(alone[texts.indexOf(text)]);
    }
    expect(alone).toEqual([false, true, false]);
  });

  it("finds, through each rule set's index of pieces, what every rule asked in turn finds (round 82)", () => {
    // The signals a text's rules find through the index (only the rules one of whose pieces the text
    // holds are tried) against each rule asked in turn, on the newest writers' and second read's words
    // and on texts made to hold a piece many times, at its start and its end, or only a short piece.
    const sets = (Object.keys(HELD_OUT_SETS) as HeldOutName[]).filter((name) => name.endsWith("(round 91)"));
    expect(sets).toHaveLength(5);
    const messages = sets.flatMap((name) => {
      const set = readWriterSet(name);
      return [...set.crisis, ...set.ordinary].map((m) => m.message);
    });
    messages.push(
      "me me me me me quiero morir me me",
      "kill myself",
      "i want to kill myself tonight kill myself tonight",
      "a",
      "",
      "x y z",
      "tonights it for me",
    );
    const withoutSpanish = SCREEN_RULES.filter((rule) => !rule.from.endsWith("-es") && !rule.from.includes("-es-"));
    let found = 0;
    for (const message of messages) {
      for (const text of [plainText(message), spanishShorthand(plainText(message))]) {
        for (const ruleSet of [SCREEN_RULES, withoutSpanish]) {
          const byEachRule = new Set(ruleSet.filter((rule) => matchesWholeWords(rule.re, text)).map((r) => r.signal));
          const byIndex = signalsOf(text, ruleSet);
          expect([...byIndex].sort(), text).toEqual([...byEachRule].sort());
          found += byIndex.size;
        }
      }
    }
    expect(messages.length).toBeGreaterThan(1100);
    expect(found).toBeGreaterThan(2000);
    // Every rule asked in turn on some 4,600 texts (about 19 million tests; 31 s on a fresh-clone run
    // of round 90 beside a whole-corpus dump, where the default limit failed it): a limit for a hung
    // run, not a timing goal.
  }, 600_000);

  it("ships the pieces of every expression the screen makes (run scripts/pattern-pieces.ts)", async () => {
    const fresh = await piecesFile();
    expect(KNOWN_PIECES).toEqual(fresh);
    const known = Object.values(fresh).filter((p) => p !== null);
    expect(known.length).toBeGreaterThan(0.95 * Object.keys(fresh).length);
    // Every expression `wholeWords` made has its entry, so none runs unfiltered by mistake.
    expect(wholeWordSources().filter((s) => !Object.hasOwn(KNOWN_PIECES, textKey(s)))).toEqual([]);
    // Round 98: and every rewrite screen.ts runs, the idioms among them, most with known pieces.
    expect(rewriteSources().length).toBeGreaterThan(140);
    expect(rewriteSources().filter((s) => !Object.hasOwn(KNOWN_PIECES, textKey(s)))).toEqual([]);
    expect(rewriteSources().filter((s) => KNOWN_PIECES[textKey(s)] === null)).toEqual([]);
  });
});
