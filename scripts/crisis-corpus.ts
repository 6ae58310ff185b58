/**
 * Makes the augmented tuning part of the crisis corpus from the hand-written tuning messages:
 * each message once buried in rambling benefit talk and once with a typo, as people write.
 * Deterministic (seeded). Run: node --import tsx scripts/crisis-corpus.ts
 * The held-out part is never read here.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const DIR = join(import.meta.dirname, "../corpus/crisis");

const BEFORE = [
  "ok so i filed my 526 in march and still nothing and",
  "my vso said to wait on the c&p results but",
  "sorry for the long message i got my rating letter today its 30 percent and",
  "hey quick question about back pay,",
  "i called the 800 number twice today on hold for 2 hrs and",
  "wife says i should ask you this,",
  "not sure if this is the right place but",
  "been out since 2012 army 11b, two tours, and",
  "i have tinnitus and bad knees from jumping and",
  "the regional office lost my records again and",
];
const AFTER = [
  "anyway what form do i need",
  "also how long does a supplemental claim take",
  "can you help",
  "idk what to do",
  "sorry for rambling",
  "",
  "and whats the number to call",
  "thanks",
];

/** Mulberry32: a small seeded generator, so the file is the same on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function augment(lines: string[], seed: number): string[] {
  const random = seeded(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const casual = (text: string) => text.toLowerCase().replace(/[.,!?']/g, "");
  const typo = (text: string) => {
    const words = text.split(" ");
    const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{4,}$/i.test(w));
    if (long.length === 0) return text;
    const [word, at] = pick(long);
    const i = 1 + Math.floor(random() * (word.length - 2));
    const kinds = [
      () => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), // swap
      () => word.slice(0, i) + word.slice(i + 1), // drop
      () => word.slice(0, i) + word[i] + word.slice(i), // double
    ];
    words[at] = pick(kinds)();
    return words.join(" ");
  };
  return lines.flatMap((line) => [`${pick(BEFORE)} ${casual(line)} ${pick(AFTER)}`.trim(), typo(casual(line))]);
}

const read = (name: string) =>
  readFileSync(join(DIR, name), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"));

for (const [kind, seed] of [
  ["crisis", 9],
  ["ordinary", 90],
] as const) {
  const header = `# Made by scripts/crisis-corpus.ts from tuning-${kind}.txt; do not edit.\n`;
  writeFileSync(
    join(DIR, `tuning-augmented-${kind}.txt`),
    header + augment(read(`tuning-${kind}.txt`), seed).join("\n") + "\n",
  );
}
