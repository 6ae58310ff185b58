import { usePagesText } from "../content/i18n/use-pages-text";
import { FormPostPage } from "./form-post-page";

/**
 * Where a consultation request sent without JavaScript lands when it was not taken. Nothing typed
 * is in the address or on this page: the browser's Back button returns to the form as it was.
 */
export function ConsultationNotSentPage() {
  const t = usePagesText().notSent;
  return (
    <FormPostPage outcome="not taken" title={t.title} homeLabel={t.home}>
      <p className="mt-4 text-lg">{t.intro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {t.checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
      <p className="mt-4">{t.then}</p>
    </FormPostPage>
  );
}
