import { useState } from "react";
import {
  API_PATHS,
  CONSULTATION_FIELDS,
  CONSULTATION_MESSAGES,
  type ConsultationField,
  type ConsultationRequest,
  HONEYPOT_FIELD,
  PAGE_LANGUAGE_HEADER,
  type ServiceBranch,
} from "../../../../contract/api";
import { ApiClientError, type ApiFieldErrors, postApi } from "../../lib/api";
import { toast } from "../../lib/toast";
import { usePageText, useLanguage } from "../../content/i18n/language";
import type { PageText } from "../../content/i18n/en/page";

export type RequiredField = ConsultationField;
export type ConsultationValues = Record<RequiredField | typeof HONEYPOT_FIELD, string>;
/** Text shown under each field that needs attention, and in the error summary. */
export type FieldErrors = Partial<Record<RequiredField, string>>;
/**
 * What the last submission came to, shown in the form until the next one: the confirmation with
 * the contact details sent (so a mistyped one can be noticed), or a failure that no field explains.
 */
export type Outcome = { kind: "sent"; phone: string; email: string } | { kind: "failed" } | null;

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
  for (const field of CONSULTATION_FIELDS) {
    const message = values[field].trim() === "" ? words[field].missing : inPageWords(field, refused[field], words);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The spec's request body, exactly its four fields: the honeypot goes along only when something filled it. */
function requestBody(values: ConsultationValues): ConsultationRequest {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    serviceBranch: values.serviceBranch as ServiceBranch,
    ...(values[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] } : {}),
  };
}

/**
 * Form state and submission for the consultation request: the spec's toasts word for word, and
 * beside them one error pattern (an error summary, then each field's own message).
 */
export function useConsultation() {
  const [values, setValues] = useState<ConsultationValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitting, setSubmitting] = useState(false);
  const { form, toasts } = usePageText();
  const language = useLanguage();
  /** Counts the submissions that ended in field errors: the form moves focus to the summary on each. */
  const [refusals, setRefusals] = useState(0);

  function setValue(field: keyof ConsultationValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as RequiredField]: _cleared, ...rest }) => rest);
  }

  /**
   * Takes what is already in the fields when the script takes over (typed or autofilled while the
   * page had no script yet), so nothing the visitor entered is rendered over.
   */
  function adopt(found: Partial<ConsultationValues>) {
    setValues((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(found) as [keyof ConsultationValues, string][]) {
        if (value && !current[field]) next[field] = value;
      }
      return next;
    });
  }

  /** Shows `found` under the fields and in the summary (replacing what was there); whether there were any. */
  function flag(found: FieldErrors): boolean {
    setErrors(found);
    const any = Object.keys(found).length > 0;
    if (any) setRefusals((count) => count + 1);
    return any;
  }

  async function submit() {
    setOutcome(null);
    if (flag(fieldErrors(values, form.errors))) {
      toast({ ...toasts.missing, variant: "destructive" });
      return;
    }
    setSubmitting(true);
    try {
      const body = requestBody(values);
      // The answer is parsed as JSON; no field of it is used. The page's language goes beside the body.
      await postApi(API_PATHS.consultations, body, { [PAGE_LANGUAGE_HEADER]: language });
      setValues(EMPTY);
      setOutcome({ kind: "sent", phone: body.phone, email: body.email });
      toast(toasts.sent);
    } catch (error) {
      toast({ ...toasts.failed, variant: "destructive" });
      // Beyond the spec's toast: say which entry the server could not take, so retrying can succeed;
      // when no field explains the failure, the box under the title says so, with the phone number.
      const explained = flag(fieldErrors(values, form.errors, error instanceof ApiClientError ? error.fields : {}));
      setOutcome(explained ? null : { kind: "failed" });
    } finally {
      setSubmitting(false);
    }
  }

  return { values, errors, refusals, outcome, submitting, setValue, adopt, submit };
}
