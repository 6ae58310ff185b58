/**
 * VA's combined rating, as 38 CFR 4.25 and VA's combined ratings table give it (facts/ratings.ts).
 * Pure functions: the page, the tests and the generated Table I all call these.
 */

/** The ratings VA assigns a disability, 10% to 100% in steps of 10. */
export const RATINGS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export type Rating = (typeof RATINGS)[number];

export const isRating = (value: number): value is Rating => (RATINGS as readonly number[]).includes(value);

/**
 * One cell of Table I: what is left of the efficiency after `value` loses `rating` percent of
 * itself. The table's cells are whole numbers, half a point rounded up: that reading matches every
 * cell VA publishes (tests/unit/rating-calculator.test.ts). Worked in hundredths, so exact.
 */
export function combineTwo(value: number, rating: number): number {
  const disabledHundredths = 100 * 100 - (100 - value) * (100 - rating);
  return Math.floor((disabledHundredths + 50) / 100);
}

/** 4.25(a): "converted to the nearest number divisible by 10", values ending in 5 upward. */
export const toDegree = (value: number) => Math.floor((value + 5) / 10) * 10;

/** One reading of Table I: the row (the value so far), the column (the next rating), the cell. */
type Step = { row: number; column: Rating; value: number };

export type Combination = {
  /** The ratings in the order of severity, highest first. */
  sorted: Rating[];
  steps: Step[];
  /** The combined value, before the final conversion. */
  value: number;
  /** The combined rating: the value converted to the nearest 10. */
  rating: number;
};

/**
 * Combines the ratings in order of severity, each step reading Table I with the combined value
 * "exactly as found" (a whole number, not rounded to 10), and converts only the final value.
 */
export function combineRatings({ ratings }: { ratings: readonly Rating[] }): Combination | null {
  if (ratings.length === 0) return null;
  const sorted = [...ratings].sort((a, b) => b - a);
  const steps: Step[] = [];
  let value: number = sorted[0]!;
  for (const column of sorted.slice(1)) {
    const next = combineTwo(value, column);
    steps.push({ row: value, column, value: next });
    value = next;
  }
  return { sorted, steps, value, rating: toDegree(value) };
}
