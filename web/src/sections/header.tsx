import { Menu, Phone, X } from "lucide-react";
import { useState } from "react";
import { brand, contact } from "../content/site";
import { scrollToSection } from "../lib/scroll";

export const NAV_LINKS = [
  { id: "about", label: "About" },
  { id: "services", label: "Services" },
  { id: "resources", label: "Resources" },
  { id: "contact", label: "Contact" },
] as const;

function NavLink({ id, label, onChoose }: { id: string; label: string; onChoose: () => void }) {
  return (
    <a
      href={`#${id}`}
      className="block rounded-md px-3 py-2 font-medium text-navy-800 hover:bg-navy-50 hover:underline"
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

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="rounded-md">
          <span className="block text-lg leading-tight font-bold text-navy-800">{brand.title}</span>
          <span className="block text-sm text-gray-700">{brand.subtitle}</span>
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <NavLink {...link} onChoose={close} />
              </li>
            ))}
            <li>
              <a
                href={contact.phoneHref}
                className="ml-2 inline-flex items-center gap-2 rounded-md bg-navy-800 px-3 py-2 font-semibold text-white hover:bg-navy-900"
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phoneDisplay}
              </a>
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-navy-800 hover:bg-navy-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">Menu</span>
        </button>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-gray-200 px-4 pb-3 md:hidden">
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                <NavLink {...link} onChoose={close} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
