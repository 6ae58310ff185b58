import { pages, type PagesText } from "./en/pages";
import { useText } from "./language";

/** The words of the pages other than home, in the page's language (imported only by their chunks). */
export const usePagesText = (): PagesText => useText("pages", pages);
