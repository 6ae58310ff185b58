import { ChevronLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { ExternalLink } from "../../components/external-link";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { BENEFIT_TYPES, WIZARD_FORMS } from "../../content/wizard-forms";
import { useWizard } from "./use-wizard";
import { useDialogText } from "../../content/i18n/use-dialog-text";
import { useLanguage, usePageText } from "../../content/i18n/language";
import { calculatorPath } from "../../content/i18n/paths";

export function WizardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const wizard = useWizard({ onClose });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const t = useDialogText().wizard;
  const { calculator } = usePageText().benefits;
  const language = useLanguage();

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
        <DialogTitle className="pr-10 text-2xl font-bold text-navy-800">{t.title}</DialogTitle>
        <DialogDescription className="mt-1 text-gray-700">{t.description}</DialogDescription>
        {wizard.type === null ? (
          <div className="mt-6">
            <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t.question}
            </h3>
            <ul className="mt-4 grid gap-3">
              {BENEFIT_TYPES.map(({ type }) => (
                <li key={type}>
                  <Button variant="outline" className="w-full" onClick={() => wizard.choose(type)}>
                    {t.benefits[type]}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="mt-6">
            <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t.formsFor(t.benefits[wizard.type])}
            </h3>
            <ul className="mt-4 grid gap-3">
              {WIZARD_FORMS[wizard.type].map((form, index) => {
                const { name, description } = t.forms[wizard.type!][index]!;
                return (
                  <li key={form.number} className="rounded-lg border border-gray-300 p-4">
                    <p className="font-semibold text-navy-900">
                      {form.number} {name}
                    </p>
                    <p className="mt-1 text-gray-800">{description}</p>
                    <ExternalLink
                      href={form.href}
                      aria-label={t.viewFormLabel(form.number, name)}
                      className="mt-2 font-semibold text-navy-700 underline"
                    >
                      {t.viewForm}
                    </ExternalLink>
                  </li>
                );
              })}
            </ul>
            {wizard.type === "disability" ? (
              <a href={calculatorPath(language)} className="mt-4 inline-block font-semibold text-navy-700 underline">
                {calculator}
              </a>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={wizard.back}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                {t.back}
              </Button>
              <Button onClick={wizard.scheduleConsultation}>{t.schedule}</Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
