import { MessageCircle, FileText, Phone } from "lucide-react";
import { contact } from "../../../facts/service";
import { Button } from "../components/ui/button";
import { usePageText } from "../content/i18n/language";

export function Hero({ onOpenChat, onOpenWizard }: { onOpenChat: () => void; onOpenWizard: () => void }) {
  const t = usePageText();
  return (
    <section aria-labelledby="hero-title" className="bg-navy-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <p className="mb-3 font-semibold tracking-wide text-gold-400 uppercase">{t.hero.eyebrow}</p>
        <h1 id="hero-title" className="max-w-3xl text-4xl leading-tight font-bold md:text-5xl">
          {t.hero.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-gray-100 md:text-xl">{t.hero.lead}</p>
        <p className="mt-4 max-w-2xl text-base text-gray-100">{t.hero.independence}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="accent" onClick={onOpenChat} data-early-tap="hero-chat">
            <MessageCircle aria-hidden="true" className="size-5" />
            {t.hero.chat}
          </Button>
          <Button variant="outline" onClick={onOpenWizard} data-early-tap="hero-wizard">
            <FileText aria-hidden="true" className="size-5" />
            {t.hero.wizard}
          </Button>
        </div>
        <p className="mt-6 text-lg">
          {t.hero.preferToTalk}{" "}
          <a href={contact.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
            <Phone aria-hidden="true" className="size-5" />
            {t.header.callNumber(contact.phoneDisplay)}
          </a>
        </p>
      </div>
    </section>
  );
}
