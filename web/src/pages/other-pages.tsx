import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { FORM_POST_PAGES } from "../../../contract/api";
import { ConsultationNotSentPage } from "./consultation-not-sent";
import { ConsultationReceivedPage } from "./consultation-received";
import { NotFoundPage } from "./not-found";

// The privacy notice and the rating calculator load only on their own page (docs/decisions/002, 932).
const PrivacyPage = lazy(() => import("./privacy").then((m) => ({ default: m.PrivacyPage })));
const RatingCalculatorPage = lazy(() =>
  import("./rating-calculator").then((m) => ({ default: m.RatingCalculatorPage })),
);

/** Every page but home: the small ones, and the two with a chunk of their own. */
export function OtherPages() {
  return (
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
