import { afterEach, describe, expect, it, vi } from "vitest";
import { dialogs as dialogsEs } from "../../web/src/content/i18n/es/dialogs";
import { page as pageEs } from "../../web/src/content/i18n/es/page";
import { dialogs as dialogsEn } from "../../web/src/content/i18n/en/dialogs";
import { createSessionId } from "../../web/src/features/chat/session-id";
import * as VA_LINKS from "../../facts/va-links";
import { linkName } from "../../web/src/features/chat/link-names";
import { chatLinkParts } from "../../web/src/features/chat/linkify";
import { dismissToast, getToasts, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "../../web/src/lib/toast";

describe("the chat session id", () => {
  it('is "session-", the time in ms, "-" and 9 random letters and digits', () => {
    expect(createSessionId(1_700_000_000_123)).toMatch(/^session-1700000000123-[a-z0-9]{9}$/);
    expect(createSessionId()).toMatch(/^session-\d{13}-[a-z0-9]{9}$/);
  });

  it("differs between sessions started in the same millisecond", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createSessionId(1)));
    expect(ids.size).toBe(1000);
  });

  it("draws its random part from crypto.getRandomValues", () => {
    const spy = vi.spyOn(crypto, "getRandomValues");
    createSessionId();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

/** The words a Spanish page names links with. */
const SPANISH = { dialogs: dialogsEs, page: pageEs };

describe("links in chat replies", () => {
  const SITE = "https://vets.example.org";

  it("turns allowed addresses into links and leaves the rest as text", () => {
    expect(chatLinkParts("See https://www.va.gov/find-forms/. Then call.", SITE)).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://www.va.gov/find-forms/" },
      { kind: "text", text: ". Then call." },
    ]);
  });

  it("links no other site, scheme or address with credentials, and drops them from the text", () => {
    for (const text of [
      "See https://evil.example/",
      "See javascript:alert(1)",
      "See data:text/html,<b>x</b>",
      "See https://user:pass@evil.example/",
    ]) {
      expect(chatLinkParts(text, SITE)).toEqual([{ kind: "text", text: "See" }]);
    }
  });

  it("keeps markup as text and links nothing from it", () => {
    const parts = chatLinkParts('<a href="https://evil.example">x</a> and <script>alert(1)</script>', SITE);
    expect(parts.filter((p) => p.kind !== "text")).toEqual([]);
    expect(parts.map((p) => (p.kind === "text" ? p.text : "")).join("")).not.toContain("evil");
  });

  it("makes the crisis line's phrases and the service's phone one-tap links, and nothing else", () => {
    const parts = chatLinkParts(
      "Call 988, then select 1. Text 838255. TTY: call 711, then 988. In an emergency, call 911. Or call (555) 010-0123. Not 1-800-555-0199, tel:+15551112222 or sms:12345.",
      SITE,
    );
    // "Nothing else": no other kind of part, and the other numbers and schemes stay out of every link.
    expect(parts.filter((p) => p.kind !== "tap" && p.kind !== "text")).toEqual([]);
    expect(parts.at(-1)).toEqual({ kind: "text", text: ". Not 1-800-555-0199, or." });
    expect(parts.filter((p) => p.kind === "tap")).toEqual([
      { kind: "tap", href: "tel:988", text: "Call 988, then select 1" },
      { kind: "tap", href: "sms:838255", text: "Text 838255" },
      { kind: "tap", href: "tel:711", text: "call 711, then 988" },
      { kind: "tap", href: "tel:911", text: "call 911" },
      { kind: "tap", href: "tel:+15550100123", text: "(555) 010-0123" },
    ]);
  });

  it("makes VA's own lines (facts/va-phones.ts) and the Spanish crisis phrases one-tap links too", () => {
    const taps = chatLinkParts(
      "VA: 800-827-1000. Homeless: 877-424-3838. Llame al 988 y oprima 1, o envíe un mensaje de texto al 838255.",
      SITE,
    ).filter((p) => p.kind === "tap");
    expect(taps).toEqual([
      { kind: "tap", href: "tel:+18008271000", text: "800-827-1000" },
      { kind: "tap", href: "tel:+18774243838", text: "877-424-3838" },
      { kind: "tap", href: "tel:988", text: "Llame al 988 y oprima 1" },
      { kind: "tap", href: "sms:838255", text: "envíe un mensaje de texto al 838255" },
    ]);
  });

  it("makes 'the consultation form on this page' an in-page link to the form, in both languages", () => {
    for (const phrase of ["the consultation form on this page", "el formulario de consulta de esta página"]) {
      expect(chatLinkParts(`Use ${phrase}.`, SITE).filter((p) => p.kind === "tap")).toEqual([
        { kind: "tap", href: "#contact", text: phrase },
      ]);
    }
  });

  it("names known VA pages from the site's tables and the official links, and reads unknown ones as words", () => {
    expect(linkName("https://www.va.gov/supporting-forms-for-claims/submit-statement-form-21-4138")).toBe(
      "VA Form 21-4138 on VA.gov",
    );
    expect(linkName("https://www.va.gov/housing-assistance/home-loans/request-coe-form-26-1880")).toBe(
      "VA Form 26-1880 on VA.gov",
    );
    expect(linkName("https://www.va.gov/health-care/how-to-apply/")).toBe("VA Form 10-10EZ on VA.gov");
    expect(linkName("https://www.veteranscrisisline.net/get-help-now/chat/")).toBe("Veterans Crisis Line chat");
    expect(linkName("https://www.va.gov/get-help-from-accredited-representative/find-rep/")).toBe(
      "Find a VA accredited representative on VA.gov",
    );
    expect(linkName("https://www.va.gov/decision-reviews/")).toBe("VA decision reviews and appeals on VA.gov");
    expect(linkName("https://www.va.gov/resources/your-intent-to-file-a-va-claim/")).toBe(
      "About your intent to file a VA claim on VA.gov",
    );
    // In Spanish, from the Spanish dictionary.
    expect(linkName("https://www.va.gov/decision-reviews/", SPANISH)).toBe(
      "Revisiones de decisiones y apelaciones de VA en VA.gov",
    );
    expect(linkName("https://www.va.gov/resources/your-intent-to-file-a-va-claim/", SPANISH)).toBe(
      "Información sobre su Intención de presentar un reclamo ante VA en VA.gov",
    );
    expect(linkName("https://www.va.gov/some-new-page/survivor-benefits/")).toBe("Survivor benefits on VA.gov");
    expect(linkName("https://www.va.gov/some-new-page/survivor-benefits/", SPANISH)).toBe(
      "Survivor benefits en VA.gov",
    );
    expect(linkName("https://www.example.org/")).toBe("example.org");
  });

  it.each([
    ["en", dialogsEn.chat.vaPages, undefined],
    ["es", dialogsEs.chat.vaPages, SPANISH],
  ] as const)("gives every official page a name that reads as words (%s)", (language, names, words) => {
    const suffix = language === "es" ? " en VA.gov" : " on VA.gov";
    for (const [key, href] of Object.entries(VA_LINKS)) {
      const phrase = names[key as keyof typeof VA_LINKS];
      // A phrase: a capital first, words and form numbers ("Post-9/11" too), never an address or an export name.
      expect(phrase, key).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(phrase, key).not.toMatch(/[…_]|https?:|\/[a-z-]*\/|[a-z][A-Z]|\b(\w+) \1\b/);
      // Not the names an export name made ("Intent to file about", "Buddy statement form page").
      expect(phrase, key).not.toMatch(/\b(about|form page|online|en línea)$/i);
      // The Spanish name is Spanish, not the English one again.
      if (language === "es") expect(phrase, key).not.toBe(dialogsEn.chat.vaPages[key as keyof typeof VA_LINKS]);
      // As a reply's link reads it: the site's own tables may name a page first, always as words.
      const text = linkName(href, words);
      expect(text.endsWith(suffix), `${key}: ${text}`).toBe(true);
      expect(text, key).not.toMatch(/…|https?:|\/[a-z-]*\/|\.gov\//i);
    }
  });
});

describe("the toast store", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps at most one toast and removes a dismissed one after 1,000,000 ms", () => {
    vi.useFakeTimers();
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    toast({ title: "A" });
    const second = toast({ title: "B", description: "b", variant: "destructive" });
    expect(getToasts()).toEqual([{ id: second, title: "B", description: "b", variant: "destructive", open: true }]);
    dismissToast(second);
    expect(getToasts()).toMatchObject([{ title: "B", open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});
