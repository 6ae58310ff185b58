import { useState } from "react";
import {
  API_PATHS,
  CONSULTATION_MESSAGES,
  type ConsultationRequest,
  HONEYPOT_FIELD,
  type ServiceBranch,
} from "../../../../contract/api";
import { ApiClientError, type ApiFieldErrors, postApi } from "../../lib/api";
import { toast } from "../../lib/toast";

const REQUIRED_FIELDS = ["fullName", "email", "phone", "serviceBranch"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type ConsultationValues = Record<RequiredField | typeof HONEYPOT_FIELD, string>;
/** Text shown under each field that needs attention. */
export type FieldErrors = Partial<Record<RequiredField, string>>;
/**
 * What the last submission came to, shown in the form until the next one; `focus` when focus
 * should move to it (not when it moves to a refused field instead).
 */
export type Outcome = { kind: "sent" | "failed"; focus: boolean } | null;

const EMPTY: ConsultationValues = { fullName: "", email: "", phone: "", serviceBranch: "", [HONEYPOT_FIELD]: "" };

/**
 * The form's one error map: each empty field (spaces count as empty) with the words the server's
 * schema uses for a missing one, and each field the server refused (`refused`, from an
 * `ApiClientError`) with the server's words.
 */
function fieldErrors(values: ConsultationValues, refused: ApiFieldErrors = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    const message = values[field].trim() === "" ? CONSULTATION_MESSAGES[field].missing : refused[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** SPEC §7's body, exactly its four fields: the honeypot goes along only when something filled it. */
function requestBody(values: ConsultationValues): ConsultationRequest {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    serviceBranch: values.serviceBranch as ServiceBranch,
    ...(values[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] } : {}),
  };
}

/** Form state and submission for the consultation request (SPEC §4, §5, §8). */
export function useConsultation({ onInvalid }: { onInvalid: (field: RequiredField) => void }) {
  const [values, setValues] = useState<ConsultationValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitting, setSubmitting] = useState(false);

  function setValue(field: keyof ConsultationValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as RequiredField]: _cleared, ...rest }) => rest);
  }

  /** Shows `found` under the fields (replacing what was there) and focuses the first; that field, if any. */
  function flag(found: FieldErrors): RequiredField | undefined {
    setErrors(found);
    const first = REQUIRED_FIELDS.find((field) => found[field]);
    if (first) onInvalid(first);
    return first;
  }

  async function submit() {
    setOutcome(null);
    if (flag(fieldErrors(values))) {
      toast({
        title: "Missing Information",
        description: "Please fill in all required fields.",
        variant: "destructive",
      });
      return;
    }
    setSubmitting(true);
    try {
      // SPEC §7: the answer is parsed as JSON; no field of it is used.
      await postApi(API_PATHS.consultations, requestBody(values));
      setValues(EMPTY);
      setOutcome({ kind: "sent", focus: true });
      toast({
        title: "Consultation Scheduled!",
        description: "We'll contact you within 24 hours to schedule your free consultation.",
      });
    } catch (error) {
      toast({
        title: "Error",
        description: "Failed to schedule consultation. Please try again.",
        variant: "destructive",
      });
      // Beyond the spec's toast: say which entry the server could not take, so retrying can succeed.
      const firstRefused = flag(fieldErrors(values, error instanceof ApiClientError ? error.fields : {}));
      setOutcome({ kind: "failed", focus: !firstRefused });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, outcome, submitting, setValue, submit };
}
