import { AlertCircle, CheckCircle2, Phone } from "lucide-react";
import type { Ref } from "react";
import { toE164Phone } from "../../../../contract/api";
import { contact } from "../../../../facts/service";
import { PhoneHours } from "../../components/phone-hours";
import type { Outcome } from "./use-consultation";
import { usePageText } from "../../content/i18n/language";

/** A US number as (202) 555-0147; any other as the server will store it (+44…). */
function phoneForReading(phone: string): string {
  const e164 = toE164Phone(phone);
  const us = e164?.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  if (us) return `(${us[1]}) ${us[2]}-${us[3]}`;
  return e164 ?? phone;
}

/**
 * What the last submission came to, kept on the page after the toast has gone: the confirmation,
 * repeating how the counselor will reach the visitor, or the failure with the phone number as the
 * other way through.
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
      <div className="min-w-0">
        <p className="font-semibold">{sent ? t.sentTitle : t.failedTitle}</p>
        <p className="mt-1">{sent ? t.sentText : t.failedText}</p>
        {outcome.kind === "sent" ? (
          <p className="mt-1" data-contact-repeat>
            {t.contactRepeat[0]}
            <strong className="whitespace-nowrap">{phoneForReading(outcome.phone)}</strong>
            {t.contactRepeat[1]}
            <strong className="[overflow-wrap:anywhere]">{outcome.email}</strong>
            {t.contactRepeat[2]}
          </p>
        ) : null}
        <a
          href={contact.phoneHref}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
        >
          <Phone aria-hidden="true" className="size-5" />
          {sent ? t.sentCall(contact.phoneDisplay) : header.callNumber(contact.phoneDisplay)}
        </a>
        <PhoneHours className="text-gray-700" />
      </div>
    </div>
  );
}
