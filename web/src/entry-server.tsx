import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { App } from "./app";
import { loadLanguage } from "./content/i18n/language";
import { languageOf } from "./content/i18n/paths";

/**
 * Renders one route to HTML at build time (scripts/prerender.ts). `prerender` waits for lazily
 * loaded pages, so a page kept out of the first bundle is still complete in its HTML.
 */
export async function render(url: string): Promise<string> {
  await loadLanguage(languageOf(url));
  const { prelude } = await prerender(
    <StrictMode>
      <App path={url} />
    </StrictMode>,
    // Every Suspense boundary's content stays in place: an outlined one would need React's inline
    // script to move it, which the strict CSP forbids and a no-JS visit never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
