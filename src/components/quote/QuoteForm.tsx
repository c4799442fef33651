import { ArrowLeft, ArrowRight, Check, Clock } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { claims } from "../../config/business";
import { propertyTypes, timelines, usStates } from "../../lib/options";
import { useQuoteDraft } from "../../state/quote-draft";
import { lastQuoteStep, progressState, type QuoteStep } from "../../state/quote-draft-key";
import {
  EmailField,
  Honeypot,
  NameField,
  PhoneField,
  RequiredNote,
  SelectField,
  ServiceField,
  SourceInput,
  TextAreaField,
  TextField,
} from "./fields";
import { PhotoPicker } from "./PhotoPicker";
import { SubmitButton, UploadProgress, WhatHappensNext } from "./parts";
import { QuoteFormElement } from "./QuoteFormElement";
import type { QuoteImage } from "./submission";
import { useQuoteSubmission } from "./useQuoteSubmission";

export const quoteSteps = ["Contact Information", "Project Details", "Additional Information"] as const;

/**
 * Where the visitor is in the form. Each step's state is data-state (set here and, before the form's
 * code has come, by src/browser/quote-draft.ts): the circle shows a check once the step is done.
 */
function ProgressSteps({ step }: { step: QuoteStep }) {
  return (
    <ol aria-label="Form progress" className="grid grid-cols-3 gap-2 no-js:hidden">
      {quoteSteps.map((title, index) => {
        const number = (index + 1) as QuoteStep;
        const state = progressState(number, step);
        return (
          <li
            key={title}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className="group flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-brand-700 text-sm font-bold text-white group-data-[state=todo]:border-slate-300 group-data-[state=todo]:bg-transparent group-data-[state=todo]:text-slate-600 dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950 dark:group-data-[state=todo]:border-slate-600 dark:group-data-[state=todo]:text-slate-400"
            >
              <Check className="hidden size-4 group-data-[state=done]:block" />
              <span className="group-data-[state=done]:hidden">{number}</span>
            </span>
            <span className="text-xs leading-tight text-slate-600 group-data-[state=current]:font-semibold group-data-[state=current]:text-slate-900 sm:text-sm dark:text-slate-400 dark:group-data-[state=current]:text-white">
              <span className="sr-only">Step {number}: </span>
              {title}
              <span className="sr-only hidden group-data-[state=done]:inline"> (completed)</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The three-step quote form of /contact, an island (src/react-island.tsx) whose code comes with the
 * visitor's first touch of it. With JavaScript one step shows at a time (the form's data-step, see
 * src/styles.css; src/browser/quote-draft.ts moves between steps until this code is here) and the
 * form is sent as JSON; without it the `no-js:` variants show all steps as one ordinary form posted
 * as multipart/form-data, which the Worker answers with a redirect to /contact/thank-you.
 */
export function QuoteForm() {
  const { draft, setField, moveStep, markStarted, clear, adopt } = useQuoteDraft("contact");
  const { fields, step } = draft;
  const [images, setImages] = useState<QuoteImage[]>([]);
  const [website, setWebsite] = useState("");
  const [photosPreparing, setPhotosPreparing] = useState(false);
  const { submit, busy, progress } = useQuoteSubmission();
  const headings = useRef<Array<HTMLHeadingElement | null>>([]);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headings.current[step - 1]?.focus();
  }, [step]);

  /** A move the page's own script carried out before this code took over is marked handled: not again. */
  const go = (by: 1 | -1, event: { defaultPrevented: boolean }) => {
    if (event.defaultPrevented) return;
    moved.current = true;
    moveStep(by);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of an earlier step moves on, like Continue; it never sends half a form.
    if (step < lastQuoteStep) {
      go(1, event);
      event.preventDefault();
      return;
    }
    event.preventDefault();
    const sent = await submit({ fields, images, source: "quote-form", website, formStartedAt: draft.formStartedAt });
    if (!sent) return;
    // Clearing also returns to step 1 (and removes the stored draft: no setStep after it).
    moved.current = true;
    clear();
    setImages([]);
    setWebsite("");
  }

  const heading = (number: QuoteStep) => (
    <div>
      <p className="text-xs font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
        Step {number} of {quoteSteps.length}
      </p>
      <h3
        id={`quote-step-${number}-heading`}
        ref={(element) => {
          headings.current[number - 1] = element;
        }}
        tabIndex={-1}
        className="mt-1 text-xl outline-none"
      >
        {quoteSteps[number - 1]}
      </h3>
    </div>
  );

  return (
    <QuoteFormElement
      form="contact"
      step={step}
      onSubmit={onSubmit}
      markStarted={markStarted}
      adopt={adopt}
      aria-labelledby="quote-heading"
      className="relative mt-6 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-4">
        <ProgressSteps step={step} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Clock aria-hidden="true" className="size-4" />
            {claims.formDuration}
          </p>
          <RequiredNote />
        </div>
      </div>

      <section aria-labelledby="quote-step-1-heading" data-for-step="1" className="space-y-5">
        {heading(1)}
        <NameField value={fields.name} onChange={setField} />
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField value={fields.email} onChange={setField} />
          <PhoneField value={fields.phone} onChange={setField} hint="Optional, 10–15 digits" />
        </div>
      </section>

      <section aria-labelledby="quote-step-2-heading" data-for-step="2" className="space-y-5">
        {heading(2)}
        <div className="grid gap-5 sm:grid-cols-2">
          <ServiceField value={fields.service} onChange={setField} />
          <SelectField
            name="propertyType"
            label="Property type"
            value={fields.propertyType}
            onChange={setField}
            options={propertyTypes}
            placeholder="Select a property type"
          />
        </div>
        <SelectField
          name="timeline"
          label="When do you need the work done?"
          value={fields.timeline}
          onChange={setField}
          options={timelines}
          placeholder="Select a timeline"
        />
        <TextField
          name="propertyAddress"
          label="Property address"
          value={fields.propertyAddress}
          onChange={setField}
          autoComplete="address-line1"
        />
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField name="city" label="City" value={fields.city} onChange={setField} autoComplete="address-level2" />
          <SelectField
            name="state"
            label="State"
            value={fields.state}
            onChange={setField}
            options={usStates}
            placeholder="Select"
            autoComplete="address-level1"
          />
          <TextField
            name="zipCode"
            label="ZIP code"
            value={fields.zipCode}
            onChange={setField}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={20}
          />
        </div>
      </section>

      <section aria-labelledby="quote-step-3-heading" data-for-step="3" className="space-y-5">
        {heading(3)}
        <TextAreaField
          name="description"
          label="Project description"
          value={fields.description}
          onChange={setField}
          rows={5}
          placeholder="What did you find, where is it, and how large is the area?"
        />
        <PhotoPicker images={images} onChange={setImages} onPreparingChange={setPhotosPreparing} />
        <WhatHappensNext headingLevel={4} />
      </section>

      <Honeypot value={website} onChange={setWebsite} />
      <SourceInput source="quote-form" />

      <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <UploadProgress progress={progress} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            data-step-move="-1"
            data-for-step="2 3"
            onClick={(event) => go(-1, event)}
            className="btn-secondary no-js:hidden"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </button>
          <button
            type="button"
            data-step-move="1"
            data-for-step="1 2"
            onClick={(event) => go(1, event)}
            className="btn-primary ml-auto no-js:hidden"
          >
            Continue
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
          <SubmitButton busy={busy} waiting={photosPreparing} data-for-step="3" className="w-full sm:ml-auto sm:w-auto" />
        </div>
      </div>
    </QuoteFormElement>
  );
}
