import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { HomePage } from "./pages/home";

// Every page but home comes in a chunk of its own, so the home page's first bundle carries only the
// home page. The HTML is prerendered in full; hydration waits for the chunk (docs/decisions/002, 932).
const OtherPages = lazy(() => import("./pages/other-pages").then((m) => ({ default: m.OtherPages })));

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route
        path="*"
        element={
          <Suspense fallback={null}>
            <OtherPages />
          </Suspense>
        }
      />
    </Routes>
  );
}
