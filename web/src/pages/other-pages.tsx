import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes, StaticRouter } from "react-router-dom";
import { FORM_POST_PAGES, NOT_SENT_FIELD_PAGES } from "../../../contract/api";
import { SPANISH_PATHS } from "../content/i18n/paths";
import { ConsultationNotSentPage } from "./consultation-not-sent";
import { ConsultationReceivedPage } from "./consultation-received";
import { NotFoundPage } from "./not-found";

// The privacy notice and the rating calculator load only on their own page (docs/decisions/002, 932).
const PrivacyPage = lazy(() => import("./privacy").then((m) => ({ default: m.PrivacyPage })));
const RatingCalculatorPage = lazy(() =>
  import("./rating-calculator").then((m) => ({ default: m.RatingCalculatorPage })),
);

/**
 * Every page but home, in English and under /es/ in Spanish. The prerender renders the page at its
 * path; in the browser the router reads the address, whose query a page may read and write (the
 * rating calculator's ratings).
 */
export function OtherPages({ path }: { path: string }) {
  const routes = (
    <Routes>
      <Route
        path="/privacy"
        element={
          <Suspense fallback={null}>
            <PrivacyPage />
          </Suspense>
        }
      />
      <Route
        path={SPANISH_PATHS.privacy}
        element={
          <Suspense fallback={null}>
            <PrivacyPage />
          </Suspense>
        }
      />
      <Route
        path="/rating-calculator"
        element={
          <Suspense fallback={null}>
            <RatingCalculatorPage />
          </Suspense>
        }
      />
      <Route
        path={SPANISH_PATHS.calculator}
        element={
          <Suspense fallback={null}>
            <RatingCalculatorPage />
          </Suspense>
        }
      />
      <Route path={FORM_POST_PAGES.received} element={<ConsultationReceivedPage />} />
      <Route path={FORM_POST_PAGES.notSent} element={<ConsultationNotSentPage />} />
      <Route path={SPANISH_PATHS.received} element={<ConsultationReceivedPage />} />
      <Route path={SPANISH_PATHS.notSent} element={<ConsultationNotSentPage />} />
      {NOT_SENT_FIELD_PAGES.map(({ path: page, fields }) => (
        <Route key={page} path={page} element={<ConsultationNotSentPage fields={fields} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
  return typeof window === "undefined" ? (
    <StaticRouter location={path}>{routes}</StaticRouter>
  ) : (
    <BrowserRouter>{routes}</BrowserRouter>
  );
}
