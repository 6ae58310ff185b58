import type { ReactNode } from "react";
import { SkipLink } from "../components/skip-link";
import { contact, counselor } from "../../../facts/service";
import { brand, privacy } from "../content/site";
import { Footer } from "../sections/footer";
import { Header } from "../sections/header";
import { usePagesText } from "../content/i18n/use-pages-text";

/**
 * The privacy notice, prerendered at /privacy (docs/decisions/603). Every sentence here must stay
 * true to the code: what the consultation and chat functions store, where, and for how long.
 */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-navy-800">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

export function PrivacyPage() {
  const t = usePagesText().privacy;
  const email = (
    <a href={`mailto:${contact.email}`} className="font-semibold text-navy-700 underline">
      {contact.email}
    </a>
  );
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <article className="mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed">
          <h1 className="text-4xl font-bold text-navy-900">{t.title}</h1>
          <p className="mt-4">{t.intro(brand.title)}</p>

          <Section id="privacy-what" title={t.keep.title}>
            <p>
              <strong>{t.keep.consultationLead}</strong> {t.keep.consultation}
            </p>
            <p>
              <strong>{t.keep.chatLead}</strong> {t.keep.chat}
            </p>
            <p>{t.keep.none}</p>
          </Section>

          <Section id="privacy-use" title={t.use.title}>
            <p>{t.use.text}</p>
          </Section>

          <Section id="privacy-where" title={t.where.title}>
            <ul className="list-disc space-y-2 pl-6">
              {t.where.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>

          <Section id="privacy-how-long" title={t.howLong.title}>
            <ul className="list-disc space-y-2 pl-6">
              <li>{t.howLong.consultations}</li>
              <li>{t.howLong.chat(privacy.chatHistoryDays)}</li>
              <li>{t.howLong.counts}</li>
            </ul>
          </Section>

          <Section id="privacy-who" title={t.who.title}>
            <ul className="list-disc space-y-2 pl-6">
              <li>{t.who.counselor(counselor.name)}</li>
              <li>{t.who.companies}</li>
              <li>{t.who.nobody}</li>
            </ul>
          </Section>

          <Section id="privacy-delete" title={t.delete.title}>
            <p>
              {t.delete.before} {email} {t.delete.after}
            </p>
          </Section>
        </article>
      </main>
      <Footer />
    </>
  );
}
