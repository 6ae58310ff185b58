import { sectionAttributes, sectionTitleId } from "../content/sections";

const STEPS = [
  {
    title: "Free Consultation",
    text: "We talk through your service history, your health and your goals, at no cost to you.",
  },
  {
    title: "Gather Documents",
    text: "We list the records that matter: DD214, service treatment records, medical evidence and buddy statements.",
  },
  {
    title: "Identify Benefits",
    text: "We match your situation to the benefits you may qualify for, so nothing you earned is missed.",
  },
  {
    title: "Apply and Track",
    text: "We walk you through the official VA forms step by step and show you how to follow your claim on VA.gov until it is decided.",
  },
] as const;

export function Services() {
  return (
    <section {...sectionAttributes("services")} className="bg-navy-50 py-16 outline-none">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={sectionTitleId("services")} className="text-3xl font-bold text-navy-800">
          How We Help
        </h2>
        <ol className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-navy-800 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-navy-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-gray-800">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
