import { useRef } from "react";
import { HONEYPOT_FIELD, SERVICE_BRANCHES } from "../../../../contract/api";
import { Button } from "../../components/ui/button";
import { type RequiredField, useConsultation } from "./use-consultation";

const inputClasses =
  "mt-1 block min-h-11 w-full rounded-md border-2 border-gray-500 bg-white px-3 py-2 text-base text-gray-900 aria-[invalid=true]:border-red-700";

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-gray-900">
      {children}{" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
    </label>
  );
}

function FieldError({ name, message }: { name: RequiredField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`consultation-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function ConsultationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = (field: RequiredField) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const { values, missing, refused, submitting, setValue, submit } = useConsultation({ onInvalid: focusField });
  const field = (name: RequiredField) => ({
    id: `consultation-${name}`,
    name,
    value: values[name],
    "aria-required": true,
    "aria-invalid": missing.includes(name) || Boolean(refused[name]) || undefined,
    "aria-describedby": refused[name] ? `consultation-${name}-error` : undefined,
    className: inputClasses,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      aria-labelledby="consultation-form-title"
      className="relative rounded-lg bg-white p-6 text-gray-900 shadow-md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="consultation-form-title" className="text-xl font-semibold text-navy-900">
        Request a free consultation
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        All fields are required (<span aria-hidden="true">*</span>
        <span className="sr-only">marked with an asterisk</span>).
      </p>
      <div className="mt-4 grid gap-4">
        <div>
          <Label htmlFor="consultation-fullName">Full Name</Label>
          <input type="text" autoComplete="name" {...field("fullName")} />
          <FieldError name="fullName" message={refused.fullName} />
        </div>
        <div>
          <Label htmlFor="consultation-email">Email Address</Label>
          <input type="email" autoComplete="email" maxLength={256} {...field("email")} />
          <FieldError name="email" message={refused.email} />
        </div>
        <div>
          <Label htmlFor="consultation-phone">Phone Number</Label>
          <input type="tel" autoComplete="tel" {...field("phone")} />
          <FieldError name="phone" message={refused.phone} />
        </div>
        <div>
          <Label htmlFor="consultation-serviceBranch">Service Branch</Label>
          <select {...field("serviceBranch")}>
            <option value="">Select your branch</option>
            {SERVICE_BRANCHES.map((branch) => (
              <option key={branch} value={branch}>
                {branch}
              </option>
            ))}
          </select>
          <FieldError name="serviceBranch" message={refused.serviceBranch} />
        </div>
        {/* Only bots fill this in: it is off screen, out of the tab order and hidden from assistive tech. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`consultation-${HONEYPOT_FIELD}`}>Leave this field empty</label>
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
          {submitting ? "Scheduling..." : "Schedule Free Consultation"}
        </Button>
      </div>
    </form>
  );
}
