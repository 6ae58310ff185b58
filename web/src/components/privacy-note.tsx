import { Lock } from "lucide-react";
import { contact } from "../../../facts/service";
import { usePageText, useLanguage } from "../content/i18n/language";
import { privacyPath } from "../content/i18n/paths";

/** The one line on personal data beside the consultation form's submit button (docs/decisions/603). */
export function PrivacyNote() {
  const t = usePageText().privacyNote;
  const language = useLanguage();
  return (
    <p id="consultation-privacy" className="mt-3 flex gap-2 text-gray-100">
      <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-400" />
      <span>
        {t.text} {t.deletion}{" "}
        <a href={`mailto:${contact.email}`} className="font-semibold text-white underline">
          {contact.email}
        </a>
        .{" "}
        <a href={privacyPath(language)} className="font-semibold text-white underline">
          {t.link}
        </a>
      </span>
    </p>
  );
}
