import { describe, expect, it } from "vitest";
import { CFR_4_25, CFR_4_26_STATUS, VA_COMBINED_RATINGS_PAGE, WORKED_EXAMPLES } from "../../facts/ratings";
import { MAX_RATINGS, ratingsSearch, readRatings } from "../../web/src/features/rating-calculator/address";
import {
  combineRatings,
  combineTwo,
  RATINGS,
  toDegree,
  type Rating,
} from "../../web/src/features/rating-calculator/combine";
import { PUBLISHED_COLUMNS, PUBLISHED_TABLE_I } from "../support/va-combined-ratings-table";

/** Table I generated from the rule alone: rows 19 to 94, columns 10 to 90, as VA prints it. */
const GENERATED = new Map(
  [...Array.from({ length: 94 - 19 + 1 }, (_, i) => 19 + i)].map(
    (row) => [row, PUBLISHED_COLUMNS.map((column) => combineTwo(row, column))] as const,
  ),
);

/** VA's one misprint (row 86 under 80 reads 91; its neighbours read 97), corrected for the chains below. */
const TABLE_I = new Map(PUBLISHED_TABLE_I);
TABLE_I.set(
  86,
  PUBLISHED_TABLE_I.get(86)!.map((cell, i) => (PUBLISHED_COLUMNS[i] === 80 ? 97 : cell)),
);

/**
 * A veteran's combined value worked out by hand the way VA's page says, reading the published
 * table only: highest rating first, each next rating looked up in the row of the value so far.
 * Returns null once the value passes the table's last row (94): from 95 the rating is 100.
 */
function byPublishedTable(ratings: readonly Rating[]): number | null {
  const sorted = [...ratings].sort((a, b) => b - a);
  if (sorted[0] === 100) return 100;
  if (sorted.length === 1) return sorted[0]!;
  // Two 10s: the page's note ("your combined disability rating is 19%"); every other pair has a row.
  let value = sorted[0] === 10 ? 19 : TABLE_I.get(sorted[0]!)![PUBLISHED_COLUMNS.indexOf(sorted[1] as 10)]!;
  for (const rating of sorted.slice(2)) {
    if (value > 94) return null;
    value = TABLE_I.get(value)![PUBLISHED_COLUMNS.indexOf(rating as 10)]!;
  }
  return value;
}

/** Every multiset of `size` ratings from 10% to 100%. */
function* multisets(size: number, from = 0): Generator<Rating[]> {
  if (size === 0) return yield [];
  for (let i = from; i < RATINGS.length; i++) for (const rest of multisets(size - 1, i)) yield [RATINGS[i]!, ...rest];
}

describe("Table I generated from 38 CFR 4.25's efficiency rule", () => {
  it("equals every cell VA publishes but one, VA's misprint at row 86 under 80", () => {
    const differences: string[] = [];
    for (const [row, cells] of PUBLISHED_TABLE_I)
      cells.forEach((cell, i) => {
        const generated = GENERATED.get(row)![i]!;
        if (generated !== cell) differences.push(`row ${row} under ${PUBLISHED_COLUMNS[i]}: ${cell} vs ${generated}`);
      });
    expect(PUBLISHED_TABLE_I.size).toBe(76);
    expect(differences).toEqual(["row 86 under 80: 91 vs 97"]);
    // The neighbours of the misprint, and the rule, agree on 97.
    expect(PUBLISHED_TABLE_I.get(85)![7]).toBe(97);
    expect(PUBLISHED_TABLE_I.get(87)![7]).toBe(97);
  });

  it("rounds half a point up: rounding half to even or down would miss published cells", () => {
    // 25 and 10 make 32.5 (published 33); 45 and 90 make 94.5 (published 95).
    expect(PUBLISHED_TABLE_I.get(25)![0]).toBe(33);
    expect(PUBLISHED_TABLE_I.get(45)![8]).toBe(95);
    expect(combineTwo(25, 10)).toBe(33);
    expect(combineTwo(45, 90)).toBe(95);
  });

  it("gives the entries the eCFR copy of 4.25 states", () => {
    expect(CFR_4_25.efficiency).toContain(
      "The individual is thus 72 percent disabled, as shown in table I opposite 60 percent and under 30 percent.",
    );
    expect(combineTwo(60, 30)).toBe(72);
    expect(CFR_4_25.conversion).toContain(
      "the combined value will be found to be 65 percent, but the 65 percent must be converted to 70 percent",
    );
    expect([combineTwo(50, 30), toDegree(combineTwo(50, 30))]).toEqual([65, 70]);
    expect(CFR_4_25.conversion).toContain("the combined value is found to be 52 percent");
    expect(combineTwo(40, 20)).toBe(52);
  });
});

describe("the combined rating", () => {
  it("reproduces each worked example of 38 CFR 4.25 and VA's page", () => {
    expect(VA_COMBINED_RATINGS_PAGE.threeExample).toContain("In this example, that number would be 69.");
    expect(VA_COMBINED_RATINGS_PAGE.twoTens).toContain("19%");
    for (const example of WORKED_EXAMPLES) {
      const result = combineRatings({ ratings: example.ratings as readonly Rating[] })!;
      expect([result.value, result.rating], example.source).toEqual([example.value, example.rating]);
    }
    expect(combineRatings({ ratings: [10, 10] })!.value).toBe(19);
  });

  it("shows each step: the order, each Table I reading, the final conversion", () => {
    expect(combineRatings({ ratings: [20, 50, 30] })).toEqual({
      sorted: [50, 30, 20],
      steps: [
        { row: 50, column: 30, value: 65 },
        { row: 65, column: 20, value: 72 },
      ],
      value: 72,
      rating: 70,
    });
    expect(combineRatings({ ratings: [40] })).toEqual({ sorted: [40], steps: [], value: 40, rating: 40 });
    expect(combineRatings({ ratings: [] })).toBeNull();
  });

  it("converts to the nearest 10, values ending in 5 upward", () => {
    expect([64, 65, 69, 70, 74, 94, 95, 99, 100].map(toDegree)).toEqual([60, 70, 70, 70, 70, 90, 100, 100, 100]);
  });

  it("agrees with the published table for every pair of ratings, in either order", () => {
    for (const [a, b] of multisets(2)) {
      const expected = byPublishedTable([a!, b!]);
      expect(combineRatings({ ratings: [a!, b!] })!.value, `${a}, ${b}`).toBe(expected);
      expect(combineRatings({ ratings: [b!, a!] })!.value, `${b}, ${a}`).toBe(expected);
    }
  });

  it("agrees with the published table, read by hand, for every set of 3 to 6 ratings", () => {
    let compared = 0;
    for (const size of [3, 4, 5, 6])
      for (const ratings of multisets(size)) {
        const result = combineRatings({ ratings })!;
        const expected = byPublishedTable(ratings);
        if (expected === null) {
          // Past the table's last row the value is already 95 or more: the rating is 100.
          expect(result.rating, ratings.join(",")).toBe(100);
        } else {
          expect(result.value, ratings.join(",")).toBe(expected);
          expect(result.rating).toBe(toDegree(expected));
        }
        // Any order gives the same result: the calculator sorts.
        expect(combineRatings({ ratings: [...ratings].reverse() })).toEqual(result);
        compared++;
      }
    expect(compared).toBe(220 + 715 + 2002 + 5005);
  });
});

describe("the address", () => {
  it("reads plain and encoded commas, in any order", () => {
    expect(readRatings("?ratings=50,30,20")).toEqual({ ratings: [50, 30, 20], ignored: [], bilateral: [] });
    expect(readRatings("?ratings=20%2C50%2C30").ratings).toEqual([20, 50, 30]);
    expect(readRatings("?ratings=20%2c50,%2030").ratings).toEqual([20, 50, 30]);
    expect(readRatings("").ratings).toEqual([]);
  });

  it("sets aside what is not a rating, and names it", () => {
    expect(readRatings("?ratings=50,abc,55,0,110,,30,-10")).toEqual({
      ratings: [50, 30],
      ignored: ["abc", "55", "0", "110", "-10"],
      bilateral: [],
    });
  });

  it("counts a rating marked bilateral (40b) as its rating and lists it: the factor is not applied", () => {
    expect(readRatings("?ratings=40b,20B,10")).toEqual({
      ratings: [40, 20, 10],
      ignored: [],
      bilateral: ["40b", "20B"],
    });
  });

  it("while 38 CFR 4.26 is unconfirmed, the marker changes no number: 40b,20b,10 combines as 40,20,10", () => {
    expect(CFR_4_26_STATUS.confirmed).toBe(false);
    const marked = combineRatings({ ratings: readRatings("?ratings=40b,20b,10").ratings })!;
    expect(marked).toEqual(combineRatings({ ratings: [40, 20, 10] }));
    // 40 and 20 make 52 (Table I), 52 and 10 make 57, which converts to 60.
    expect([marked.value, marked.rating]).toEqual([57, 60]);
  });

  it(`keeps at most ${MAX_RATINGS} ratings`, () => {
    const parsed = readRatings(
      `?ratings=${Array(MAX_RATINGS + 2)
        .fill(10)
        .join(",")}`,
    );
    expect(parsed.ratings).toHaveLength(MAX_RATINGS);
    expect(parsed.ignored).toEqual(["10", "10"]);
  });

  it("writes the ratings highest first with plain commas, and nothing for none", () => {
    expect(ratingsSearch([20, 50, 30])).toBe("?ratings=50,30,20");
    expect(ratingsSearch([])).toBe("");
    expect(readRatings(ratingsSearch([10, 100, 40])).ratings).toEqual([100, 40, 10]);
  });
});
