import { useState } from "react";
import { API_PATHS, HONEYPOT_FIELD, type ServiceBranch } from "../../../../contract/api";
import { apiRequest } from "../../lib/api";
import { toast } from "../../lib/toast";

export const REQUIRED_FIELDS = ["fullName", "email", "phone", "serviceBranch"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];
export type ConsultationValues = Record<RequiredField | typeof HONEYPOT_FIELD, string>;

const EMPTY: ConsultationValues = { fullName: "", email: "", phone: "", serviceBranch: "", [HONEYPOT_FIELD]: "" };

/** Form state and submission for the consultation request (SPEC §4, §5, §8). */
export function useConsultation({ onMissing }: { onMissing: (field: RequiredField) => void }) {
  const [values, setValues] = useState<ConsultationValues>(EMPTY);
  const [missing, setMissing] = useState<RequiredField[]>([]);
  const [submitting, setSubmitting] = useState(false);

  function setValue(field: keyof ConsultationValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((f) => f !== field));
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
      onMissing(first);
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
    } catch {
      toast({
        title: "Error",
        description: "Failed to schedule consultation. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, missing, submitting, setValue, submit };
}
