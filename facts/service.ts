/**
 * The service's own facts: the one file the counselor edits. The web page, the consultation
 * pages, the chat's knowledge base, its system prompt and its offline answers all read these
 * values, so a change here shows everywhere.
 *
 * Values marked PLACEHOLDER are stand-ins: replace them with the counselor's real details
 * before going live. The tests check the shape of this file, not these particular values.
 */

export type CounselorPhoto = { src: string; alt: string; width: number; height: number };

/** VA accredits three kinds of representative (facts/SOURCES.md, "Accreditation"). */
export type Accreditation = {
  type: "VSO representative" | "attorney" | "claims agent";
  /** As VA's accreditation search shows it. */
  number: string;
};

export const service = {
  /** The service's name: the page's title and what the chat calls it. */
  name: "Veteran Benefits Guide",
} as const;

export const counselor = {
  /** PLACEHOLDER */
  name: "Jordan Reyes",
  /** PLACEHOLDER */
  title: "U.S. Army Veteran & VA Benefits Guide",
  /**
   * The portrait: null shows a monogram of the name. To add one, place a photo (480 x 560 or the
   * same ratio) in web/public/ and write, for example:
   *   photo: { src: "/counselor.jpg", alt: "Jordan Reyes", width: 480, height: 560 },
   */
  photo: null as CounselorPhoto | null,
  /**
   * The counselor's VA accreditation (facts/SOURCES.md, "Accreditation"). Keep null unless VA has
   * accredited the counselor; never claim one VA's records do not show. When accredited, write:
   *   accreditation: { type: "claims agent", number: "12345" },
   * The page then shows it with a link to verify it on VA.gov, and the chat says so.
   */
  accreditation: null as Accreditation | null,
  /** PLACEHOLDER */
  bio: [
    "After 20 years in uniform, I know how confusing the VA claims process can feel. I have filed my own claims, sat through the exams and waited on the letters.",
    "Today I help fellow veterans across the country understand the benefits they have earned, find the right official VA forms and gather the documents that matter, so they can file complete claims with confidence.",
  ],
  /** PLACEHOLDER */
  mission: "No veteran should have to navigate the VA alone, or pay someone to get the benefits they already earned.",
} as const;

export const contact = {
  /** PLACEHOLDER: shown on the page and used for the tel: links. 555-01xx numbers are fictional. */
  phoneDisplay: "(555) 010-0123",
  phoneHref: "tel:+15550100123",
  /** PLACEHOLDER */
  email: "help@example.org",
  /** The state is deliberately not shown. */
  location: "Veteran-led, serving veterans nationwide",
  /** PLACEHOLDER: social profiles; empty href means "not set up yet" and renders as a placeholder. */
  social: [
    { name: "Facebook", href: "" },
    { name: "LinkedIn", href: "" },
    { name: "YouTube", href: "" },
  ],
} as const;
