import { lazy, Suspense } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { FORM_POST_PAGES, NOT_SENT_FIELD_PAGES } from "../../../contract/api";
import { ConsultationNotSentPage } from "./consultation-not-sent";
import { ConsultationReceivedPage } from "./consultation-received";
import { NotFoundPage } from "./not-found";

// The privacy notice and the rating calculator load only on their own page (docs/decisions/002, 932).
const PrivacyPage = lazy(() => import("./privacy").then((m) => ({ default: m.PrivacyPage })));
const RatingCalculatorPage = lazy(() =>
  import("./rating-calculator").then((m) => ({ default: m.RatingCalculatorPage })),
);

/**
 * Every page but home. Each page is a full page load (every link is a plain link), so the router
 * starts at the page's own path, the same on the server and in the browser, and never navigates.
 */
export function OtherPages({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
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
          path="/rating-calculator"
          element={
            <Suspense fallback={null}>
              <RatingCalculatorPage />
            </Suspense>
          }
        />
        <Route path={FORM_POST_PAGES.received} element={<ConsultationReceivedPage />} />
        <Route path={FORM_POST_PAGES.notSent} element={<ConsultationNotSentPage />} />
        {NOT_SENT_FIELD_PAGES.map(({ path: page, fields }) => (
          <Route key={page} path={page} element={<ConsultationNotSentPage fields={fields} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>
  );
}
