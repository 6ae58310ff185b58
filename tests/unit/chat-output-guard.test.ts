import { describe, expect, it } from "vitest";
import { CRISIS_REPLY } from "../../netlify/lib/safety/crisis";
import { GENERAL_ANSWER, TOPICS } from "../../netlify/lib/assistant/knowledge-base";
import { guardReply } from "../../netlify/lib/chat/output-guard";
import { contact } from "../../facts/service";
import { VA_PHONES } from "../../facts/va-phones";
import { GUARD_CASES } from "../harness/guard-cases";

const KEEP = "VA Form 21-526EZ is the claim for disability compensation, and you can file it online on VA.gov.";

type Case = [name: string, text: string];

const OWN_ANSWERS: Case[] = [
  ...TOPICS.map((topic): Case => [`the ${topic.id} answer`, topic.answer]),
  ["the general answer", GENERAL_ANSWER],
  ["the crisis reply", CRISIS_REPLY],
];

describe("output guard", () => {
  it.each(OWN_ANSWERS)("leaves %s as it is", (_name, text) => {
    expect(guardReply(text)).toEqual({ text, removed: [] });
  });

  const allowed: Case[] = [
    ["the counselor's number", `Call ${contact.phoneDisplay} to talk with a fellow veteran.`],
    ["the counselor's number with +1", `Call +1 ${contact.phoneDisplay} to talk with a fellow veteran.`],
    ...Object.entries(VA_PHONES).map(([name, { text: number }]): Case => [
      `VA's ${name} line`,
      `You can call VA at ${number}.`,
    ]),
    ["the benefits line with a leading 1", "Call VA at 1-800-827-1000, Monday to Friday."],
    ["the homeless line in letters", "Call 877-4AID-VET any time, day or night."],
    ["the crisis line", "Call 988, then select 1. Text 838255. TTY: call 711, then 988."],
    ["a form number and a year", "VA Form 21-526EZ from 2024 asks about service from 1990 to 2010."],
    ["a percentage rating, as VA's table says", "A 50 percent and a 30 percent disability combine to 70 percent."],
    ["a law citation", "Under 38 U.S.C. 5904, nobody may charge for help with an initial claim."],
    ["advice not to share a Social Security number", "Please don't share your Social Security number in this chat."],
    ["advice about passwords", "Never give your VA.gov password to anyone, including us."],
    ["the service being free", "Our guidance is free, with no fees or commissions."],
    ["independence from VA", "We are not part of VA and are not affiliated with the Department of Veterans Affairs."],
    ["a condition on an outcome", "If your claim is approved, VA pays from the date you filed."],
    ["nobody can promise", "Nobody can guarantee a rating: VA decides each claim."],
    ["signing in to VA.gov", "You need to sign in to VA.gov to check your claim status."],
  ];
  it.each(allowed)("keeps %s", (_name, text) => {
    expect(guardReply(`${text} ${KEEP}`)).toEqual({ text: `${text} ${KEEP}`, removed: [] });
  });

  it.each(GUARD_CASES.map((entry) => [entry.name, entry] as const))("removes %s", (_name, entry) => {
    const { text, removed } = guardReply(`${entry.text} ${KEEP}`);
    expect(removed).toEqual([entry.rule]);
    expect(text).toBe(KEEP);
  });

  it("keeps each line of a list in place and drops the one that breaks a rule", () => {
    const reply = [
      "Here is how to file:",
      "1. Gather your service treatment records and any private medical records.",
      "2. Call our claims desk at 1-900-555-0199 for a faster decision.",
      "3. File VA Form 21-526EZ online on VA.gov, or by mail.",
    ].join("\n");
    const { text, removed } = guardReply(reply);
    expect(removed).toEqual(["phone"]);
    expect(text).toBe(
      [
        "Here is how to file:",
        "1. Gather your service treatment records and any private medical records.",
        "3. File VA Form 21-526EZ online on VA.gov, or by mail.",
      ].join("\n"),
    );
  });

  it("gives nothing back when too little is left, so the caller answers otherwise", () => {
    const reply =
      "This is the Department of Veterans Affairs. Your claim has been approved. Please reply with your full Social Security number and date of birth. Thanks!";
    expect(guardReply(reply)).toEqual({ text: "", removed: ["as-va", "promise", "personal-data"] });
  });

  it("reads numbers hidden behind full-width digits and zero-width characters", () => {
    expect(guardReply(`Call １-９００-５５５-０１９９ now. ${KEEP}`).removed).toEqual(["phone"]);
    expect(guardReply(`Call 1-900-55\u200B5-0199 now. ${KEEP}`).removed).toEqual(["phone"]);
  });
});
