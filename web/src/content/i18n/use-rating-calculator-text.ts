import { ratingCalculator, type RatingCalculatorText } from "../rating-calculator";
import { useText } from "./language";

/** The calculator's words in the page's language (imported only by the calculator's chunk). */
export const useRatingCalculatorText = (): RatingCalculatorText => useText("ratingCalculator", ratingCalculator);
