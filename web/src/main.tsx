import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { loadLanguage } from "./content/i18n/language";
import { languageOf } from "./content/i18n/paths";
import { trackHeaderHeight } from "./lib/scroll";
import "./styles.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App path={window.location.pathname} />
  </StrictMode>
);

// The build prerenders the page, so the client hydrates it; `npm run dev` serves an empty shell.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (a click meanwhile finishes it at once, then is handled).
function start() {
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  trackHeaderHeight();
}
// A Spanish page waits for its words (one chunk, preloaded by its HTML) before it hydrates; an
// English one starts at once. Not a top-level await: the chunks loaded later import from this one,
// which must not be waiting on them.
const language = languageOf(window.location.pathname);
if (language === "en") start();
else void loadLanguage(language).then(start);
