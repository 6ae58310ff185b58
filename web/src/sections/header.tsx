import { Menu, Phone, X } from "lucide-react";
import { useState } from "react";
import { CrisisLine } from "../components/crisis-line";
import { useHydrated } from "../lib/hydrated";
import { contact, service } from "../../../facts/service";
import { SECTIONS, type SectionId } from "../content/sections";
import { usePagePath, usePageText, useLanguage } from "../content/i18n/language";
import { homePath, otherLanguagePath } from "../content/i18n/paths";
import { scrollToSection } from "../lib/scroll";

const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

type NavLinkProps = { id: SectionId; label: string; home: string; onHomePage: boolean; onChoose: () => void };

function NavLink({ id, label, home, onHomePage, onChoose }: NavLinkProps) {
  // On the other pages (privacy, 404) a section link is a plain link to that section of the home page.
  if (!onHomePage)
    return (
      <a
        href={`${home}#${id}`}
        className="block rounded-md px-3 py-2 font-medium whitespace-nowrap text-navy-800 hover:bg-navy-50 hover:underline"
      >
        {label}
      </a>
    );
  return (
    <a
      href={`#${id}`}
      className="block rounded-md px-3 py-2 font-medium whitespace-nowrap text-navy-800 hover:bg-navy-50 hover:underline"
      onClick={(event) => {
        event.preventDefault();
        onChoose();
        scrollToSection(id);
      }}
    >
      {label}
    </a>
  );
}

/**
 * The same page in the other language, written in that language. Once the page's script runs it
 * keeps the section the visitor is at (the address's #hash): the sections' ids are the same in both;
 * and the address's query (the calculator's ?ratings=), which both languages read the same way.
 */
function LanguageLink({ className }: { className: string }) {
  const t = usePageText().header;
  const language = useLanguage();
  const href = otherLanguagePath(usePagePath());
  return (
    <a
      href={href}
      hrefLang={language === "en" ? "es" : "en"}
      lang={language === "en" ? "es" : "en"}
      className={className}
      onClick={(event) => {
        const { search, hash } = window.location;
        if (!search && !hash) return;
        event.preventDefault();
        window.location.assign(`${href}${search}${hash}`);
      }}
    >
      {t.otherLanguage}
    </a>
  );
}

const LANGUAGE_LINK =
  "inline-flex min-h-11 items-center rounded-md px-2 font-semibold whitespace-nowrap text-navy-800 underline hover:bg-navy-50";

const MENU_BUTTON =
  "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-navy-800 hover:bg-navy-50 lg:hidden";

/**
 * The mobile menu before the page's script runs: a native disclosure, so it opens with no script.
 * Its list drops below the header, where the scripted menu shows.
 */
function NoScriptMenu({
  links,
  label,
  onHomePage,
}: {
  links: { id: SectionId; label: string; home: string }[];
  label: { nav: string; menu: string };
  onHomePage: boolean;
}) {
  return (
    <details className="group/menu lg:hidden">
      <summary className={`${MENU_BUTTON} list-none [&::-webkit-details-marker]:hidden`}>
        <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
        <span className="sr-only">{label.menu}</span>
      </summary>
      <nav
        aria-label={label.nav}
        className="absolute inset-x-0 top-full border-y border-gray-200 bg-white px-4 pb-3 shadow-md"
      >
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <NavLink {...link} onHomePage={onHomePage} onChoose={() => {}} />
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/** The sticky header of every page: the crisis line, the brand, the sections, the other language and the phone. */
export function Header({ onHomePage = false }: { onHomePage?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const t = usePageText().header;
  const home = homePath(useLanguage());
  const hydrated = useHydrated();
  const navLinks = SECTION_IDS.map((id) => ({ id, label: t.sections[id], home }));

  return (
    // lib/scroll.ts marks a header that would cover much of a phone screen (200% text): it scrolls
    // away, all but the one-line crisis strip, which then stays fixed at the top of the screen (its
    // room in the page kept by the header's padding, --crisis-height).
    <header className="group/header sticky top-0 z-40 border-b border-gray-200 bg-white data-[unstuck]:relative data-[unstuck]:pt-[var(--crisis-height,0px)]">
      <div className="group-data-[unstuck]/header:fixed group-data-[unstuck]/header:inset-x-0 group-data-[unstuck]/header:top-0 group-data-[unstuck]/header:z-40">
        <CrisisLine />
      </div>
      <div
        data-header-row
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:gap-3 lg:py-3"
      >
        {/* Words break only where they must. On a phone the name has the first line to itself, and the
            other language, the call and the menu share the second (at 200% text they wrap further). */}
        <a href={home} className="grow basis-full rounded-md sm:basis-0 [overflow-wrap:break-word]">
          <span className="block text-base leading-tight font-bold text-navy-800 sm:text-lg">{service.name}</span>
          <span className="block text-sm text-gray-700">{t.subtitle}</span>
        </a>
        <LanguageLink className={LANGUAGE_LINK} />
        <nav aria-label={t.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.id}>
                <NavLink {...link} onHomePage={onHomePage} onChoose={close} />
              </li>
            ))}
            <li>
              <a
                href={contact.phoneHref}
                className="ml-2 inline-flex min-h-11 items-center gap-2 rounded-md bg-navy-800 px-3 py-2 font-semibold whitespace-nowrap text-white hover:bg-navy-900"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {contact.phoneDisplay}
              </a>
            </li>
          </ul>
        </nav>
        <a
          href={contact.phoneHref}
          aria-label={t.callNumber(contact.phoneDisplay)}
          className="ml-auto inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-md bg-navy-800 px-2.5 font-semibold whitespace-nowrap sm:px-3 text-white hover:bg-navy-900 lg:hidden"
        >
          <Phone aria-hidden="true" className="size-5" />
          {t.call}
          <span className="hidden sm:inline"> {contact.phoneDisplay}</span>
        </a>
        {hydrated ? (
          <button
            type="button"
            className={MENU_BUTTON}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{t.menu}</span>
          </button>
        ) : (
          <NoScriptMenu links={navLinks} label={{ nav: t.navLabel, menu: t.menu }} onHomePage={onHomePage} />
        )}
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label={t.navLabel} className="border-t border-gray-200 px-4 pb-3 lg:hidden">
          <ul>
            {navLinks.map((link) => (
              <li key={link.id}>
                <NavLink {...link} onHomePage={onHomePage} onChoose={close} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
