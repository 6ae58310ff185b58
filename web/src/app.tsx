import { Route, Routes } from "react-router-dom";
import { FORM_POST_PAGES } from "../../contract/api";
import { ConsultationNotSentPage } from "./pages/consultation-not-sent";
import { ConsultationReceivedPage } from "./pages/consultation-received";
import { HomePage } from "./pages/home";
import { NotFoundPage } from "./pages/not-found";

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path={FORM_POST_PAGES.received} element={<ConsultationReceivedPage />} />
      <Route path={FORM_POST_PAGES.notSent} element={<ConsultationNotSentPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
