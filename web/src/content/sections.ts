import { page } from "./i18n/en/page";

/**
 * The home page's sections the header links to, in page order: each section's id and
 * the header's English label for it (the dictionary's, i18n/en/page.ts). The header, the sections and the wizard take their ids from here,
 * typed as `SectionId`, so a section cannot be renamed in one place only.
 */
export const SECTIONS = page.header.sections;

export type SectionId = keyof typeof SECTIONS;

/** The id of a section's heading, which names the section. */
export const sectionTitleId = (id: SectionId) => `${id}-title`;

/** A section's own attributes: its id, focusable when scrolled to, named by its heading. */
export function sectionAttributes(id: SectionId) {
  return { id, tabIndex: -1, "aria-labelledby": sectionTitleId(id) } as const;
}
