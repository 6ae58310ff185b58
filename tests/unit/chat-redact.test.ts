import { describe, expect, it } from "vitest";
import { redactMessage } from "../../netlify/lib/chat/redact";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("redaction of what a chat should never hold", () => {
  it.each([
    ["dashes", "My SSN is 123-45-6789, can you check?", "My SSN is [number removed], can you check?"],
    ["spaces", "ssn 123 45 6789", "ssn [number removed]"],
    ["dots", "it's 123.45.6789", "it's [number removed]"],
    ["nine digits", "number 123456789 thanks", "number [number removed] thanks"],
    ["full-width digits", "１２３-４５-６７８９", "[number removed]"],
  ])("masks a Social Security number written with %s", (_name, message, text) => {
    expect(redactMessage(message.normalize("NFKC"), NOW)).toEqual({ text, masked: true });
  });

  it.each([
    ["slashes", "I was born 03/14/1961.", "I was born [date removed] 1961."],
    ["a two-digit year", "DOB 3-14-61", "DOB [date removed] 1961"],
    ["ISO form", "1961-03-14 is my birthday", "[date removed] 1961 is my birthday"],
    ["words", "Date of birth: March 14, 1961", "Date of birth: [date removed] 1961"],
    ["day first", "born 14 March 1961 in Ohio", "born [date removed] 1961 in Ohio"],
    ["a recent year and birth words", "my son was born June 2, 2015", "my son was born [date removed] 2015"],
  ])("masks a date of birth written with %s, keeping the year", (_name, message, text) => {
    expect(redactMessage(message, NOW)).toEqual({ text, masked: true });
  });

  it("masks an old full date without birth words: it could be one", () => {
    expect(redactMessage("123-45-6789 03/14/1961", NOW)).toEqual({
      text: "[number removed] [date removed] 1961",
      masked: true,
    });
  });

  it.each([
    ["a phone number", "Call me at 555-010-0123 or (555) 010-0123 or 5550100123."],
    ["a recent decision date", "My decision letter is dated March 3, 2025. Can I still appeal?"],
    ["a year alone", "I served from 1988 to 1992 in the Army."],
    ["a form number", "Is VA Form 21-526EZ the right one? Or 21-0966?"],
    ["a rating and a ZIP+4", "I'm rated 70% and live in 12345-6789."],
    ["a date without a year", "My exam is on March 14."],
  ])("leaves %s as it is", (_name, message) => {
    expect(redactMessage(message, NOW)).toEqual({ text: message, masked: false });
  });
});
