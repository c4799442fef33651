import { processSteps } from "../../content/process";

/** The four-step process, numbered, joined by a line on wide screens. */
export function ProcessSteps() {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute left-[12.5%] right-[12.5%] top-7 hidden h-0.5 bg-gradient-to-r from-brand-300 via-brand-500 to-brand-300 lg:block dark:from-brand-800 dark:via-brand-600 dark:to-brand-800"
      />
      <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {processSteps.map((step, index) => (
          <li key={step.title} className="relative flex flex-col lg:items-center lg:text-center">
            <span className="relative flex size-14 items-center justify-center rounded-full bg-brand-700 text-xl font-extrabold text-white shadow-lg ring-8 ring-white dark:bg-brand-600 dark:ring-slate-950">
              <span className="sr-only">Step </span>
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
