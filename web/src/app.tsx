import { lazy, Suspense } from "react";
import { LanguageProvider } from "./content/i18n/language";
import { SPANISH_PATHS } from "./content/i18n/paths";
import { HomePage } from "./pages/home";

// Every page but home comes in a chunk of its own, router included, so the home page's first
// bundle carries only the home page. The HTML is prerendered in full; hydration waits for the
// chunk (docs/decisions/002, 932).
const OtherPages = lazy(() => import("./pages/other-pages").then((m) => ({ default: m.OtherPages })));

/**
 * The page at `path`, in the language of its address (Spanish under /es/: content/i18n/paths.ts,
 * decision 971): home at once, any other through react-router in the pages chunk.
 */
export function App({ path }: { path: string }) {
  const home = path === "/" || path === SPANISH_PATHS.home || path === "/es";
  return (
    <LanguageProvider path={path}>
      {home ? (
        <HomePage />
      ) : (
        <Suspense fallback={null}>
          <OtherPages path={path} />
        </Suspense>
      )}
    </LanguageProvider>
  );
}
