import { AlertCircle, CheckCircle2, Phone } from "lucide-react";
import type * as React from "react";
import { CardPage } from "./card-page";
import { contact } from "../../../facts/service";
import { PhoneHours } from "../components/phone-hours";
import { useLanguage } from "../content/i18n/language";
import { homePath } from "../content/i18n/paths";
import { usePagesText } from "../content/i18n/use-pages-text";

/** Whether the request was taken: the icon beside the title. */
const ICONS = {
  taken: <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-green-700" />,
  "not taken": <AlertCircle aria-hidden="true" className="size-8 shrink-0 text-red-700" />,
} as const;

/** The frame of the pages a no-JavaScript form post lands on: a card, the phone, a way home. */
export function FormPostPage({
  outcome,
  title,
  children,
  homeLabel,
}: {
  outcome: keyof typeof ICONS;
  title: string;
  children: React.ReactNode;
  homeLabel: string;
}) {
  const t = usePagesText();
  const home = homePath(useLanguage());
  return (
    <CardPage width="lg">
      <div className="flex items-center gap-2">
        {ICONS[outcome]}
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      {children}
      <a
        href={contact.phoneHref}
        className="mt-6 inline-flex min-h-11 items-center gap-3 rounded-md bg-navy-800 px-5 py-3 text-lg font-bold text-white hover:bg-navy-900"
      >
        <Phone aria-hidden="true" className="size-5" />
        {t.call(contact.phoneDisplay)}
      </a>
      <PhoneHours className="mt-2 text-gray-700" />
      <p className="mt-6">
        <a href={home} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
          {homeLabel}
        </a>
      </p>
    </CardPage>
  );
}
