import { CheckCircle2, Phone } from "lucide-react";
import { GuidanceQualifier } from "../components/guidance-qualifier";
import { PrivacyNote } from "../components/privacy-note";
import { contact, counselor } from "../../../facts/service";
import { PhoneHours } from "../components/phone-hours";
import { ConsultationForm } from "../features/consultation/consultation-form";
import { sectionAttributes, sectionTitleId } from "../content/sections";

/**
 * What a consultation gives. Without an accreditation (facts/service.ts) no reason may sound like
 * handling a claim for the veteran, which only VA-accredited representatives may do.
 */
const REASONS = counselor.accreditation
  ? [
      "Personalized guidance for your situation",
      "Review of your medical records and documentation",
      "Step-by-step application assistance",
      "Ongoing support until your claim is decided",
    ]
  : [
      "Personalized guidance for your situation",
      "A walk through your records and documents, so you know what VA will ask for",
      "Step-by-step application assistance",
      "Ongoing support: answers to your questions while VA decides",
    ];

export function Contact() {
  return (
    <section {...sectionAttributes("contact")} className="bg-navy-800 py-16 text-white outline-none">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id={sectionTitleId("contact")} className="text-3xl font-bold">
            Schedule Your Free Consultation
          </h2>
          <p className="mt-4 text-lg text-gray-100">Call now or send a request, and we'll call you back.</p>
          <a
            href={contact.phoneHref}
            className="mt-6 inline-flex items-center gap-3 rounded-md bg-gold-400 px-5 py-3 text-xl font-bold text-navy-900 hover:bg-yellow-300"
          >
            <Phone aria-hidden="true" className="size-6" />
            {contact.phoneDisplay}
          </a>
          <PhoneHours className="mt-2 text-base text-gray-100" />
          <h3 className="mt-8 text-xl font-semibold">What you get</h3>
          <ul className="mt-3 space-y-3">
            {REASONS.map((reason) => (
              <li key={reason} className="flex items-start gap-3 text-lg">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-400" />
                <span className="min-w-0">{reason}</span>
              </li>
            ))}
          </ul>
          <GuidanceQualifier />
        </div>
        <div>
          <ConsultationForm />
          <PrivacyNote />
        </div>
      </div>
    </section>
  );
}
