/**
 * Crisis screen figures (issue 9): recall and false-positive rate of the local screen on the
 * held-out and tuning parts of the corpus (corpus/crisis/), the corpus sizes, and the time one
 * message takes. Run alone: `node --import tsx bench/crisis.ts`.
 */
import { readCrisisCorpus } from "../corpus/crisis/index";
import { isCrisisMessage } from "../netlify/lib/safety/crisis";

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

function measure(part: "heldout" | "tuning") {
  const { crisis, ordinary } = readCrisisCorpus(part);
  const flagged = crisis.filter(isCrisisMessage).length;
  const falsePositives = ordinary.filter(isCrisisMessage).length;
  return {
    crisisMessages: crisis.length,
    ordinaryMessages: ordinary.length,
    flagged,
    falsePositives,
    recall: round(flagged / crisis.length),
    falsePositiveRate: round(falsePositives / ordinary.length),
  };
}

/** Mean time of one screen over every corpus message, after one warm-up pass. */
function microsPerMessage(): number {
  const messages = (["heldout", "tuning"] as const).flatMap((part) => {
    const { crisis, ordinary } = readCrisisCorpus(part);
    return [...crisis, ...ordinary];
  });
  messages.forEach(isCrisisMessage);
  const start = performance.now();
  for (let round = 0; round < 5; round++) messages.forEach(isCrisisMessage);
  return Math.round(((performance.now() - start) * 1000) / (5 * messages.length));
}

export async function benchCrisis() {
  return { heldOut: measure("heldout"), tuning: measure("tuning"), microsPerMessage: microsPerMessage() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchCrisis(), null, 2));
}
