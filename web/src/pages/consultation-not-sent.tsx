import { type ConsultationField, FULL_NAME_MAX } from "../../../contract/api";
import { FormPostPage } from "./form-post-page";

/** What to check in each field the server refused, in the words of its error messages. */
const CHECKS: Record<ConsultationField, string> = {
  fullName: `Full Name: fill in your full name, up to ${FULL_NAME_MAX} characters.`,
  email: "Email Address: write your whole e-mail address, like name@example.com.",
  phone: "Phone Number: write a US number with 10 digits, or an international number of up to 15 digits.",
  serviceBranch: "Service Branch: choose your branch of service.",
};

/**
 * Where a consultation request sent without JavaScript lands when it was not taken: with `fields`,
 * the page for exactly those refused fields (the function picks it, see `notSentPage`); without,
 * the page for any other failure. Nothing typed is in the address or on this page: the browser's
 * Back button returns to the form as it was.
 */
export function ConsultationNotSentPage({ fields = [] }: { fields?: readonly ConsultationField[] }) {
  return (
    <FormPostPage outcome="not taken" title="Your request was not sent" homeLabel="Start again on the home page">
      <p className="mt-4 text-lg">
        Go back with your browser&apos;s Back button: what you typed is still in the form.
        {fields.length > 0 ? " Please check:" : " Then please try again in a moment."}
      </p>
      {fields.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {fields.map((field) => (
            <li key={field}>{CHECKS[field]}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        {fields.length > 0 ? "Then send it again. " : ""}If it still does not go through, or you would rather talk, call
        us:
      </p>
    </FormPostPage>
  );
}
