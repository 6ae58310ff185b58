import { MessageCircle, FileText, Phone } from "lucide-react";
import { contact } from "../../../facts/service";
import { Button } from "../components/ui/button";

export function Hero({ onOpenChat, onOpenWizard }: { onOpenChat: () => void; onOpenWizard: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="bg-navy-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <p className="mb-3 font-semibold tracking-wide text-gold-400 uppercase">Free · Veteran-led · Nationwide</p>
        <h1 id="hero-title" className="max-w-3xl text-4xl leading-tight font-bold md:text-5xl">
          Get the VA Benefits You&rsquo;ve Earned
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-gray-100 md:text-xl">
          Free, one-on-one guidance from a fellow veteran on disability claims, home loans, education and health care.
          No fees. No commissions. Ever.
        </p>
        <p className="mt-4 max-w-2xl text-base text-gray-100">
          An independent service, not part of VA: not affiliated with or endorsed by the U.S. Department of Veterans
          Affairs.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="accent" onClick={onOpenChat} data-early-tap="hero-chat">
            <MessageCircle aria-hidden="true" className="size-5" />
            Start Free Chat
          </Button>
          <Button variant="outline" onClick={onOpenWizard} data-early-tap="hero-wizard">
            <FileText aria-hidden="true" className="size-5" />
            Form Wizard
          </Button>
        </div>
        <p className="mt-6 text-lg">
          Prefer to talk?{" "}
          <a href={contact.phoneHref} className="inline-flex min-h-11 items-center gap-2 font-semibold underline">
            <Phone aria-hidden="true" className="size-5" />
            Call {contact.phoneDisplay}
          </a>
        </p>
      </div>
    </section>
  );
}
