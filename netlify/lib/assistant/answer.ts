/**
 * How every knowledge-base answer is written, in either language: the direct answer, the
 * numbered steps, the official links, then an optional closing line (the hand-off or the crisis
 * line). One shape, so a test can walk every topic and check each part.
 */

/** The chat's two answer languages. */
export type Language = "en" | "es";

export type AnswerLink = readonly [label: string, url: string];

/** One answer in the order a veteran on a phone needs it: the direct answer, the steps, the official links. */
export type AnswerParts = {
  /** The direct answer, one or two sentences, no link. */
  direct: string;
  steps: readonly string[];
  links: readonly AnswerLink[];
  /** An optional last line: the hand-off or the crisis line. */
  closing?: string;
};

export function renderAnswer({ direct, steps, links, closing }: AnswerParts): string {
  return [
    direct,
    steps.map((step, i) => `${i + 1}. ${step}`).join("\n"),
    links.map(([label, url]) => `${label}: ${url}`).join("\n"),
    closing,
  ]
    .filter(Boolean)
    .join("\n\n");
}
