import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_BRANCHES } from "../../contract/api";
import { brand, contact, crisisLine } from "../../web/src/content/site";
import { RESOURCE_COLUMNS, VA_LINKS } from "../../web/src/content/va-links";
import { BENEFIT_TYPES, WIZARD_FORMS } from "../../web/src/features/wizard/forms";

// shared/ sits beside the project root, here and in CI.
const FACTS = readFileSync(path.resolve(import.meta.dirname, "../../../shared/FACTS.md"), "utf8");

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

  it("uses only official https://www.va.gov/ links, each one listed in FACTS.md", () => {
    const links = [
      ...Object.values(VA_LINKS),
      ...RESOURCE_COLUMNS.flatMap((c) => c.links.map((l) => l.href)),
      ...Object.values(WIZARD_FORMS).flatMap((forms) => forms.map((f) => f.href)),
    ];
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/www\.va\.gov\//);
      expect(FACTS, link).toContain(`| ${link} |`);
    }
  });

  it("lists the six resource links in two columns of three", () => {
    expect(RESOURCE_COLUMNS.map((c) => [c.title, c.links.length])).toEqual([
      ["Disability Claims", 3],
      ["Other Benefits", 3],
    ]);
  });

  it("gives the Veterans Crisis Line as FACTS.md does, never the retired number", () => {
    expect(crisisLine.call.href).toBe("tel:988");
    expect(crisisLine.text.href).toBe("sms:838255");
    expect(FACTS).toContain(crisisLine.chat.href);
    expect(JSON.stringify(crisisLine)).not.toContain("273-8255");
  });

  it("shows the 2024 copyright and a dialable phone number", () => {
    expect(brand.copyrightYear).toBe(2024);
    expect(contact.phoneHref).toMatch(/^tel:\+1\d{10}$/);
    expect(contact.phoneDisplay.replace(/\D/g, "")).toBe(contact.phoneHref.slice(-10));
  });
});
