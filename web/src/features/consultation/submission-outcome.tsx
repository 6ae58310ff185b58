import { AlertCircle, CheckCircle2, Phone } from "lucide-react";
import type { Ref } from "react";
import { contact } from "../../../../facts/service";
import type { Outcome } from "./use-consultation";
import { usePageText } from "../../content/i18n/language";

/**
 * What the last submission came to, kept on the page after the toast has gone: the confirmation,
 * or the failure with the phone number as the other way through.
 */
export function SubmissionOutcome({ outcome, ref }: { outcome: Outcome; ref: Ref<HTMLDivElement> }) {
  const { form: t, header } = usePageText();
  if (!outcome) return null;
  const sent = outcome.kind === "sent";
  const Icon = sent ? CheckCircle2 : AlertCircle;
  return (
    <div
      ref={ref}
      id="consultation-outcome"
      tabIndex={-1}
      className={
        sent
          ? "mt-4 flex gap-3 rounded-md border-2 border-green-700 bg-green-50 p-4 text-gray-900"
          : "mt-4 flex gap-3 rounded-md border-2 border-red-700 bg-red-50 p-4 text-gray-900"
      }
    >
      <Icon
        aria-hidden="true"
        className={sent ? "mt-0.5 size-6 shrink-0 text-green-700" : "mt-0.5 size-6 shrink-0 text-red-700"}
      />
      <div>
        <p className="font-semibold">{sent ? t.sentTitle : t.failedTitle}</p>
        <p className="mt-1">{sent ? t.sentText : t.failedText}</p>
        <a
          href={contact.phoneHref}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
        >
          <Phone aria-hidden="true" className="size-5" />
          {sent ? t.sentCall(contact.phoneDisplay) : header.callNumber(contact.phoneDisplay)}
        </a>
      </div>
    </div>
  );
}
