import { ExternalLink } from "../components/external-link";
import { RESOURCE_COLUMNS } from "../content/resources";
import { sectionAttributes, sectionTitleId } from "../content/sections";
import { usePageText } from "../content/i18n/language";

export function Resources() {
  const t = usePageText().resources;
  return (
    <section {...sectionAttributes("resources")} className="bg-navy-50 py-16 outline-none">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={sectionTitleId("resources")} className="text-3xl font-bold text-navy-800">
          {t.title}
        </h2>
        <p className="mt-2 text-lg text-gray-800">{t.lead}</p>
        <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
          {RESOURCE_COLUMNS.map((column, c) => (
            <div key={column.title} className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-navy-900">{t.columns[c]!.title}</h3>
              <ul className="mt-4 space-y-3">
                {column.links.map((link, l) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href} className="text-lg font-medium text-navy-700 underline">
                      {link.form ? `${t.columns[c]!.links[l]} (${link.form})` : t.columns[c]!.links[l]}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
