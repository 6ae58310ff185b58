import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionId } from "../../web/src/features/chat/session-id";
import { splitLinks } from "../../web/src/features/chat/linkify";
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

describe("links in chat replies", () => {
  it("turns https URLs into links and leaves the rest as text", () => {
    expect(splitLinks("See https://www.va.gov/find-forms/. Then call.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://www.va.gov/find-forms/" },
      { kind: "text", text: ". Then call." },
    ]);
  });

  it("never links http, javascript or data URLs, or URLs with credentials", () => {
    for (const text of [
      "http://www.va.gov/",
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "https://user:pass@evil.example/",
    ]) {
      expect(splitLinks(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("loses no text: markup in a reply stays text around the one safe link", () => {
    const text = '<a href="https://evil.example">x</a> and <script>alert(1)</script>';
    const parts = splitLinks(text);
    expect(parts.filter((p) => p.kind === "link")).toEqual([{ kind: "link", href: "https://evil.example" }]);
    expect(parts.map((p) => (p.kind === "text" ? p.text : p.href)).join("")).toBe(text);
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
