import { ExternalLink } from "../components/external-link";
import { RESOURCE_COLUMNS } from "../content/resources";
import { sectionAttributes, sectionTitleId } from "../content/sections";

export function Resources() {
  return (
    <section {...sectionAttributes("resources")} className="bg-navy-50 py-16 outline-none">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={sectionTitleId("resources")} className="text-3xl font-bold text-navy-800">
          Essential VA Forms and Resources
        </h2>
        <p className="mt-2 text-lg text-gray-800">Official forms and applications on VA.gov.</p>
        <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
          {RESOURCE_COLUMNS.map((column) => (
            <div key={column.title} className="rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-navy-900">{column.title}</h3>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href} className="text-lg font-medium text-navy-700 underline">
                      {link.form ? `${link.label} (${link.form})` : link.label}
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
