import { isRating, type Rating } from "./combine";

/** More than anyone has; keeps a pasted address from building a page-long list. */
export const MAX_RATINGS = 20;

export type AddressRatings = {
  ratings: Rating[];
  /** Tokens that are not a rating, as written (or beyond MAX_RATINGS). */
  ignored: string[];
  /** Ratings written with the bilateral marker ("40b"), counted without the factor. */
  bilateral: string[];
};

const TOKEN = /^(\d{1,3})\s*%?\s*(b)?$/i;

/**
 * Reads `?ratings=50,30,20` (commas plain or as %2C, in any order; a trailing b marks a bilateral
 * rating). Anything else is set aside for the page to name.
 */
export function readRatings(search: string): AddressRatings {
  const result: AddressRatings = { ratings: [], ignored: [], bilateral: [] };
  const list = new URLSearchParams(search).get("ratings") ?? "";
  for (const raw of list.split(",")) {
    const token = raw.trim();
    if (!token) continue;
    const match = TOKEN.exec(token);
    const rating = match ? Number(match[1]) : NaN;
    if (!isRating(rating) || result.ratings.length >= MAX_RATINGS) {
      result.ignored.push(token);
      continue;
    }
    result.ratings.push(rating);
    if (match?.[2]) result.bilateral.push(token);
  }
  return result;
}

/** The address's query for these ratings, highest first: "?ratings=50,30,20", or "" for none. */
export function ratingsSearch(ratings: readonly Rating[]): string {
  if (ratings.length === 0) return "";
  return `?ratings=${[...ratings].sort((a, b) => b - a).join(",")}`;
}
