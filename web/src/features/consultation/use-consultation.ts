import { useState } from "react";
import {
  API_PATHS,
  type ApiErrorBody,
  CONSULTATION_MESSAGES,
  type ConsultationRequest,
  HONEYPOT_FIELD,
  type ServiceBranch,
} from "../../../../contract/api";
import { apiRequest } from "../../lib/api";
import { toast } from "../../lib/toast";

export const REQUIRED_FIELDS = ["fullName", "email", "phone", "serviceBranch"] as const;
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

/** Said under an empty field: the words the server's schema uses for one. */
export const MISSING_MESSAGES: Record<RequiredField, string> = {
  fullName: CONSULTATION_MESSAGES.fullName.missing,
  email: CONSULTATION_MESSAGES.email.missing,
  phone: CONSULTATION_MESSAGES.phone.missing,
  serviceBranch: CONSULTATION_MESSAGES.serviceBranch.missing,
};

/** The fields named by a 400 answer (`apiRequest` raises "400: <body>"), if any. */
function refusedFields(error: unknown): FieldErrors {
  const body = error instanceof Error ? /^400: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (!body) return {};
  try {
    const { fields = {} } = JSON.parse(body) as ApiErrorBody;
    return Object.fromEntries(REQUIRED_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]));
  } catch {
    return {};
  }
}

/** SPEC §7's body, exactly its four fields: the honeypot goes along only when something filled it. */
export function requestBody(values: ConsultationValues): ConsultationRequest {
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

  async function submit() {
    setOutcome(null);
    const empty = REQUIRED_FIELDS.filter((field) => values[field].trim() === "");
    const [first] = empty;
    if (first) {
      setErrors(Object.fromEntries(empty.map((f) => [f, MISSING_MESSAGES[f]])));
      toast({
        title: "Missing Information",
        description: "Please fill in all required fields.",
        variant: "destructive",
      });
      onInvalid(first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const res = await apiRequest("POST", API_PATHS.consultations, requestBody(values));
      // SPEC §7: the answer is parsed as JSON; no field of it is used.
      await res.json();
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
      const fields = refusedFields(error);
      setErrors(fields);
      const firstRefused = REQUIRED_FIELDS.find((f) => fields[f]);
      setOutcome({ kind: "failed", focus: !firstRefused });
      if (firstRefused) onInvalid(firstRefused);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, outcome, submitting, setValue, submit };
}
