import { Phone } from "lucide-react";
import { ExternalLink } from "../components/external-link";
import { SkipLink } from "../components/skip-link";
import { contact } from "../../../facts/service";
import { useRatingCalculatorText } from "../content/i18n/use-rating-calculator-text";
import { RatingCalculator } from "../features/rating-calculator/rating-calculator";
import { Footer } from "../sections/footer";
import { Header } from "../sections/header";

const linkClass = "font-semibold text-navy-700 underline";

/**
 * /rating-calculator/ and /es/calculadora/ (issues 23 and 21; docs/decisions/931, 971): the calculator, the rule it follows with
 * VA's worked examples (readable without JavaScript), and the next step.
 */
export function RatingCalculatorPage() {
  const words = useRatingCalculatorText();
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <article className="mx-auto max-w-5xl px-4 py-10 text-lg leading-relaxed">
          <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{words.title}</h1>
          <p className="mt-4">{words.intro}</p>
          <noscript>
            <p className="mt-4 rounded-md border-l-4 border-gold-400 bg-yellow-50 p-4">{words.noScript}</p>
          </noscript>

          <RatingCalculator />

          <p className="mt-8 rounded-md border-l-4 border-navy-800 bg-navy-50 p-4 font-semibold">{words.estimate}</p>
          <p className="mt-4">{words.bilateralNotIncluded}</p>

          <section aria-labelledby="next-step" className="mt-10">
            <h2 id="next-step" className="text-2xl font-bold text-navy-800">
              {words.nextHeading}
            </h2>
            <p className="mt-3">{words.nextText}</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
              <a
                href={words.talk.href}
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-gold-400 px-5 py-2.5 font-bold text-navy-900 hover:bg-yellow-300"
              >
                {words.talk.label}
              </a>
              <span>
                {words.callPrefix}{" "}
                <a href={contact.phoneHref} className={`inline-flex items-center gap-1 ${linkClass}`}>
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {contact.phoneDisplay}
                </a>
              </span>
            </div>
          </section>

          <section aria-labelledby="money" className="mt-10">
            <h2 id="money" className="text-2xl font-bold text-navy-800">
              {words.moneyHeading}
            </h2>
            <p className="mt-3">
              {words.money}{" "}
              <ExternalLink href={words.moneyLink.href} className={linkClass}>
                {words.moneyLink.label}
              </ExternalLink>
            </p>
          </section>

          <section aria-labelledby="rule" className="mt-10">
            <h2 id="rule" className="text-2xl font-bold text-navy-800">
              {words.ruleHeading}
            </h2>
            <p className="mt-3">{words.ruleIntro}</p>
            <blockquote className="mt-3 border-l-4 border-gray-300 pl-4 text-gray-800">“{words.ruleQuote}”</blockquote>
            <ol className="mt-4 list-decimal space-y-2 pl-6">
              {words.ruleSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <h3 className="mt-6 text-xl font-semibold text-navy-900">{words.examplesHeading}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {words.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
            <p className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
              <ExternalLink href={words.tableLink.href} className={linkClass}>
                {words.tableLink.label}
              </ExternalLink>
              <ExternalLink href={words.regulationLink.href} className={linkClass}>
                {words.regulationLink.label}
              </ExternalLink>
            </p>
          </section>
        </article>
      </main>
      <Footer />
    </>
  );
}
