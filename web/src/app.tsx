import { lazy, Suspense } from "react";
import { HomePage } from "./pages/home";

// Every page but home comes in a chunk of its own, router included, so the home page's first
// bundle carries only the home page. The HTML is prerendered in full; hydration waits for the
// chunk (docs/decisions/002, 932).
const OtherPages = lazy(() => import("./pages/other-pages").then((m) => ({ default: m.OtherPages })));

/** The page at `path`: home at once, any other through react-router in the pages chunk. */
export function App({ path }: { path: string }) {
  if (path === "/") return <HomePage />;
  return (
    <Suspense fallback={null}>
      <OtherPages path={path} />
    </Suspense>
  );
}
