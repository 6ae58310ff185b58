import { CheckCircle2 } from "lucide-react";
import { FormPostPage } from "./form-post-page";

/** Where a consultation request sent without JavaScript lands when it was taken. */
export function ConsultationReceivedPage() {
  return (
    <FormPostPage
      title="Consultation Scheduled!"
      icon={<CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-green-700" />}
      homeLabel="Back to the home page"
    >
      <p className="mt-4 text-lg">We&apos;ll contact you within 24 hours to schedule your free consultation.</p>
      <p className="mt-4">Need us sooner? Call us:</p>
    </FormPostPage>
  );
}
