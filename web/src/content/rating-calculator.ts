import { CFR_4_25, WORKED_EXAMPLES } from "../../../facts/ratings";
import * as VA_LINKS from "../../../facts/va-links";
import { RATING_CALCULATOR_PATH } from "./i18n/paths";
import type { Twin } from "./i18n/types";
import type { SectionId } from "./sections";

/**
 * Every word of the combined rating calculator (/rating-calculator/), its <head> included. The
 * numbers come from facts/ratings.ts. Its Spanish twin (/es/calculadora/) is
 * i18n/es/rating-calculator.ts, typed by `RatingCalculatorText`, loaded with the Spanish chunk.
 */
export const ratingCalculator = {
  path: RATING_CALCULATOR_PATH,
  title: "Combined Rating Calculator",
  /** The page's <meta name="description">. */
  description:
    "Estimate your VA combined disability rating the way VA's combined ratings table (38 CFR 4.25) works it out, step by step. Free, no sign-up.",
  intro:
    "Add each disability rating VA gave you, or one you expect. The calculator combines them the way VA does, with its combined ratings table (38 CFR 4.25), and shows each step.",
  estimate:
    "This is an estimate, not a decision. VA decides your ratings and your combined rating, and special monthly compensation or other rules can change the outcome.",
  bilateralNotIncluded:
    "Not included: the bilateral factor VA applies to disabilities of both arms, both legs or paired skeletal muscles (38 CFR 4.26). If you have those, VA's combined rating can differ from this estimate: ask the counselor.",
  noScript:
    "The calculator needs JavaScript. Without it, you can work your rating out with the steps and examples under “How VA combines ratings” and VA's table.",

  addHeading: "Add a rating",
  addLabel: (rating: number) => `Add ${rating}%`,
  listHeading: "Your ratings",
  listEmpty: "No ratings yet. Add one above.",
  removeLabel: (rating: number) => `Remove ${rating}%`,
  clear: "Clear all",
  ignoredNote: (tokens: readonly string[]) =>
    `Left out, not a rating: ${tokens.join(", ")}. Ratings go from 10% to 100% in steps of 10.`,
  bilateralNote: (tokens: readonly string[]) =>
    `Counted without the bilateral factor, which this calculator does not apply: ${tokens.join(", ")}.`,

  resultEmpty: "Add a rating to see your combined rating.",
  resultRating: (rating: number) => `Combined rating: ${rating}%`,
  resultValue: (value: number) => `Combined value: ${value}`,
  stepsHeading: "How it was worked out",
  stepSorted: (ratings: readonly number[]) =>
    `Your ratings from highest to lowest: ${ratings.map((r) => `${r}%`).join(", ")}.`,
  stepSingle: (rating: number) => `With one rating, the combined value is that rating: ${rating}.`,
  stepTable: ({ row, column, value }: { row: number; column: number; value: number }) =>
    `${row} and ${column} combine to ${value} (Table I, row ${row}, column ${column}).`,
  stepFinal: (value: number, rating: number) =>
    value === rating
      ? `${value} is already a multiple of 10: the combined rating is ${rating}%.`
      : `${value} converted to the nearest 10 is ${rating}% (values ending in 5 go up).`,
  share: "This page's address now holds your ratings: copy it to send to the counselor, or bookmark it to come back.",

  nextHeading: "Next step",
  nextText:
    "A rating decision can be reviewed, and a new or worsened condition can be claimed. The counselor can go over your ratings with you, free.",
  /** Goes to the consultation form on the home page. */
  talk: { label: "Talk to the counselor about your rating", href: `/#${"contact" satisfies SectionId}` },
  callPrefix: "Or call",

  moneyHeading: "What it pays",
  money:
    "The monthly amount depends on your combined rating, your dependents and VA's rates table, which changes every December 1.",
  moneyLink: { label: "VA's current compensation rates", href: VA_LINKS.compensationRates },

  ruleHeading: "How VA combines ratings",
  ruleIntro:
    "VA does not add ratings. It starts with the most severe disability and applies each next rating to the efficiency that is left. In the words of 38 CFR 4.25:",
  ruleQuote: CFR_4_25.efficiency,
  ruleSteps: [
    "Put the ratings in order, highest first.",
    "Find the highest rating in the left column of VA's table (Table I) and the next rating in the top row: where they meet is their combined value.",
    "For a third rating, find that combined value, as it is, in the left column and the third rating in the top row. Go on the same way for each rating.",
    "Convert the last combined value to the nearest multiple of 10; values ending in 5 go up. That is the combined rating.",
  ],
  examplesHeading: "Worked examples",
  examples: WORKED_EXAMPLES.map(
    ({ ratings, value, rating, source }) =>
      `${ratings.map((r) => `${r}%`).join(", ")}: combined value ${value}, combined rating ${rating}% (${source}).`,
  ),
  tableLink: { label: "VA's combined ratings table", href: VA_LINKS.aboutDisabilityRatings },
  regulationLink: { label: "38 CFR 4.25 on eCFR", href: CFR_4_25.source },
} as const;

export type RatingCalculatorText = Twin<typeof ratingCalculator>;
