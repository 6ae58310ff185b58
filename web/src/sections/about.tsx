import { AccreditationNote } from "../components/accreditation-note";
import { Portrait } from "../components/portrait";
import { counselor } from "../../../facts/service";
import { sectionAttributes, sectionTitleId } from "../content/sections";
import { usePageText } from "../content/i18n/language";

export function About() {
  const { about: t, counselor: words } = usePageText();
  return (
    <section {...sectionAttributes("about")} className="py-16 outline-none">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Portrait name={counselor.name} photo={counselor.photo} />
        <div>
          <h2 id={sectionTitleId("about")} className="text-3xl font-bold text-navy-800">
            {t.title(counselor.name)}
          </h2>
          <p className="mt-1 text-lg font-medium text-gray-700">{words.title}</p>
          <AccreditationNote name={counselor.name} accreditation={counselor.accreditation} />
          {words.bio.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          <figure className="mt-6 border-l-4 border-gold-400 bg-navy-50 p-5">
            <blockquote className="text-lg text-navy-900 italic">&ldquo;{words.mission}&rdquo;</blockquote>
            <figcaption className="mt-2 font-semibold text-gray-800">{t.mission}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
