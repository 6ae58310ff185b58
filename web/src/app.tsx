import { lazy, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { LanguageProvider } from "./content/i18n/language";
import { languageOf, SPANISH_PATHS } from "./content/i18n/paths";
import { HomePage } from "./pages/home";

// Every page but home comes in a chunk of its own, so the home page's first bundle carries only the
// home page. The HTML is prerendered in full; hydration waits for the chunk (docs/decisions/002, 932).
const OtherPages = lazy(() => import("./pages/other-pages").then((m) => ({ default: m.OtherPages })));

/** Each page in the language of its address: Spanish under /es/ (content/i18n/paths.ts, decision 971). */
export function App() {
  const { pathname } = useLocation();
  return (
    <LanguageProvider language={languageOf(pathname)}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path={SPANISH_PATHS.home} element={<HomePage />} />
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <OtherPages />
            </Suspense>
          }
        />
      </Routes>
    </LanguageProvider>
  );
}
