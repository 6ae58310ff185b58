import { Plus, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useLanguage } from "../../content/i18n/language";
import { useRatingCalculatorText } from "../../content/i18n/use-rating-calculator-text";
import { RATINGS } from "./combine";
import { useRatingCalculator } from "./use-rating-calculator";

/**
 * The rating buttons' narrowest column: "Agregar 100%" is about 128 px of text beside the icon, so
 * Spanish takes wider columns (two on a desktop, one on a phone) than English's "Add 100%".
 */
const ADD_GRID = {
  en: "grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]",
  es: "grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]",
} as const;

/** The calculator: rating buttons, the entered ratings, the result (announced politely) and its steps. */
export function RatingCalculator() {
  const words = useRatingCalculatorText();
  const language = useLanguage();
  const calculator = useRatingCalculator();
  const { combination } = calculator;
  const notes = [
    calculator.ignored.length > 0 ? words.ignoredNote(calculator.ignored) : null,
    calculator.bilateral.length > 0 ? words.bilateralNote(calculator.bilateral) : null,
  ].filter((note) => note !== null);

  return (
    <div className="mt-8 grid gap-8 md:grid-cols-2">
      <div className="min-w-0">
        <h2 id="add-rating" className="text-2xl font-bold text-navy-800">
          {words.addHeading}
        </h2>
        <ul aria-labelledby="add-rating" className={`mt-4 grid gap-3 ${ADD_GRID[language]}`}>
          {RATINGS.map((rating) => (
            <li key={rating}>
              <Button
                variant="outline"
                className="w-full px-3"
                disabled={!calculator.ready}
                onClick={() => calculator.add(rating)}
              >
                <Plus aria-hidden="true" className="size-5 shrink-0" />
                <span className="whitespace-nowrap">{words.addLabel(rating)}</span>
              </Button>
            </li>
          ))}
        </ul>

        <h2 id="your-ratings" className="mt-8 text-2xl font-bold text-navy-800">
          {words.listHeading}
        </h2>
        {notes.map((note) => (
          <p key={note} className="mt-3 rounded-md border-l-4 border-gold-400 bg-yellow-50 p-3 text-gray-900">
            {note}
          </p>
        ))}
        {calculator.ratings.length === 0 ? (
          <p className="mt-3 text-gray-700">{words.listEmpty}</p>
        ) : (
          <>
            <ul aria-labelledby="your-ratings" className="mt-4 flex flex-wrap gap-3">
              {calculator.ratings.map((rating, index) => (
                <li key={`${index}-${rating}`}>
                  <Button
                    variant="ghost"
                    className="border-navy-800 bg-navy-50 px-3"
                    onClick={() => calculator.remove(index)}
                  >
                    <span aria-hidden="true">{rating}%</span>
                    <X aria-hidden="true" className="size-5 shrink-0" />
                    <span className="sr-only">{words.removeLabel(rating)}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <Button variant="ghost" className="mt-3 px-3 underline" onClick={calculator.clear}>
              {words.clear}
            </Button>
          </>
        )}
      </div>

      <div className="min-w-0 rounded-lg border-2 border-navy-800 p-5">
        <div role="status" className="text-navy-900">
          {combination ? (
            <>
              <p className="text-3xl font-bold">{words.resultRating(combination.rating)}</p>
              <p className="mt-1 text-xl">{words.resultValue(combination.value)}</p>
            </>
          ) : (
            <p className="text-lg">{words.resultEmpty}</p>
          )}
        </div>
        {combination ? (
          <>
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{words.stepsHeading}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-6 text-gray-900">
              <li>{words.stepSorted(combination.sorted)}</li>
              {combination.steps.length === 0 ? <li>{words.stepSingle(combination.value)}</li> : null}
              {combination.steps.map((step) => (
                <li key={`${step.row}-${step.column}`}>{words.stepTable(step)}</li>
              ))}
              <li>{words.stepFinal(combination.value, combination.rating)}</li>
            </ol>
            <p className="mt-4 text-gray-800">{words.share}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
