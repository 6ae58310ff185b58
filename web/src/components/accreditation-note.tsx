import { ShieldCheck } from "lucide-react";
import type { Accreditation } from "../../../facts/service";
import * as VA_LINKS from "../../../facts/va-links";
import { ExternalLink } from "./external-link";

const LINK = "font-semibold text-navy-700 underline";

/**
 * Whether the counselor may represent a claim, as VA's rules require it said (facts/SOURCES.md,
 * "Accreditation"; docs/decisions/603). It shows only what the content file holds.
 */
export function AccreditationNote({ name, accreditation }: { name: string; accreditation: Accreditation | null }) {
  return (
    <div className="mt-4 flex gap-3 rounded-md border border-navy-700/30 bg-white p-4 text-gray-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-navy-700" />
      {accreditation ? (
        <p className="min-w-0">
          {name} is a VA-accredited {accreditation.type}, accreditation number {accreditation.number}.{" "}
          <ExternalLink className={LINK} href={VA_LINKS.accreditationSearch}>
            Verify on VA.gov
          </ExternalLink>
        </p>
      ) : (
        <p className="min-w-0">
          {name} is not a VA-accredited representative, so this service gives general guidance: it explains your options
          and the official VA forms, and you file your own claim. For someone to represent your claim,{" "}
          <ExternalLink className={LINK} href={VA_LINKS.findRepresentative}>
            find a VA-accredited representative
          </ExternalLink>{" "}
          (accredited Veterans Service Organization representatives are always free).{" "}
          <ExternalLink className={LINK} href={VA_LINKS.accreditedRepresentativeFaqs}>
            What accredited representatives do
          </ExternalLink>
        </p>
      )}
    </div>
  );
}
