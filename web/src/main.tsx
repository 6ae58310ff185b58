import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { loadLanguage } from "./content/i18n/language";
import { languageOf } from "./content/i18n/paths";
import { ReplayEarlyTap, takeEarlyTap } from "./lib/early-taps";
import { trackHeaderHeight } from "./lib/scroll";
import "./styles.css";

const root = document.getElementById("root")!;
// A tap on a hero button or the chat button before this script ran is acted on after hydration.
const earlyTap = takeEarlyTap();
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
      <ReplayEarlyTap name={earlyTap} />
    </BrowserRouter>
  </StrictMode>
);

// The build prerenders the page, so the client hydrates it; `npm run dev` serves an empty shell.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page (a click meanwhile finishes it at once, then is handled).
// A Spanish page waits for its words (one chunk, preloaded by its HTML) before it hydrates. Not a
// top-level await: the chunks loaded later import from this one, which must not be waiting on them.
void loadLanguage(languageOf(window.location.pathname)).then(() => {
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  trackHeaderHeight();
});
