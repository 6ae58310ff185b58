import type { ReactNode } from "react";
import { SkipLink } from "../components/skip-link";
import { contact, counselor } from "../../../facts/service";
import { brand, privacy } from "../content/site";
import { Footer } from "../sections/footer";
import { Header } from "../sections/header";

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
          <h1 className="text-4xl font-bold text-navy-900">Privacy notice</h1>
          <p className="mt-4">
            {brand.title} is a free, independent service, not part of VA. This page says what we keep about you, where,
            for how long, and who sees it.
          </p>

          <Section id="privacy-what" title="What we keep">
            <p>
              <strong>If you ask for a consultation:</strong> your full name, e-mail address, phone number and branch of
              service, and the time you sent the request.
            </p>
            <p>
              <strong>If you use the chat:</strong> the messages you type and the assistant&rsquo;s answers, under a
              random session number your browser makes. Please do not type personal information such as a Social
              Security number.
            </p>
            <p>No account, no advertising, no trackers.</p>
          </Section>

          <Section id="privacy-use" title="What we use it for">
            <p>
              Your consultation request is used only to contact you about your consultation. The chat history is used
              only to answer your questions in the same conversation. We never sell or share your information.
            </p>
          </Section>

          <Section id="privacy-where" title="Where it is kept">
            <ul className="list-disc space-y-2 pl-6">
              <li>
                Consultation requests: in the site&rsquo;s database, and as an e-mail in the counselor&rsquo;s inbox.
              </li>
              <li>Chat conversations: in the site&rsquo;s database, under the session number.</li>
            </ul>
          </Section>

          <Section id="privacy-how-long" title="How long we keep it">
            <ul className="list-disc space-y-2 pl-6">
              <li>
                Consultation requests: until you ask us to delete them, or the counselor deletes them. That includes the
                e-mail in the counselor&rsquo;s inbox.
              </li>
              <li>Chat conversations: deleted automatically {privacy.chatHistoryDays} days after the last message.</li>
              <li>
                To stop abuse and share the AI assistant fairly, the site counts requests from each internet (IP)
                address; those counts, and the address they are kept under, are deleted within two days. The address is
                not kept with your request.
              </li>
            </ul>
          </Section>

          <Section id="privacy-who" title="Who sees it">
            <ul className="list-disc space-y-2 pl-6">
              <li>{counselor.name}, the counselor, who contacts you about your consultation.</li>
              <li>
                The companies that run the site for us, only to run it: Netlify (hosting), Upstash (the database), the
                counselor&rsquo;s e-mail provider, and Anthropic, whose AI model Claude writes the chat&rsquo;s answers
                and so receives your chat messages.
              </li>
              <li>Nobody else.</li>
            </ul>
          </Section>

          <Section id="privacy-delete" title="To see or delete your information">
            <p>
              E-mail {email} with the name and e-mail or phone number you used. We delete your consultation request from
              the database and the counselor&rsquo;s inbox, and tell you when it is done.
            </p>
          </Section>
        </article>
      </main>
      <Footer />
    </>
  );
}
