import { CheckCircle2, Phone } from "lucide-react";
import { GuidanceQualifier } from "../components/guidance-qualifier";
import { PrivacyNote } from "../components/privacy-note";
import { contact, counselor } from "../../../facts/service";
import { PhoneHours } from "../components/phone-hours";
import { ConsultationForm } from "../features/consultation/consultation-form";
import { sectionAttributes, sectionTitleId } from "../content/sections";
import { usePageText } from "../content/i18n/language";

export function Contact() {
  const t = usePageText().contact;
  return (
    <section {...sectionAttributes("contact")} className="bg-navy-800 py-16 text-white outline-none">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id={sectionTitleId("contact")} className="text-3xl font-bold">
            {t.title}
          </h2>
          <p className="mt-4 text-lg text-gray-100">{t.lead}</p>
          <a
            href={contact.phoneHref}
            className="mt-6 inline-flex items-center gap-3 rounded-md bg-gold-400 px-5 py-3 text-xl font-bold text-navy-900 hover:bg-yellow-300"
          >
            <Phone aria-hidden="true" className="size-6" />
            {contact.phoneDisplay}
          </a>
          <PhoneHours className="mt-2 text-base text-gray-100" />
          <h3 className="mt-8 text-xl font-semibold">{t.reasonsTitle}</h3>
          <ul className="mt-3 space-y-3">
            {(counselor.accreditation ? t.reasons : t.guidanceReasons).map((reason) => (
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
