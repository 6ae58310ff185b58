/**
 * The service's own facts: the one file the counselor edits. The web page, the consultation
 * pages, the chat's knowledge base, its system prompt and its offline answers all read these
 * values, so a change here shows everywhere.
 *
 * The page at /es/ shows the title, biography, mission and location in Spanish: their Spanish twins
 * are in web/src/content/i18n/es/page.ts (`counselor`); change them together.
 *
 * Values marked PLACEHOLDER are stand-ins: replace them with the counselor's real details
 * before going live. The tests check the shape of this file, not these particular values.
 */

/** `alt` describes the photo on `/`; `altEs` is the same description in Spanish, for `/es/`. */
export type CounselorPhoto = { src: string; alt: string; altEs: string; width: number; height: number };

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
  /** PLACEHOLDER: the branch the counselor served in, shown on the counselor's card in the hero. */
  branch: "U.S. Army",
  /**
   * PLACEHOLDER: the portrait, shown in "About" and on the hero's card. The file shipped is a
   * neutral illustration, not a person: put the counselor's photo (480 x 560 or the same ratio,
   * JPEG or WebP) in web/public/, then point `src` at it and describe it in `alt`, for example:
   *   photo: { src: "/counselor.jpg", alt: "Jordan Reyes in a blue shirt, smiling",
   *            altEs: "Jordan Reyes con camisa azul, sonriendo", width: 480, height: 560 },
   * Set it to null to show a monogram of the name instead.
   */
  photo: {
    src: "/counselor-illustration.svg",
    alt: "Illustration of a person in a navy shirt, standing in for a photo of Jordan Reyes",
    altEs: "Ilustración de una persona con camisa azul marino, en lugar de una foto de Jordan Reyes",
    width: 480,
    height: 560,
  } as CounselorPhoto | null,
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
  /** PLACEHOLDER: when the phone is answered, shown next to every phone number with the time zone. */
  phoneHours: "Monday to Friday, 9 a.m. to 5 p.m.",
  /** PLACEHOLDER: the time zone of `phoneHours`, in words a caller knows. */
  timeZone: "Eastern Time",
  /** PLACEHOLDER: the same hours and time zone in Spanish, for the page at /es/. */
  phoneHoursEs: "De lunes a viernes, de 9 a. m. a 5 p. m.",
  timeZoneEs: "hora del Este",
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
