/**
 * Everything the counselor may want to change lives in this one file.
 *
 * Values marked PLACEHOLDER are stand-ins: replace them with the counselor's real details
 * before going live. The tests check the shape of this file, not these particular values.
 */

export const counselor = {
  /** PLACEHOLDER */
  name: "Jordan Reyes",
  /** PLACEHOLDER */
  title: "U.S. Army Veteran & VA Benefits Guide",
  /** PLACEHOLDER: a portrait, 480 x 560 or the same ratio, placed in web/public/. */
  photo: { src: "/counselor.svg", alt: "Portrait of Jordan Reyes", width: 480, height: 560 },
  /** PLACEHOLDER */
  bio: [
    "After 20 years in uniform, I know how confusing the VA claims process can feel. I have filed my own claims, sat through the exams and waited on the letters.",
    "Today I help fellow veterans across the country understand the benefits they have earned, gather the right documents and submit complete claims with confidence.",
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

export const brand = {
  title: "Veteran Benefits Guide",
  subtitle: "Free VA benefits guidance from a fellow veteran",
  description:
    "Free, veteran-led guidance on VA disability compensation, home loans, education and health care benefits. No fees, no commissions. Chat, find the right official VA form, or request a free consultation.",
  copyrightYear: 2024,
} as const;

/** The Veterans Crisis Line as VA.gov shows it (shared/FACTS.md). */
export const crisisLine = {
  call: { label: "Call 988, then select 1", href: "tel:988" },
  text: { label: "Text 838255", href: "sms:838255" },
  chat: { label: "Chat online", href: "https://www.veteranscrisisline.net/get-help-now/chat/" },
  tty: "TTY: call 711, then 988",
  more: "https://www.veteranscrisisline.net/",
} as const;
