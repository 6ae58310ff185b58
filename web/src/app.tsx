import { lazy, type ReactNode, Suspense } from "react";
import { FORM_POST_PAGES, NOT_SENT_FIELD_PAGES } from "../../contract/api";
import { ConsultationNotSentPage } from "./pages/consultation-not-sent";
import { ConsultationReceivedPage } from "./pages/consultation-received";
import { HomePage } from "./pages/home";
import { NotFoundPage } from "./pages/not-found";

// Pages other than home and 404 load their own chunk: the home page's first bundle stays small.
// The HTML is prerendered in full; hydration of the page waits for its chunk (docs/decisions/607).
const PrivacyPage = lazy(() => import("./pages/privacy").then((m) => ({ default: m.PrivacyPage })));

/**
 * Each page by its path. Every page is prerendered and every link is a plain link (a full page
 * load), so a lookup is all the routing the site needs: no router library in the first bundle
 * (decision 927). To add a page, add its path here and to scripts/prerender.ts.
 */
const PAGES: Record<string, () => ReactNode> = {
  "/": () => <HomePage />,
  "/privacy": () => (
    <Suspense fallback={null}>
      <PrivacyPage />
    </Suspense>
  ),
  [FORM_POST_PAGES.received]: () => <ConsultationReceivedPage />,
  [FORM_POST_PAGES.notSent]: () => <ConsultationNotSentPage />,
  ...Object.fromEntries(
    NOT_SENT_FIELD_PAGES.map(({ path, fields }) => [path, () => <ConsultationNotSentPage fields={fields} />]),
  ),
};

/** The page at `path` (a trailing slash does not matter), or the 404 page. */
export function App({ path }: { path: string }) {
  const page = PAGES[path.replace(/(.)\/+$/, "$1")] ?? (() => <NotFoundPage />);
  return page();
}
