import { CRISIS_TAPS } from "../../../../facts/crisis-line";
import { type LinkPart, type LinkRule, splitLinks } from "../../../../contract/links";
import { ExternalLink as ExternalIcon } from "lucide-react";
import { contact } from "../../../../facts/service";
import { linkName } from "./link-names";
import { useDialogText } from "../../content/i18n/use-dialog-text";
import { usePageText } from "../../content/i18n/language";

/** The one link rule the server applied, plus the only tel:/sms: targets a reply may offer. */
const RULE: LinkRule = {
  keep: [contact.email],
  taps: [...Object.values(CRISIS_TAPS), { text: contact.phoneDisplay, href: contact.phoneHref }],
};

/** A reply split into text, allowed links and one-tap crisis and phone links. */
export function chatLinkParts(text: string, siteOrigin = globalThis.location?.origin): LinkPart[] {
  return splitLinks(text, { ...RULE, siteOrigin });
}

/** Renders text as React text nodes (never HTML): links read as words, numbers are one tap away. */
export function Linkified({ text }: { text: string }) {
  const words = { dialogs: useDialogText(), page: usePageText() };
  return (
    <>
      {chatLinkParts(text).map((part, index) => {
        if (part.kind === "text") return part.text;
        if (part.kind === "tap") {
          return (
            // A phone or text-message target a person in crisis must hit at the first try: 24 px and up.
            <a
              key={index}
              href={part.href}
              className="inline-block py-1 font-semibold whitespace-nowrap text-red-800 underline"
            >
              {part.text}
            </a>
          );
        }
        // Inline, unlike the page's ExternalLink: a name that wraps keeps its icon at its end.
        return (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold break-words underline"
          >
            {linkName(part.href, words)}
            <ExternalIcon aria-hidden="true" className="ml-1 inline size-4 align-[-2px]" />
            <span className="sr-only">{words.page.newTab}</span>
          </a>
        );
      })}
    </>
  );
}
