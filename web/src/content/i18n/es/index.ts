import { dialogs } from "./dialogs";
import { page } from "./page";
import { pages } from "./pages";
import { ratingCalculator } from "./rating-calculator";

/** Every Spanish text, loaded as one chunk and only on Spanish pages (../language.tsx). */
export const es = { page, dialogs, pages, ratingCalculator };
