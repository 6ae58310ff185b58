import { Phone } from "lucide-react";
import { contact, counselor } from "../../../facts/service";
import { useLanguage, usePageText } from "../content/i18n/language";
import { PhoneHours } from "./phone-hours";

/**
 * The person behind the service, for the hero's right side on wide screens: photo, name, branch,
 * what it costs (nothing), the phone and its hours.
 */
export function CounselorCard() {
  const { photo } = counselor;
  const t = usePageText();
  const language = useLanguage();
  return (
    <aside aria-label={t.counselorCard.label} className="rounded-lg bg-white p-6 text-gray-900 shadow-xl">
      <div className="flex items-center gap-4">
        {photo ? (
          // Lazy: the card shows only on wide screens, so a phone never fetches the image.
          <img
            src={photo.src}
            alt={language === "es" ? photo.altEs : photo.alt}
            width={96}
            height={Math.round((96 * photo.height) / photo.width)}
            loading="lazy"
            decoding="async"
            className="h-auto w-24 shrink-0 rounded-md bg-navy-50"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-xl font-bold text-navy-800">{counselor.name}</p>
          <p className="text-gray-700">{t.counselorCard.veteranOf(t.counselor.branch)}</p>
          <p className="mt-1 font-semibold text-green-800">{t.counselorCard.free}</p>
        </div>
      </div>
      <a
        href={contact.phoneHref}
        className="mt-5 flex min-h-11 items-center justify-center gap-2 rounded-md bg-navy-800 px-4 py-2.5 font-semibold text-white hover:bg-navy-900"
      >
        <Phone aria-hidden="true" className="size-5 shrink-0" />
        {t.header.callNumber(contact.phoneDisplay)}
      </a>
      <PhoneHours className="mt-2 text-center text-gray-700" />
    </aside>
  );
}
