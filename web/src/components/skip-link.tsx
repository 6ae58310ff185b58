import { usePageText } from "../content/i18n/language";

/** The first tab stop of every page. */
export function SkipLink() {
  const t = usePageText();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t.skipLink}
    </a>
  );
}
