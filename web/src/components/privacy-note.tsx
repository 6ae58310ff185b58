import { Lock } from "lucide-react";
import { contact } from "../../../facts/service";
import { privacy } from "../content/site";

/** The one line on personal data beside the consultation form's submit button (docs/decisions/603). */
export function PrivacyNote() {
  return (
    <p id="consultation-privacy" className="mt-3 flex gap-2 text-gray-100">
      <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-400" />
      <span>
        {privacy.formNote} {privacy.deletionNote}{" "}
        <a href={`mailto:${contact.email}`} className="font-semibold text-white underline">
          {contact.email}
        </a>
        .{" "}
        <a href={privacy.path} className="font-semibold text-white underline">
          {privacy.linkText}
        </a>
      </span>
    </p>
  );
}
