import { FormPostPage } from "./form-post-page";

/** Where a consultation request sent without JavaScript lands when it was taken. */
export function ConsultationReceivedPage() {
  return (
    <FormPostPage outcome="taken" title="Consultation Scheduled!" homeLabel="Back to the home page">
      <p className="mt-4 text-lg">We&apos;ll contact you within 24 hours to schedule your free consultation.</p>
      <p className="mt-4">Need us sooner? Call us:</p>
    </FormPostPage>
  );
}
