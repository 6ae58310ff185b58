import { MessageCircle, FileText, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { contact } from "../../../facts/service";
import { CounselorCard } from "../components/counselor-card";
import { PhoneHours } from "../components/phone-hours";
import { Button, buttonClasses } from "../components/ui/button";
import { useHydrated } from "../lib/hydrated";
import { usePageText } from "../content/i18n/language";

type Action = { icon: ReactNode; variant: "accent" | "outline"; section: "contact" | "resources" };

const CHAT: Action = {
  icon: <MessageCircle aria-hidden="true" className="size-5" />,
  variant: "accent",
  section: "contact",
};
const WIZARD: Action = {
  icon: <FileText aria-hidden="true" className="size-5" />,
  variant: "outline",
  section: "resources",
};

/**
 * One hero action: until the script runs, a link to the section that serves the same need without
 * it (the contact section with the phone, the resources with the forms), so a tap is answered at
 * once; from then on the spec's button, which opens its dialog.
 */
function HeroAction({
  action,
  label,
  onClick,
  hydrated,
}: {
  action: Action;
  label: string;
  onClick: () => void;
  hydrated: boolean;
}) {
  if (!hydrated)
    return (
      <a href={`#${action.section}`} className={buttonClasses({ variant: action.variant })}>
        {action.icon}
        {label}
      </a>
    );
  return (
    <Button variant={action.variant} onClick={onClick}>
      {action.icon}
      {label}
    </Button>
  );
}

export function Hero({ onOpenChat, onOpenWizard }: { onOpenChat: () => void; onOpenWizard: () => void }) {
  const hydrated = useHydrated();
  const t = usePageText();
  return (
    <section aria-labelledby="hero-title" className="bg-navy-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* min-w-0: at 200% text a long word breaks instead of widening the page. */}
        <div className="min-w-0">
          <p className="mb-3 font-semibold tracking-wide text-gold-400 uppercase">{t.hero.eyebrow}</p>
          <h1 id="hero-title" className="max-w-3xl text-4xl leading-tight font-bold md:text-5xl">
            {t.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-gray-100 md:text-xl">{t.hero.lead}</p>
          <p className="mt-4 max-w-2xl text-base text-gray-100">{t.hero.independence}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <HeroAction action={CHAT} label={t.hero.chat} onClick={onOpenChat} hydrated={hydrated} />
            <HeroAction action={WIZARD} label={t.hero.wizard} onClick={onOpenWizard} hydrated={hydrated} />
          </div>
          <p className="mt-6 text-lg">
            {t.hero.preferToTalk}{" "}
            <a href={contact.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
              <Phone aria-hidden="true" className="size-5" />
              {t.header.callNumber(contact.phoneDisplay)}
            </a>
            <PhoneHours className="text-gray-100" />
          </p>
        </div>
        <div className="hidden lg:block">
          <CounselorCard />
        </div>
      </div>
    </section>
  );
}
