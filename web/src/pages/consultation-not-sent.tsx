import { FULL_NAME_MAX } from "../../../contract/api";
import { FormPostPage } from "./form-post-page";

/**
 * Where a consultation request sent without JavaScript lands when it was not taken. Nothing typed
 * is in the address or on this page: the browser's Back button returns to the form as it was.
 */
export function ConsultationNotSentPage() {
  return (
    <FormPostPage outcome="not taken" title="Your request was not sent" homeLabel="Start again on the home page">
      <p className="mt-4 text-lg">
        Go back with your browser&apos;s Back button: what you typed is still in the form. Please check that:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>your full name is filled in (up to {FULL_NAME_MAX} characters);</li>
        <li>your e-mail address is complete, like name@example.com;</li>
        <li>your phone number has 10 digits, or starts with + and the country code;</li>
        <li>a service branch is chosen.</li>
      </ul>
      <p className="mt-4">Then send it again. If it still does not go through, or you would rather talk, call us:</p>
    </FormPostPage>
  );
}
