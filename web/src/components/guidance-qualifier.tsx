import { counselor } from "../../../facts/service";
import * as VA_LINKS from "../../../facts/va-links";
import { ExternalLink } from "./external-link";
import { usePageText } from "../content/i18n/language";

/**
 * The honest qualifier beside the spec's promises of "step-by-step application assistance" and
 * "ongoing support" (docs/decisions/603): without VA accreditation the counselor guides and the
 * veteran files. Nothing shows when the content holds an accreditation.
 */
export function GuidanceQualifier() {
  const t = usePageText();
  if (counselor.accreditation) return null;
  return (
    <p className="mt-4 text-gray-100">
      {t.contact.qualifier}{" "}
      <ExternalLink className="font-semibold text-white underline" href={VA_LINKS.findRepresentative}>
        {t.about.findRepresentative}
      </ExternalLink>
      .
    </p>
  );
}
