import { useState } from "react";
import type { ReturnFocus } from "../../components/ui/dialog";
import type { SectionId } from "../../content/sections";
import { scrollToSection } from "../../lib/scroll";
import type { BenefitType } from "../../content/wizard-forms";

/** The wizard closes, then scrolls to the contact section after this delay. */
const SCHEDULE_SCROLL_DELAY_MS = 100;

/** Steps: "select" while no type is chosen, then "forms". */
export function useWizard({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<BenefitType | null>(null);
  /** The section the dialog's close leads to ("Schedule Consultation"); null: back to the opener. */
  const [leadsTo, setLeadsTo] = useState<SectionId | null>(null);

  function close(section: SectionId | null = null) {
    setType(null);
    setLeadsTo(section);
    onClose();
  }

  /** Once the dialog has closed: the opener gets focus back, or the page scrolls to the section, which takes it. */
  const returnFocus: ReturnFocus = (opener) => {
    if (leadsTo === null) return opener?.focus();
    setLeadsTo(null);
    setTimeout(() => scrollToSection(leadsTo), SCHEDULE_SCROLL_DELAY_MS);
  };

  return {
    step: type === null ? ("select" as const) : ("forms" as const),
    type,
    choose: setType,
    back: () => setType(null),
    close: () => close(),
    scheduleConsultation: () => close("contact"),
    returnFocus,
  };
}
