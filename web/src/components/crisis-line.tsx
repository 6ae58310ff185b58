import { ChevronDown, type LucideIcon, MessageSquare, MessagesSquare, Phone, Siren } from "lucide-react";
import { useEffect, useRef } from "react";
import { crisisLine } from "../content/site";
import { usePageText, useLanguage } from "../content/i18n/language";
import { CRISIS_LINKS } from "../../../facts/crisis-line";
import { ExternalLink } from "./external-link";

const LINK =
  "inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-red-700 px-3 py-2 font-semibold text-red-700";
const GRID_LINK = `${LINK} w-full text-balance`;

/** The ways to reach the line, one link each: call, text, chat online and TTY. */
const WAYS: { href: string; way: "call" | "text" | "chat" | "tty"; Icon?: LucideIcon; external?: boolean }[] = [
  { href: crisisLine.call.href, way: "call", Icon: Phone },
  { href: crisisLine.text.href, way: "text", Icon: MessageSquare },
  { href: crisisLine.chat.href, way: "chat", Icon: MessagesSquare, external: true },
  { href: crisisLine.ttyHref, way: "tty" },
];

/**
 * The Veterans Crisis Line at the top of every page (docs/decisions/601). A native disclosure:
 * it opens from the prerendered HTML before any script runs, and browsers announce it as expanded
 * or collapsed. Once hydrated, Escape closes it with focus back on its button, and so does a tap
 * elsewhere on the page.
 */
export function CrisisLine() {
  const ref = useRef<HTMLDetailsElement>(null);
  const t = usePageText().crisis;
  const more = useLanguage() === "es" ? CRISIS_LINKS.spanish : crisisLine.more;

  useEffect(() => {
    const details = ref.current!;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <div className="bg-red-700 text-white">
      <details ref={ref} className="group mx-auto max-w-6xl px-4">
        <summary
          data-crisis-strip
          className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-2 font-semibold [&::-webkit-details-marker]:hidden"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <span className="sm:hidden">{t.short}</span>
          <span className="hidden sm:inline">{t.long}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
          />
        </summary>
        {/* Inside the sticky header: it scrolls on its own so its last link stays reachable at 200% text. */}
        <div className="mb-3 max-h-[75vh] overflow-y-auto rounded-md bg-white p-4 text-gray-900 shadow-md">
          <p className="font-semibold">{t.intro}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {WAYS.map(({ href, way, Icon, external }) => {
              const Link = external ? ExternalLink : "a";
              return (
                <li key={href}>
                  <Link className={GRID_LINK} href={href}>
                    {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
                    {t[way]}
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-semibold">{t.emergencyLead}</span>
            <a className={LINK} href={crisisLine.emergency.href}>
              <Siren aria-hidden="true" className="size-5 shrink-0" />
              {t.emergency}
            </a>
            <span>{t.emergencyTail}</span>
          </p>
          {t.otherLanguages.map((line) => (
            <p key={line} className="mt-3">
              {line}
            </p>
          ))}
          <p className="mt-3">
            <ExternalLink className="font-semibold text-navy-700 underline" href={more}>
              {t.more}
            </ExternalLink>
          </p>
        </div>
      </details>
    </div>
  );
}
