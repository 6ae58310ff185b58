import { lazy, type ReactNode, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { FORM_POST_PAGES } from "../../contract/api";
import { LanguageProvider } from "./content/i18n/language";
import { languageOf, SPANISH_PATHS } from "./content/i18n/paths";
import { HomePage } from "./pages/home";

// Pages other than home load one chunk of their own: the home page's first bundle stays small.
// The HTML is prerendered in full; hydration of the page waits for its chunk (docs/decisions/002).
const loadPages = () => import("./pages/other-pages");
const PrivacyPage = lazy(() => loadPages().then((m) => ({ default: m.PrivacyPage })));
const NotFoundPage = lazy(() => loadPages().then((m) => ({ default: m.NotFoundPage })));
const ReceivedPage = lazy(() => loadPages().then((m) => ({ default: m.ConsultationReceivedPage })));
const NotSentPage = lazy(() => loadPages().then((m) => ({ default: m.ConsultationNotSentPage })));

const later = (element: ReactNode) => <Suspense fallback={null}>{element}</Suspense>;

/** Each page at its English address and, under /es/, at its Spanish one (content/i18n/paths.ts). */
export function App() {
  const { pathname } = useLocation();
  return (
    <LanguageProvider language={languageOf(pathname)}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path={SPANISH_PATHS.home} element={<HomePage />} />
        <Route path="/privacy" element={later(<PrivacyPage />)} />
        <Route path={SPANISH_PATHS.privacy} element={later(<PrivacyPage />)} />
        <Route path={FORM_POST_PAGES.received} element={later(<ReceivedPage />)} />
        <Route path={SPANISH_PATHS.received} element={later(<ReceivedPage />)} />
        <Route path={FORM_POST_PAGES.notSent} element={later(<NotSentPage />)} />
        <Route path={SPANISH_PATHS.notSent} element={later(<NotSentPage />)} />
        <Route path="*" element={later(<NotFoundPage />)} />
      </Routes>
    </LanguageProvider>
  );
}
