import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { FORM_POST_PAGES } from "../../contract/api";
import { ConsultationNotSentPage } from "./pages/consultation-not-sent";
import { ConsultationReceivedPage } from "./pages/consultation-received";
import { HomePage } from "./pages/home";
import { NotFoundPage } from "./pages/not-found";

// Pages other than home and 404 load their own chunk: the home page's first bundle stays small.
// The HTML is prerendered in full; hydration of the page waits for its chunk (docs/decisions/002).
const PrivacyPage = lazy(() => import("./pages/privacy").then((m) => ({ default: m.PrivacyPage })));

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route
        path="/privacy"
        element={
          <Suspense fallback={null}>
            <PrivacyPage />
          </Suspense>
        }
      />
      <Route path={FORM_POST_PAGES.received} element={<ConsultationReceivedPage />} />
      <Route path={FORM_POST_PAGES.notSent} element={<ConsultationNotSentPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
