import { AlertCircle } from "lucide-react";
import type { Ref } from "react";
import { CONSULTATION_FIELDS } from "../../../../contract/api";
import type { FieldErrors, RequiredField } from "./use-consultation";

/**
 * VA's error summary: at the top of the form, one link per field that needs attention, each to its
 * field (whose own message sits under it). The form moves focus here once the errors are shown.
 */
export function ErrorSummary({
  errors,
  labels,
  titles,
  ref,
}: {
  errors: FieldErrors;
  labels: Record<RequiredField, string>;
  /** The summary's title for one field and for several, in the page's language. */
  titles: { one: string; many: string };
  ref: Ref<HTMLDivElement>;
}) {
  const fields = CONSULTATION_FIELDS.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  return (
    <div
      ref={ref}
      id="consultation-errors"
      tabIndex={-1}
      aria-labelledby="consultation-errors-title"
      className="mt-4 flex gap-3 rounded-md border-2 border-l-8 border-red-700 bg-red-50 p-4 text-gray-900"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
      <div className="min-w-0">
        <h4 id="consultation-errors-title" className="font-semibold">
          {fields.length === 1 ? titles.one : titles.many}
        </h4>
        <ul className="mt-2 space-y-1">
          {fields.map((field) => (
            <li key={field}>
              <a
                href={`#consultation-${field}`}
                className="inline-flex min-h-11 items-center font-semibold text-red-800 underline"
                onClick={(event) => {
                  // The field itself takes focus (an anchor would only scroll to it).
                  event.preventDefault();
                  document.getElementById(`consultation-${field}`)?.focus();
                }}
              >
                {labels[field]}: {errors[field]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
