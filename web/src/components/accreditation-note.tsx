import { ShieldCheck } from "lucide-react";
import type { Accreditation } from "../../../facts/service";
import * as VA_LINKS from "../../../facts/va-links";
import { ExternalLink } from "./external-link";
import { usePageText } from "../content/i18n/language";

const LINK = "font-semibold text-navy-700 underline";

/**
 * Whether the counselor may represent a claim, as VA's rules require it said (facts/SOURCES.md,
 * "Accreditation"; docs/decisions/603). It shows only what the content file holds.
 */
export function AccreditationNote({ name, accreditation }: { name: string; accreditation: Accreditation | null }) {
  const t = usePageText().about;
  return (
    <div className="mt-4 flex gap-3 rounded-md border border-navy-700/30 bg-white p-4 text-gray-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-navy-700" />
      {accreditation ? (
        <p className="min-w-0">
          {t.accredited(name, t.accreditationTypes[accreditation.type], accreditation.number)}{" "}
          <ExternalLink className={LINK} href={VA_LINKS.accreditationSearch}>
            {t.verify}
          </ExternalLink>
        </p>
      ) : (
        <p className="min-w-0">
          {t.notAccredited(name)}{" "}
          <ExternalLink className={LINK} href={VA_LINKS.findRepresentative}>
            {t.findRepresentative}
          </ExternalLink>{" "}
          {t.vsoFree}{" "}
          <ExternalLink className={LINK} href={VA_LINKS.accreditedRepresentativeFaqs}>
            {t.whatRepresentativesDo}
          </ExternalLink>
        </p>
      )}
    </div>
  );
}
