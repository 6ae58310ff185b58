import { usePagesText } from "../content/i18n/use-pages-text";
import { FormPostPage } from "./form-post-page";

/** Where a consultation request sent without JavaScript lands when it was taken. */
export function ConsultationReceivedPage() {
  const t = usePagesText().received;
  return (
    <FormPostPage outcome="taken" title={t.title} homeLabel={t.home}>
      <p className="mt-4 text-lg">{t.text}</p>
      <p className="mt-4">{t.sooner}</p>
    </FormPostPage>
  );
}
