/**
 * VA's own phone lines, as facts/SOURCES.md lists them (read 2026-11-23;
 * its source: VA's shared phone constants, department-of-veterans-affairs/component-library,
 * contacts.ts). `text` is how the chat writes the number, and the chat turns exactly that text
 * into a one-tap call (`href`).
 */
export type VaPhone = { text: string; href: string };

export const VA_PHONES = {
  /** VA benefits hotline (TTY: 711). */
  benefits: { text: "800-827-1000", href: "tel:+18008271000" },
  /** VA health care line ("VA Help Line" in VA's code). */
  healthCare: { text: "877-222-8387", href: "tel:+18772228387" },
  /** MyVA411, VA's main information line (TTY: 711); press 0 for a Spanish interpreter, 24/7. */
  myVa411: { text: "800-698-2411", href: "tel:+18006982411" },
  /** National Call Center for Homeless Veterans (877-4AID-VET). */
  homeless: { text: "877-424-3838", href: "tel:+18774243838" },
  /** VA National Caregiver Support Line. */
  caregiverSupport: { text: "855-260-3274", href: "tel:+18552603274" },
} as const satisfies Record<string, VaPhone>;
