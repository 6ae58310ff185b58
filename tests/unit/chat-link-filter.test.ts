import { describe, expect, it } from "vitest";
import { CRISIS_REPLY } from "../../netlify/lib/safety/crisis";
import { TOPICS } from "../../netlify/lib/assistant/knowledge-base";
import { filterLinks as applyLinkRule } from "../../contract/links";
import { contact } from "../../facts/service";
import { SYSTEM_PROMPT } from "../../netlify/lib/assistant/system-prompt";

const SITE = "https://vets.example.org";
/** The rule as the chat service applies it: this site's pages allowed, its e-mail kept. */
const filterLinks = (text: string, { siteOrigin }: { siteOrigin?: string } = {}) =>
  applyLinkRule(text, { siteOrigin, keep: [contact.email] });
const VA = "https://www.va.gov/disability/file-disability-claim-form-21-526ez";

describe("link filter", () => {
  it.each([
    ["a VA.gov link", `File here: ${VA}`, `File here: ${VA}`],
    ["a VA.gov link before a full stop", `File here: ${VA}.`, `File here: ${VA}.`],
    ["a VA.gov link in parentheses", `Use the form (${VA}) to file.`, `Use the form (${VA}) to file.`],
    [
      "the crisis line",
      "Chat: https://www.veteranscrisisline.net/get-help-now/chat/",
      "Chat: https://www.veteranscrisisline.net/get-help-now/chat/",
    ],
    ["the crisis line without www", "See https://veteranscrisisline.net/", "See https://veteranscrisisline.net/"],
    ["VA.gov without www", "See https://va.gov/disability", "See https://va.gov/disability"],
    ["VA.gov named in a sentence", "Sign in on VA.gov to check.", "Sign in on VA.gov to check."],
    ["VA.gov as a possessive", "Use VA.gov's claim status tool.", "Use VA.gov's claim status tool."],
    ["the service's own e-mail", "E-mail help@example.org today.", "E-mail help@example.org today."],
    [
      "ordinary prose with dots and colons",
      "Under 38 U.S.C. 5904, e.g. at 9:30 a.m., nobody may charge: 1) file; 2) wait.",
      "Under 38 U.S.C. 5904, e.g. at 9:30 a.m., nobody may charge: 1) file; 2) wait.",
    ],
    [
      "the site's own origin",
      `Request a consultation at ${SITE}/#consultation`,
      `Request a consultation at ${SITE}/#consultation`,
    ],
    ["http VA.gov, upgraded", "See http://www.va.gov/find-forms/", "See https://www.va.gov/find-forms/"],
    [
      "a bare www.va.gov address, made https",
      "Go to www.va.gov/find-forms/ now",
      "Go to https://www.va.gov/find-forms/ now",
    ],
  ])("keeps %s", (_name, input, output) => {
    expect(filterLinks(input, { siteOrigin: SITE })).toBe(output);
  });

  it.each([
    ["another site", "Try https://example.com/claims for help.", "Try for help."],
    ["a lookalike host", "File at https://www.va.gov.claims-help.com/file now", "File at now"],
    ["another VA subdomain", "See https://benefits.va.gov/compensation/", "See"],
    ["credentials in the address", "See https://www.va.gov@evil.example/", "See"],
    ["a non-standard port", "See https://www.va.gov:8443/find-forms/", "See"],
    ["an http site", "See http://evil.example/x?y=1.", "See."],
    ["another e-mail address", "E-mail claims@evil.example today.", "E-mail today."],
    ["a bare www address", "Visit www.vaclaimhelp.com today", "Visit today"],
    ["another scheme", "Open ftp://files.example/form.pdf", "Open"],
    ["a javascript scheme with //", "Click javascript://www.va.gov/%0Aalert(1)", "Click"],
    ["a VA address hidden in a query", "https://evil.example/?next=https://www.va.gov/", ""],
    ["a Cyrillic lookalike", "See https://www.vа.gov/find-forms/", "See"],
    ["a look-alike origin of this site", `See ${SITE}.evil.example/page`, "See"],
  ])("removes %s", (_name, input, output) => {
    expect(filterLinks(input, { siteOrigin: SITE })).toBe(output);
  });

  it("keeps a Markdown link's label and its address only when allowed", () => {
    expect(filterLinks(`[File online](${VA}) or [get help](https://scam.example/help).`, { siteOrigin: SITE })).toBe(
      `File online ${VA} or get help.`,
    );
  });

  it("leaves text without links untouched, line breaks included", () => {
    const text = "1) File an Intent to File.\n2) Gather documents.\n\nCall (555) 010-0123.";
    expect(filterLinks(text, { siteOrigin: SITE })).toBe(text);
  });

  it("allows no origin of its own when none is given", () => {
    expect(filterLinks(`Go to ${SITE}/`)).toBe("Go to");
  });
});

describe("link filter passes", () => {
  it("removes an address that appears when its neighbours are removed", () => {
    // Removing the address glues ".example/x" to "evil": a new address the next pass removes.
    const nested = "See evil https://a.example .example/x";
    expect(filterLinks(nested)).toBe("See");
  });
});

describe("what the site itself writes", () => {
  it.each([
    ...TOPICS.map((topic) => [`the ${topic.id} answer`, topic.answer] as const),
    ["the crisis reply", CRISIS_REPLY] as const,
    ["the system prompt (a model copies its wording)", SYSTEM_PROMPT] as const,
  ])("passes %s unchanged", (_name, text) => {
    expect(filterLinks(text, { siteOrigin: SITE })).toBe(text.trim());
  });
});
