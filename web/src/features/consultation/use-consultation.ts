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
import { usePageText, useLanguage } from "../../content/i18n/language";
import type { PageText } from "../../content/i18n/en/page";

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

type ErrorWords = PageText["form"]["errors"];

/** The server's (English) words for a refused field, in the page's words: the same message's twin. */
function inPageWords(field: RequiredField, serverWords: string | undefined, words: ErrorWords) {
  if (serverWords === undefined) return undefined;
  const english: Record<string, string> = CONSULTATION_MESSAGES[field];
  const key = Object.keys(english).find((name) => english[name] === serverWords);
  return key ? (words[field] as Record<string, string>)[key] : serverWords;
}

/**
 * The form's one error map: each empty field (spaces count as empty) with the words the server's
 * schema uses for a missing one, and each field the server refused (`refused`, from an
 * `ApiClientError`) with the server's words, both in the page's language.
 */
function fieldErrors(values: ConsultationValues, words: ErrorWords, refused: ApiFieldErrors = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS) {
    const message = values[field].trim() === "" ? words[field].missing : inPageWords(field, refused[field], words);
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
  const { form, toasts } = usePageText();
  const language = useLanguage();

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
    if (flag(fieldErrors(values, form.errors))) {
      toast({ ...toasts.missing, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      // SPEC §7: the answer is parsed as JSON; no field of it is used.
      await postApi(API_PATHS.consultations, requestBody(values), { language });
      setValues(EMPTY);
      setOutcome({ kind: "sent", focus: true });
      toast(toasts.sent);
    } catch (error) {
      toast({ ...toasts.failed, variant: "destructive" });
      // Beyond the spec's toast: say which entry the server could not take, so retrying can succeed.
      const firstRefused = flag(fieldErrors(values, form.errors, error instanceof ApiClientError ? error.fields : {}));
      setOutcome({ kind: "failed", focus: !firstRefused });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, outcome, submitting, setValue, submit };
}
