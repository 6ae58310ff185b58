/**
 * How VA combines disability ratings: 38 CFR 4.25 and VA's own combined ratings table, quoted from
 * the copies read on 2026-11-23. The calculator (web/src/features/rating-calculator/) implements
 * these words and its tests check it against every example and published table entry below.
 *
 * Nothing here is a number of our own: each figure is in a quote, with its source.
 */

/** 38 CFR 4.25, "Combined ratings table". */
export const CFR_4_25 = {
  /** The eCFR copy read (stored copy, "e-CFR data is current as of April 3, 2020"). */
  source: "https://www.ecfr.gov/cgi-bin/text-idx?node=se38.1.4_125&rgn=div8",
  read: "2026-11-23",
  /** The efficiency rule: each disability takes its share of the efficiency left by the ones before it. */
  efficiency:
    "Table I, Combined Ratings Table, results from the consideration of the efficiency of the individual as affected first by the most disabling condition, then by the less disabling condition, then by other less disabling conditions, if any, in the order of severity. Thus, a person having a 60 percent disability is considered 40 percent efficient. Proceeding from this 40 percent efficiency, the effect of a further 30 percent disability is to leave only 70 percent of the efficiency remaining after consideration of the first disability, or 28 percent efficiency altogether. The individual is thus 72 percent disabled, as shown in table I opposite 60 percent and under 30 percent.",
  /** 4.25(a): order of severity, reading the table, and the final conversion to a multiple of 10. */
  order:
    "To use table I, the disabilities will first be arranged in the exact order of their severity, beginning with the greatest disability and then combined with use of table I as hereinafter indicated.",
  conversion:
    "This combined value will then be converted to the nearest number divisible by 10, and combined values ending in 5 will be adjusted upward. Thus, with a 50 percent disability and a 30 percent disability, the combined value will be found to be 65 percent, but the 65 percent must be converted to 70 percent to represent the final degree of disability. Similarly, with a disability of 40 percent, and another disability of 20 percent, the combined value is found to be 52 percent",
} as const;

/**
 * VA's "About VA disability ratings" page as VA's public content repository holds it
 * (department-of-veterans-affairs/vagov-content, pages/disability/about-disability-ratings.md,
 * commit 056b0f563320a2a9b66f1cfba90384813a964b57, read 2026-11-23). The live page is
 * https://www.va.gov/disability/about-disability-ratings/ (FACTS: "About disability ratings").
 */
export const VA_COMBINED_RATINGS_PAGE = {
  source:
    "https://github.com/department-of-veterans-affairs/vagov-content/blob/056b0f563320a2a9b66f1cfba90384813a964b57/pages/disability/about-disability-ratings.md",
  read: "2026-11-23",
  rounding:
    "We’ll round that combined value to the nearest 10% to find your combined disability rating. We’ll round combined values ending in 1 to 4 down, and those ending in 5 to 9 up.",
  moreThanTwo:
    "We’ll repeat the process for each additional disability. This means we’ll take the combined value (before rounding) of the first 2 disability ratings and then combine that with the third highest rating, and so on until we’ve added all disability ratings. We’ll round the final value to the nearest 10% to find your combined disability rating.",
  threeExample:
    "If we added a third disability rated at 10% disabling to our original example, we would take your combined value of 65 and look for that number in the left column of the combined ratings table. We would then look for 10 in the top row—and find the number where the left column and top row meet. In this example, that number would be 69.",
  twoTens: "If you have 2 disabilities, each rated at 10% disabling, your combined disability rating is 19%.",
} as const;

/**
 * The worked examples above as numbers: the ratings and the combined value as each quote states
 * them, and the rating the conversion rule gives (the 4.25(a) quote stops before naming 50).
 */
export const WORKED_EXAMPLES = [
  { ratings: [60, 30], value: 72, rating: 70, source: "38 CFR 4.25" },
  { ratings: [50, 30], value: 65, rating: 70, source: "38 CFR 4.25(a)" },
  { ratings: [40, 20], value: 52, rating: 50, source: "38 CFR 4.25(a)" },
  { ratings: [50, 30, 10], value: 69, rating: 70, source: "VA, About VA disability ratings" },
] as const;

/**
 * 38 CFR 4.26, the bilateral factor: NOT CONFIRMED from an official copy on 2026-11-23, so the
 * calculator does not apply it (docs/decisions/931). What was found:
 * - the Federal Register on govinfo.gov (official) shows VA amended it: "Exceptions to Applying the
 *   Bilateral Factor in VA Disability Calculations", interim final rule, 88 FR 22914 (April 14,
 *   2023), effective April 16, 2023, adopted as final by 88 FR 89307 (December 27, 2023). Its
 *   summary: "this interim final rule will allow VA adjudicators to exclude certain disabilities
 *   that would be calculated using the bilateral factor to determine the combined evaluation if,
 *   by their exclusion, a higher combined evaluation can be achieved." The amended text itself was
 *   not readable in the stored copy.
 * - the section's wording was seen only in third-party copies (forums, other projects' code).
 * - VA's public content repository explains Table I but not the bilateral factor.
 */
export const CFR_4_26_STATUS = {
  confirmed: false,
  amendment: "https://www.govinfo.gov/content/pkg/FR-2023-04-14/html/2023-07426.htm",
} as const;
