import { AlertCircle, FileText, Home, Phone } from "lucide-react";
import { contact } from "../../../facts/service";
import { PhoneHours } from "../components/phone-hours";
import { CardPage } from "./card-page";
import { useLanguage } from "../content/i18n/language";
import { homePath } from "../content/i18n/paths";
import { usePagesText } from "../content/i18n/use-pages-text";

const LINK = "inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline";

/** The spec's title and text, then what to do next: call, go home, or find a VA form. */
export function NotFoundPage() {
  const { notFound: t, call } = usePagesText();
  const home = homePath(useLanguage());
  return (
    <CardPage width="md">
      <div className="flex items-center gap-2">
        <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
        <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
      </div>
      <p className="mt-4 text-gray-700">{t.text}</p>
      <ul className="mt-6 space-y-2">
        <li>
          <a href={contact.phoneHref} className={LINK}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {call(contact.phoneDisplay)}
          </a>
          <PhoneHours className="text-gray-700" />
        </li>
        <li>
          <a href={home} className={LINK}>
            <Home aria-hidden="true" className="size-5 shrink-0" />
            {t.home}
          </a>
        </li>
        <li>
          <a href={`${home}#resources`} className={LINK}>
            <FileText aria-hidden="true" className="size-5 shrink-0" />
            {t.forms}
          </a>
        </li>
      </ul>
    </CardPage>
  );
}
