import { CRISIS_TAPS } from "../../../../facts/crisis-line";
import { VA_PHONES } from "../../../../facts/va-phones";
import { type LinkPart, type LinkRule, splitLinks } from "../../../../contract/links";
import { ExternalLink as ExternalIcon } from "lucide-react";
import { contact } from "../../../../facts/service";
import { linkName } from "./link-names";
import { useDialogText } from "../../content/i18n/use-dialog-text";
import { usePageText } from "../../content/i18n/language";

/** The in-page target of "the consultation form on this page": tapping it hands off to a person. */
const CONSULTATION_FORM = "#contact";

/** The one link rule the server applied, plus the only tel:/sms: targets a reply may offer. */
const RULE: LinkRule = {
  keep: [contact.email],
  taps: [
    ...Object.values(CRISIS_TAPS),
    { text: contact.phoneDisplay, href: contact.phoneHref },
    ...Object.values(VA_PHONES),
    { text: "the consultation form on this page", href: CONSULTATION_FORM },
    { text: "el formulario de consulta de esta página", href: CONSULTATION_FORM },
  ],
};

/** A reply split into text, allowed links and one-tap crisis and phone links. */
export function chatLinkParts(text: string, siteOrigin = globalThis.location?.origin): LinkPart[] {
  return splitLinks(text, { ...RULE, siteOrigin });
}

/** Renders text as React text nodes (never HTML): links read as words, numbers are one tap away. */
export function Linkified({ text, onTalkToPerson }: { text: string; onTalkToPerson?: () => void }) {
  const words = { dialogs: useDialogText(), page: usePageText() };
  return (
    <>
      {chatLinkParts(text).map((part, index) => {
        if (part.kind === "text") return <FormNumbersWhole key={index} text={part.text} />;
        if (part.kind === "tap" && part.href === CONSULTATION_FORM) {
          return (
            <a
              key={index}
              href={part.href}
              onClick={(event) => {
                event.preventDefault();
                onTalkToPerson?.();
              }}
              className="font-semibold underline"
            >
              {part.text}
            </a>
          );
        }
        if (part.kind === "tap") {
          return (
            // A phone or text-message target a person in crisis must hit at the first try: 24 px and up.
            // It wraps within the message rather than run past it (a long Spanish one at 360 px), and
            // inline, so the stop after it stays on its line (an inline-block as wide as the message
            // left a lone "." on a line of its own).
            <a key={index} href={part.href} className="py-1 font-semibold text-red-800 underline">
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

/** A VA form number ("21-0966", "VA Form 21-526EZ"): split at its hyphen it reads as two numbers. */
const FORM_NUMBER = /\b(\d{2}-\d{2,5}[A-Za-z]{0,3})\b/;

/** Text with each form number kept on one line (the rest wraps as usual). */
function FormNumbersWhole({ text }: { text: string }) {
  const pieces = text.split(FORM_NUMBER);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}
