import { ExternalLink } from "../../components/external-link";

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

/** Splits a reply into plain text and safe links: only well-formed https:// URLs become links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index;
    if (!isSafeHttpsUrl(url)) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

function isSafeHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** Renders text as React text nodes (never HTML) with safe links. */
export function Linkified({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === "text" ? (
          part.text
        ) : (
          <ExternalLink key={index} href={part.href} className="break-all underline">
            {part.href}
          </ExternalLink>
        ),
      )}
    </>
  );
}
