import { FacebookIcon, LinkedinIcon, YoutubeIcon } from "../components/social-icons";
import { contact } from "../../../facts/service";
import { PhoneHours } from "../components/phone-hours";
import { brand, crisisLine } from "../content/site";
import { useLanguage, usePageText } from "../content/i18n/language";
import { privacyPath } from "../content/i18n/paths";

const SOCIAL_ICONS = { Facebook: FacebookIcon, LinkedIn: LinkedinIcon, YouTube: YoutubeIcon } as const;

/**
 * A link that is not set up yet: it stays a focusable, announced link (so the footer reads as
 * designed) but goes nowhere, and says so to assistive technology.
 */
function PlaceholderLink({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a placeholder by design, marked disabled
    <a
      href="#"
      aria-disabled="true"
      aria-describedby="footer-placeholder-note"
      className={className ?? "hover:underline"}
      onClick={(event) => event.preventDefault()}
    >
      {children}
    </a>
  );
}

function LinkList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item}>
            <PlaceholderLink>{item}</PlaceholderLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const text = usePageText();
  const language = useLanguage();
  const t = text.footer;
  return (
    <footer className="bg-navy-900 text-gray-100">
      <div
        role="region"
        aria-labelledby="crisis-title"
        className="border-b border-white/20 bg-red-700 px-4 py-4 text-center text-white"
      >
        <p>
          <strong id="crisis-title">{text.crisis.footerTitle}</strong>{" "}
          <a className="font-semibold underline" href={crisisLine.call.href}>
            {text.crisis.call}
          </a>{" "}
          ·{" "}
          <a className="font-semibold underline" href={crisisLine.text.href}>
            {text.crisis.text}
          </a>{" "}
          ·{" "}
          <a className="font-semibold underline" href={crisisLine.chat.href} target="_blank" rel="noopener noreferrer">
            {text.crisis.chat}
            <span className="sr-only">{text.newTab}</span>
          </a>{" "}
          · {text.crisis.tty}
        </p>
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-lg font-semibold text-white">{brand.title}</h2>
          <p className="mt-3">{t.about}</p>
          <ul className="mt-4 flex gap-3">
            {contact.social.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name];
              const icon = <Icon aria-hidden="true" className="size-5" />;
              const label = <span className="sr-only">{name}</span>;
              const classes =
                "inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20";
              return (
                <li key={name}>
                  {href ? (
                    <a href={href} className={classes} rel="noopener noreferrer" target="_blank">
                      {icon}
                      {label}
                    </a>
                  ) : (
                    <PlaceholderLink className={classes}>
                      {icon}
                      {label}
                    </PlaceholderLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <LinkList title={t.servicesTitle} items={t.services} />
        <LinkList title={t.resourcesTitle} items={t.resources} />
        <div>
          <h2 className="text-lg font-semibold text-white">{t.contactTitle}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${contact.email}`} className="hover:underline">
                {contact.email}
              </a>
            </li>
            <li>
              <a href={contact.phoneHref} className="hover:underline">
                {contact.phoneDisplay}
              </a>
              <PhoneHours className="mt-1" />
            </li>
            <li>{text.counselor.location}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/20 px-4 py-6 text-sm">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <div>
            <p>
              &copy; {brand.copyrightYear} {brand.title}. {t.rights}
            </p>
            <p className="mt-1">{t.independence}</p>
            <p id="footer-placeholder-note" className="sr-only">
              {t.comingSoon}
            </p>
          </div>
          <ul className="flex gap-4">
            <li>
              {/* A real page: a dead privacy link beside a real privacy notice would mislead (decision 925). */}
              <a href={privacyPath(language)} className="hover:underline">
                {t.privacyPolicy}
              </a>
            </li>
            <li>
              <PlaceholderLink>{t.terms}</PlaceholderLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
