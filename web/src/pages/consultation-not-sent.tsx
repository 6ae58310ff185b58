import type { ConsultationField } from "../../../contract/api";
import { usePagesText } from "../content/i18n/use-pages-text";
import { FormPostPage } from "./form-post-page";

/**
 * Where a consultation request sent without JavaScript lands when it was not taken: with `fields`,
 * the page for exactly those refused fields (the function picks it, see `notSentPage`); without,
 * the page for any other failure. Nothing typed is in the address or on this page: the browser's
 * Back button returns to the form as it was.
 */
export function ConsultationNotSentPage({ fields = [] }: { fields?: readonly ConsultationField[] }) {
  const t = usePagesText().notSent;
  return (
    <FormPostPage outcome="not taken" title={t.title} homeLabel={t.home}>
      <p className="mt-4 text-lg">
        {t.back}
        {fields.length > 0 ? t.check : t.retry}
      </p>
      {fields.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {fields.map((field) => (
            <li key={field}>{t.checks[field]}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        {fields.length > 0 ? t.sendAgain : ""}
        {t.callUs}
      </p>
    </FormPostPage>
  );
}
