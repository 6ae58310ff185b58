import { GraduationCap, HeartPulse, Home, ShieldCheck } from "lucide-react";
import { useLanguage, usePageText } from "../content/i18n/language";
import { calculatorPath } from "../content/i18n/paths";

/** The four cards' icons, in the order of the dictionary's cards. */
const ICONS = [ShieldCheck, Home, GraduationCap, HeartPulse] as const;

export function Benefits() {
  const t = usePageText().benefits;
  const language = useLanguage();
  return (
    <section aria-labelledby="benefits-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="benefits-title" className="text-3xl font-bold text-navy-800">
          {t.title}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.cards.map(({ title, items }, index) => {
            const Icon = ICONS[index]!;
            return (
              <li key={title} className="rounded-lg border border-gray-200 p-6">
                <Icon aria-hidden="true" className="size-8 text-navy-700" />
                <h3 className="mt-3 text-xl font-semibold text-navy-900">{title}</h3>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                {index === 0 ? (
                  <a
                    href={calculatorPath(language)}
                    className="mt-3 inline-block font-semibold text-navy-700 underline"
                  >
                    {t.calculator}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
