import { GraduationCap, HeartPulse, Home, ShieldCheck } from "lucide-react";
import { ratingCalculatorLink } from "../content/site";

const BENEFITS = [
  {
    title: "Disability Compensation",
    Icon: ShieldCheck,
    items: ["Physical injuries", "Mental health conditions", "Chronic illnesses"],
  },
  { title: "Home Loans", Icon: Home, items: ["Purchase", "Refinancing", "Construction"] },
  {
    title: "Education Benefits",
    Icon: GraduationCap,
    items: ["GI Bill", "Vocational training", "Certification programs"],
  },
  {
    title: "Healthcare",
    Icon: HeartPulse,
    items: ["Primary care", "Specialty services", "Mental health care"],
  },
] as const;

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="benefits-title" className="text-3xl font-bold text-navy-800">
          Benefits We Help You Claim
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ title, Icon, items }) => (
            <li key={title} className="rounded-lg border border-gray-200 p-6">
              <Icon aria-hidden="true" className="size-8 text-navy-700" />
              <h3 className="mt-3 text-xl font-semibold text-navy-900">{title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              {title === "Disability Compensation" ? (
                <a href={ratingCalculatorLink.path} className="mt-3 inline-block font-semibold text-navy-700 underline">
                  {ratingCalculatorLink.label}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
