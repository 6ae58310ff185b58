import { readFileSync } from "node:fs";
import { VA_PHONES } from "../../facts/va-phones";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_BRANCHES } from "../../contract/api";
import { parseEnv } from "../../netlify/lib/env";
import { contact, counselor } from "../../facts/service";
import { VA_FORMS } from "../../facts/va-forms";
import * as VA_LINKS from "../../facts/va-links";
import { brand, crisisLine, privacy } from "../../web/src/content/site";
import { RESOURCE_COLUMNS } from "../../web/src/content/resources";
import { BENEFIT_TYPES, WIZARD_FORMS } from "../../web/src/content/wizard-forms";

// The official sources of facts/, with the date each was read.
// Table cells lose the padding Prettier gives them, so a row reads "| <url> |".
const FACTS = readFileSync(path.resolve(import.meta.dirname, "../../facts/SOURCES.md"), "utf8").replace(/ +\|/g, " |");

describe("content invariants", () => {
  it("has the six service branches in order", () => {
    expect(SERVICE_BRANCHES).toEqual(["Army", "Navy", "Air Force", "Marines", "Coast Guard", "Space Force"]);
  });

  it("has the spec's forms table for the wizard", () => {
    expect(BENEFIT_TYPES.map((b) => b.type)).toEqual(["disability", "home", "education", "healthcare"]);
    const table = Object.fromEntries(
      Object.entries(WIZARD_FORMS).map(([type, forms]) => [type, forms.map((f) => `${f.number} ${f.name}`)]),
    );
    expect(table).toEqual({
      disability: ["21-0966 Intent to File", "21-526EZ Disability Compensation"],
      home: ["26-1880 Certificate of Eligibility"],
      education: ["22-1990 GI Bill Application"],
      healthcare: ["10-10EZ Healthcare Application"],
    });
    expect(WIZARD_FORMS.disability[0]!.description).toMatch(/effective date/);
    expect(WIZARD_FORMS.education[0]!.href).toBe("https://www.va.gov/education/how-to-apply/");
    expect(WIZARD_FORMS.healthcare[0]!.href).toBe("https://www.va.gov/health-care/how-to-apply/");
  });

  it("uses only official https://www.va.gov/ links, each one listed in facts/SOURCES.md", () => {
    const links: string[] = [
      ...Object.values(VA_LINKS),
      ...VA_FORMS.flatMap((form) => form.links),
      ...RESOURCE_COLUMNS.flatMap((c) => c.links.map((l) => l.href)),
      ...Object.values(WIZARD_FORMS).flatMap((forms) => forms.map((f) => f.href)),
    ];
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/www\.va\.gov\//);
      expect(FACTS, link).toContain(`| ${link} |`);
    }
  });

  it("names only VA phone numbers that facts/SOURCES.md lists, as it writes them", () => {
    for (const { text: number } of Object.values(VA_PHONES))
      expect(FACTS, number).toMatch(new RegExp(`\\b${number}\\b`));
  });

  it("lists the six resource links in two columns of three", () => {
    expect(RESOURCE_COLUMNS.map((c) => [c.title, c.links.length])).toEqual([
      ["Disability Claims", 3],
      ["Other Benefits", 3],
    ]);
  });

  it("gives the Veterans Crisis Line as facts/SOURCES.md does, never the retired number", () => {
    expect(crisisLine.call.href).toBe("tel:988");
    expect(FACTS).toContain("Call **988, then select 1**");
    expect(crisisLine.text.href).toBe("sms:838255");
    expect(FACTS).toContain("(an `sms:838255` link)");
    expect(FACTS).toContain(`Confidential chat: ${crisisLine.chat.href}`);
    expect(FACTS).toContain(`More: ${crisisLine.more}`);
    expect(crisisLine.tty).toBe("TTY: call 711, then 988");
    expect(FACTS).toContain("TTY: call **711, then 988**");
    expect(crisisLine.ttyHref).toBe("tel:711");
    expect(crisisLine.emergency.href).toBe("tel:911");
    expect(FACTS.replace(/\s+/g, " ")).toContain("In an emergency: call 911 or go to the nearest emergency room.");
    expect(JSON.stringify(crisisLine)).not.toContain("273-8255");
  });

  it("claims no accreditation by default, and ships an illustration, not a stranger's photo, as the portrait", async () => {
    // facts/SOURCES.md: never claim an accreditation the content does not hold; the counselor sets it.
    expect(counselor.accreditation).toBeNull();
    const { readFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const file = await readFile(join(import.meta.dirname, "../../web/public", counselor.photo!.src), "utf8");
    expect(counselor.photo!.src).toMatch(/\.svg$/);
    expect(file).toContain("<svg");
    expect(counselor.photo!.alt).toMatch(/^Illustration/);
  });

  it("keeps the bio within what an unaccredited guide may say (facts/SOURCES.md, Accreditation)", () => {
    const bio = counselor.bio.join(" ");
    // Preparing or submitting someone's claim needs VA accreditation: the veteran files, we guide.
    expect(bio).not.toMatch(/\b(submit|file|prepare|present)\b[^.]*\bclaims?\b for (you|veterans)/i);
    expect(bio).not.toMatch(/\bsubmit complete claims\b/i);
    if (!counselor.accreditation) expect(bio).toMatch(/so they can file/);
  });

  it("states the chat's retention as the server keeps it, and offers deletion by e-mail", () => {
    expect(privacy.chatHistoryDays).toBe(parseEnv({}).CHAT_HISTORY_TTL_DAYS);
    expect(privacy.formNote).toMatch(/name, e-mail, phone and branch/);
    expect(privacy.formNote).toMatch(/only to contact you about your consultation/);
    expect(privacy.formNote).toMatch(/never sell or share/);
    expect(privacy.deletionNote).toMatch(/deleted/);
    expect(privacy.path).toBe("/privacy");
  });

  it("shows the 2024 copyright and a dialable phone number", () => {
    expect(brand.copyrightYear).toBe(2024);
    expect(contact.phoneHref).toMatch(/^tel:\+1\d{10}$/);
    expect(contact.phoneDisplay.replace(/\D/g, "")).toBe(contact.phoneHref.slice(-10));
  });
});
