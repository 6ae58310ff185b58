import { useState } from "react";
import { scrollToSection } from "../../lib/scroll";
import type { BenefitType } from "./forms";

/** SPEC §9: the wizard closes, then scrolls to the contact section after this delay. */
export const SCHEDULE_SCROLL_DELAY_MS = 100;

/** Steps: "select" while no type is chosen, then "forms" (SPEC §4). */
export function useWizard({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<BenefitType | null>(null);

  function close() {
    setType(null);
    onClose();
  }

  function scheduleConsultation() {
    close();
    setTimeout(() => scrollToSection("contact"), SCHEDULE_SCROLL_DELAY_MS);
  }

  return {
    step: type === null ? ("select" as const) : ("forms" as const),
    type,
    choose: setType,
    back: () => setType(null),
    close,
    scheduleConsultation,
  };
}
