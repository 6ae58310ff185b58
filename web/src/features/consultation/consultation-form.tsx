import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import {
  API_PATHS,
  CONSULTATION_FIELDS,
  CONSULTATION_LANGUAGE_PARAM,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  SERVICE_BRANCHES,
} from "../../../../contract/api";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../lib/hydrated";
import { ErrorSummary } from "./error-summary";
import { SubmissionOutcome } from "./submission-outcome";
import { type ConsultationValues, type RequiredField, useConsultation } from "./use-consultation";
import { usePageText, useLanguage } from "../../content/i18n/language";

const inputClasses =
  "mt-1 block min-h-11 w-full rounded-md border-2 border-gray-500 bg-white px-3 py-2 text-base text-gray-900 aria-[invalid=true]:border-red-700";

/** One labelled field (marked required) with the text of its error, if any, under it. */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: RequiredField;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`consultation-${name}`} className="block font-semibold text-gray-900">
        {label}{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      {children}
      {error && (
        <p id={`consultation-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Until the page's script runs, the form is a plain HTML form: it posts to the function (which
 * answers with a page) and lets the browser insist on each field, so nothing typed is lost. Once
 * hydrated, the script sends JSON and the spec's own checks and toasts take over.
 */
export function ConsultationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const { values, errors, refusals, outcome, submitting, setValue, adopt, submit } = useConsultation();
  const t = usePageText().form;
  const language = useLanguage();
  // Runs as the script takes over the prerendered form, before anything renders over its fields:
  // what was typed or autofilled before then becomes the form's state.
  useLayoutEffect(() => {
    const elements = formRef.current!.elements;
    const found: Partial<ConsultationValues> = {};
    for (const field of CONSULTATION_FIELDS) {
      const element = elements.namedItem(field);
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) found[field] = element.value;
    }
    adopt(found);
    // Once, on hydration; `adopt` only fills fields still empty in the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Focus moves to the summary only after this render has put every error in the page.
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const field = (name: RequiredField) => ({
    id: `consultation-${name}`,
    name,
    value: values[name],
    required: !hydrated,
    "aria-required": true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `consultation-${name}-error` : undefined,
    className: inputClasses,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
  });
  return (
    <form
      ref={formRef}
      method="post"
      // The counselor's e-mail says which page a request came from: in the address, never in the body.
      action={
        language === "en"
          ? API_PATHS.consultations
          : `${API_PATHS.consultations}?${CONSULTATION_LANGUAGE_PARAM}=${language}`
      }
      aria-labelledby="consultation-form-title"
      className="relative rounded-lg bg-white p-6 text-gray-900 shadow-md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="consultation-form-title" className="text-xl font-semibold text-navy-900">
        {t.title}
      </h3>
      <ErrorSummary
        ref={summaryRef}
        errors={errors}
        labels={t.labels}
        titles={{ one: t.summaryOne, many: t.summaryMany }}
      />
      <SubmissionOutcome ref={outcomeRef} outcome={outcome} />
      <p className="mt-4 text-sm text-gray-700">
        {t.required}
        <span aria-hidden="true">*</span>
        <span className="sr-only">{t.requiredMark}</span>).
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4">
        <Field name="fullName" label={t.labels.fullName} error={errors.fullName}>
          <input type="text" autoComplete="name" {...field("fullName")} />
        </Field>
        <Field name="email" label={t.labels.email} error={errors.email}>
          <input type="email" autoComplete="email" maxLength={EMAIL_MAX} {...field("email")} />
        </Field>
        <Field name="phone" label={t.labels.phone} error={errors.phone}>
          <input type="tel" autoComplete="tel" {...field("phone")} />
        </Field>
        <Field name="serviceBranch" label={t.labels.serviceBranch} error={errors.serviceBranch}>
          <select {...field("serviceBranch")}>
            <option value="">{t.selectBranch}</option>
            {SERVICE_BRANCHES.map((branch) => (
              <option key={branch} value={branch}>
                {t.branches[branch]}
              </option>
            ))}
          </select>
        </Field>
        {/* Only bots fill this in: it is off screen, out of the tab order and hidden from assistive tech. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`consultation-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
          <input
            id={`consultation-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values[HONEYPOT_FIELD]}
            onChange={(event) => setValue(HONEYPOT_FIELD, event.target.value)}
          />
        </div>
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
