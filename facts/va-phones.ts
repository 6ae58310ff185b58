/**
 * VA's published phone numbers the chat may name, copied from shared/FACTS.md, "More official
 * pages" (round 3), read 2026-11-23. Their source there: VA.gov pages and VA's shared phone
 * constants (department-of-veterans-affairs/component-library, contacts.ts). Never add one that
 * is not there: the chat's output guard removes every other number.
 */
export const VA_PHONES = {
  benefitsHotline: "800-827-1000",
  healthCare: "877-222-8387",
  myVa411: "800-698-2411",
  homelessVeterans: "877-424-3838",
  caregiverSupport: "855-260-3274",
} as const;
