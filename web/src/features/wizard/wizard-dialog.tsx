import { ChevronLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { ExternalLink } from "../../components/external-link";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { ratingCalculatorLink } from "../../content/site";
import { BENEFIT_TYPES, WIZARD_FORMS } from "../../content/wizard-forms";
import { useWizard } from "./use-wizard";

export function WizardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const wizard = useWizard({ onClose });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const label = BENEFIT_TYPES.find((b) => b.type === wizard.type)?.label;

  // Moving between steps replaces the content: put focus on the new step's heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [wizard.step]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : wizard.close())}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto p-6" returnFocus={wizard.returnFocus}>
        <DialogTitle className="pr-10 text-2xl font-bold text-navy-800">VA Forms Wizard</DialogTitle>
        <DialogDescription className="mt-1 text-gray-700">
          Find the right official VA form in two steps.
        </DialogDescription>
        {wizard.type === null ? (
          <div className="mt-6">
            <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
              What type of benefit are you interested in?
            </h3>
            <ul className="mt-4 grid gap-3">
              {BENEFIT_TYPES.map(({ type, label: choice }) => (
                <li key={type}>
                  <Button variant="outline" className="w-full" onClick={() => wizard.choose(type)}>
                    {choice}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="mt-6">
            <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
              Forms for {label}
            </h3>
            <ul className="mt-4 grid gap-3">
              {WIZARD_FORMS[wizard.type].map((form) => (
                <li key={form.number} className="rounded-lg border border-gray-300 p-4">
                  <p className="font-semibold text-navy-900">
                    {form.number} {form.name}
                  </p>
                  <p className="mt-1 text-gray-800">{form.description}</p>
                  <ExternalLink
                    href={form.href}
                    aria-label={`View Form ${form.number} ${form.name} (opens in a new tab)`}
                    className="mt-2 font-semibold text-navy-700 underline"
                  >
                    View Form
                  </ExternalLink>
                </li>
              ))}
            </ul>
            {wizard.type === "disability" ? (
              <a href={ratingCalculatorLink.path} className="mt-4 inline-block font-semibold text-navy-700 underline">
                {ratingCalculatorLink.label}
              </a>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={wizard.back}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                Back
              </Button>
              <Button onClick={wizard.scheduleConsultation}>Schedule Consultation</Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
