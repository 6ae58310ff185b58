import { AlertCircle } from "lucide-react";
import { CardPage } from "./card-page";
import { useLanguage } from "../content/i18n/language";
import { homePath } from "../content/i18n/paths";
import { usePagesText } from "../content/i18n/use-pages-text";

export function NotFoundPage() {
  const t = usePagesText().notFound;
  const home = homePath(useLanguage());
  return (
    <CardPage width="md">
      <div className="flex items-center gap-2">
        <AlertCircle aria-hidden="true" className="size-8 text-red-700" />
        <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
      </div>
      <p className="mt-4 text-gray-700">{t.text}</p>
      <a href={home} className="mt-6 inline-block font-semibold text-navy-700 underline">
        {t.home}
      </a>
    </CardPage>
  );
}
