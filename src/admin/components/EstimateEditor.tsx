import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../components/ui/toast";
import type { EstimateDetail } from "../../lib/estimate-desk";
import { formatCents, lineKinds, lineSubtotalCents, parseCents, parseQuantity } from "../../lib/estimate-money";
import { problemText } from "../api/client";
import {
  conflictOf,
  estimatePdfUrl,
  fieldProblems,
  useDeleteEstimate,
  useLoadCurrent,
  usePriceList,
  useSaveEstimate,
} from "../api/estimates";
import {
  type AdjustmentKind,
  blankLine,
  draftOf,
  type EstimateForm,
  formOf,
  inputIdOf,
  type LineForm,
  lineFromPriceItem,
  liveTotals,
  numberProblems,
} from "../estimate-form";
import { ConfirmDialog } from "./Dialog";
import { EstimateTotals } from "./EstimateTotals";
import { Field, Problem, problemProps } from "./Field";
import { Section } from "./Section";

const kindWords: Record<LineForm["kind"], string> = {
  required: "Required",
  optional: "Optional",
  choice: "Pick one of a group",
};
const languageWords: Record<EstimateForm["language"], string> = { en: "English", es: "Spanish", fr: "French" };
const adjustmentWords: Record<AdjustmentKind, string> = { none: "None", amount: "Amount ($)", percent: "Percent (%)" };

type Errors = Record<string, string>;

/**
 * A draft estimate as staff edit it: customer and property, lines (by hand or from the price list),
 * discount and deposit with live totals from the shared money module, terms, photos. Save sends the
 * whole draft with the version it was loaded at; a newer version on the server is said, and what was
 * typed stays until staff choose to load the current version.
 */
export function EstimateEditor({
  estimate,
  onSend,
}: {
  estimate: EstimateDetail;
  /** Opens the send dialog; the function given saves first when there are unsaved changes. */
  onSend: (prepare: () => Promise<number | null>) => void;
}) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveEstimate(estimate.id);
  const remove = useDeleteEstimate(estimate.id);
  const loadCurrent = useLoadCurrent();
  const priceList = usePriceList();
  const [form, setForm] = useState(() => formOf(estimate));
  const [version, setVersion] = useState(estimate.version);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; current: EstimateDetail } | null>(null);
  const [keptNote, setKeptNote] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [priceItem, setPriceItem] = useState("");
  const conflictPanel = useRef<HTMLDivElement>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // Focus after an action: the first input with a problem, a new line, the conflict.
  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === "conflict") conflictPanel.current?.focus();
    else if (focusTarget === "lines") linesHeading.current?.focus();
    else if (focusTarget === "first-problem")
      (document.querySelector("[data-estimate-editor] [aria-invalid='true']") as HTMLElement | null)?.focus();
    else document.getElementById(focusTarget)?.focus();
  }, [focusTarget]);

  const change = (patch: Partial<EstimateForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const changeLine = (index: number, patch: Partial<LineForm>) =>
    change({ lines: form.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) });
  const addLine = (line: LineForm) => {
    change({ lines: [...form.lines, line] });
    setFocusTarget(`line-${form.lines.length}-description`);
  };
  const moveLine = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= form.lines.length) return;
    const lines = [...form.lines];
    [lines[index], lines[target]] = [lines[target] as LineForm, lines[index] as LineForm];
    change({ lines });
    setErrors({});
  };
  const removeLine = (index: number) => {
    change({ lines: form.lines.filter((_, i) => i !== index) });
    setErrors({});
    setFocusTarget("lines");
  };

  /** Saves what is on screen; answers the new version, or null when it was not saved (and says why). */
  const saveNow = async (): Promise<number | null> => {
    setSummary(null);
    setKeptNote(false);
    const problems = numberProblems(form);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setSummary("Some numbers are not typed as the desk reads them. Nothing was saved yet.");
      setFocusTarget("first-problem");
      return null;
    }
    try {
      const { estimate: saved } = await save.mutateAsync(draftOf(form, version));
      setVersion(saved.version);
      setErrors({});
      setDirty(false);
      setConflict(null);
      return saved.version;
    } catch (error) {
      const current = conflictOf(error);
      if (current) {
        setConflict(current);
        setFocusTarget("conflict");
        return null;
      }
      const fields = fieldProblems(error);
      const byInput = Object.fromEntries(Object.entries(fields).map(([path, sentence]) => [inputIdOf(path), sentence]));
      setErrors(byInput);
      setSummary(problemText(error));
      setFocusTarget(Object.keys(byInput).length > 0 ? "first-problem" : "summary");
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveNow();
    if (saved !== null) toast.success({ title: "Saved", description: `${estimate.number} is saved as a draft.` });
  };

  const takeCurrent = () => {
    if (!conflict) return;
    setForm(formOf(conflict.current));
    setVersion(conflict.current.version);
    setDirty(false);
    setErrors({});
    setConflict(null);
    loadCurrent(conflict.current);
    setFocusTarget("estimate-title");
  };
  const keepMine = () => {
    if (!conflict) return;
    setVersion(conflict.current.version);
    setConflict(null);
    setKeptNote(true);
    setFocusTarget(`${id}-save`);
  };

  const totals = liveTotals(form);
  const groups = [
    ...new Set(form.lines.filter((line) => line.kind === "choice" && line.group.trim()).map((line) => line.group.trim())),
  ];

  return (
    <form
      data-estimate-editor
      aria-label={`Edit ${estimate.number}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="grid min-w-0 gap-6">
        {conflict && (
          <div
            ref={conflictPanel}
            tabIndex={-1}
            role="alert"
            className="grid gap-3 rounded-2xl border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
          >
            <p className="font-semibold">{conflict.message}</p>
            <p>
              Your edits are still on this screen. The estimate was changed to version {conflict.current.version}
              {conflict.current.status !== "draft" ? ` and is now ${conflict.current.status.replace("_", " ")}` : ""}.
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-secondary" onClick={takeCurrent}>
                Load the current version (drops your edits)
              </button>
              {conflict.current.status === "draft" && (
                <button type="button" className="btn-secondary" onClick={keepMine}>
                  Keep my edits
                </button>
              )}
            </div>
          </div>
        )}

        <Section title="Customer and property">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="estimate-customer-name" label="Customer's name" problem={errors["estimate-customer-name"]}>
              <input
                id={"estimate-customer-name"}
                {...problemProps("estimate-customer-name", errors["estimate-customer-name"])}
                value={form.customerName}
                onChange={(event) => change({ customerName: event.target.value })}
                autoComplete="off"
                className="field-input"
              />
            </Field>
            <Field id="estimate-customer-email" label="E-mail" problem={errors["estimate-customer-email"]}>
              <input
                id={"estimate-customer-email"}
                {...problemProps("estimate-customer-email", errors["estimate-customer-email"])}
                type="email"
                value={form.customerEmail}
                onChange={(event) => change({ customerEmail: event.target.value })}
                autoComplete="off"
                className="field-input"
              />
            </Field>
            <Field id="estimate-customer-phone" label="Phone" problem={errors["estimate-customer-phone"]}>
              <input
                id={"estimate-customer-phone"}
                {...problemProps("estimate-customer-phone", errors["estimate-customer-phone"])}
                type="tel"
                value={form.customerPhone}
                onChange={(event) => change({ customerPhone: event.target.value })}
                autoComplete="off"
                className="field-input"
              />
            </Field>
            <Field id="estimate-customer-address" label="Property address" problem={errors["estimate-customer-address"]}>
              <input
                id={"estimate-customer-address"}
                {...problemProps("estimate-customer-address", errors["estimate-customer-address"])}
                value={form.customerAddress}
                onChange={(event) => change({ customerAddress: event.target.value })}
                autoComplete="off"
                className="field-input"
              />
            </Field>
            <Field id="estimate-service" label="Service" problem={errors["estimate-service"]}>
              <input
                id={"estimate-service"}
                {...problemProps("estimate-service", errors["estimate-service"])}
                value={form.service}
                onChange={(event) => change({ service: event.target.value })}
                className="field-input"
              />
            </Field>
            <Field
              id="estimate-yearBuilt"
              label="Year built"
              problem={errors["estimate-yearBuilt"]}
              hint="Empty or before 1978: the customer acknowledges the EPA lead pamphlet."
            >
              <input
                id={"estimate-yearBuilt"}
                {...problemProps("estimate-yearBuilt", errors["estimate-yearBuilt"])}
                inputMode="numeric"
                value={form.yearBuilt}
                onChange={(event) => change({ yearBuilt: event.target.value })}
                className="field-input"
              />
            </Field>
          </div>
        </Section>

        <Section title="The estimate">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="estimate-title" label="Title" problem={errors["estimate-title"]}>
              <input
                id={"estimate-title"}
                {...problemProps("estimate-title", errors["estimate-title"])}
                value={form.title}
                onChange={(event) => change({ title: event.target.value })}
                className="field-input"
              />
            </Field>
            <Field id="estimate-language" label="Customer's language" problem={errors["estimate-language"]}>
              <select
                id={"estimate-language"}
                {...problemProps("estimate-language", errors["estimate-language"])}
                value={form.language}
                onChange={(event) => change({ language: event.target.value as EstimateForm["language"] })}
                className="field-input"
              >
                {Object.entries(languageWords).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="estimate-expiresOn"
              label="Open until (last day to approve)"
              problem={errors["estimate-expiresOn"]}
              hint="The estimate expires at the end of that day, Chicago time."
            >
              <input
                id={"estimate-expiresOn"}
                {...problemProps("estimate-expiresOn", errors["estimate-expiresOn"])}
                type="date"
                value={form.expiresOn}
                onChange={(event) => change({ expiresOn: event.target.value })}
                className="field-input"
              />
            </Field>
          </div>
          <Field id="estimate-introduction" label="Introduction (optional)" problem={errors["estimate-introduction"]}>
            <textarea
              id={"estimate-introduction"}
              {...problemProps("estimate-introduction", errors["estimate-introduction"])}
              rows={3}
              value={form.introduction}
              onChange={(event) => change({ introduction: event.target.value })}
              className="field-input"
            />
          </Field>
        </Section>

        <section
          aria-labelledby={`${id}-lines`}
          className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
        >
          <h2 id={`${id}-lines`} ref={linesHeading} tabIndex={-1} className="text-lg outline-none">
            Lines ({form.lines.length})
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Prices in dollars, quantities to three decimals, tax as a percentage. A pick-one group (good, better, best) is its
            lines with the same group name, in one area.
          </p>
          <div id="estimate-lines" tabIndex={-1} className="outline-none">
            <Problem id={"estimate-lines"} problem={errors["estimate-lines"]} />
          </div>
          {form.lines.length === 0 && (
            <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center dark:border-slate-700">
              No lines yet: add one by hand or from the price list.
            </p>
          )}
          <ol className="grid gap-3">
            {form.lines.map((line, index) => (
              <LineEditor
                key={line.key}
                line={line}
                index={index}
                count={form.lines.length}
                errors={errors}
                groups={groups}
                onChange={(patch) => changeLine(index, patch)}
                onMove={(by) => moveLine(index, by)}
                onRemove={() => removeLine(index)}
              />
            ))}
          </ol>
          <div className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-end dark:border-slate-800">
            <button type="button" className="btn-secondary" onClick={() => addLine(blankLine())}>
              Add a line by hand
            </button>
            <div className="min-w-0">
              <label htmlFor={`${id}-price-item`} className="field-label">
                From the price list
              </label>
              <select
                id={`${id}-price-item`}
                value={priceItem}
                onChange={(event) => setPriceItem(event.target.value)}
                className="field-input"
                disabled={!priceList.data}
              >
                <option value="">{priceList.isPending ? "Loading the price list…" : "Choose a service item"}</option>
                {priceList.data?.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} — {formatCents(item.unitPriceCents, "en")} / {item.unit}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={!priceItem}
              onClick={() => {
                const item = priceList.data?.find((candidate) => candidate.id === priceItem);
                if (!item) return;
                addLine(lineFromPriceItem(item, form.lines.at(-1)?.section ?? ""));
                setPriceItem("");
              }}
            >
              Add from the price list
            </button>
          </div>
          {priceList.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              The price list could not be loaded: {priceList.error.message}
            </p>
          )}
        </section>

        <Section title="Terms and photos">
          <Field id="estimate-terms" label="Terms" problem={errors["estimate-terms"]}>
            <textarea
              id={"estimate-terms"}
              {...problemProps("estimate-terms", errors["estimate-terms"])}
              rows={8}
              value={form.terms}
              onChange={(event) => change({ terms: event.target.value })}
              className="field-input"
            />
          </Field>
          {estimate.leadPhotos.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="field-label">Photos shown on the estimate</legend>
              <ul className="grid gap-2 sm:grid-cols-2">
                {estimate.leadPhotos.map((photo) => (
                  <li key={photo.id}>
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={form.photoIds.includes(photo.id)}
                        onChange={(event) =>
                          change({
                            photoIds: event.target.checked
                              ? estimate.leadPhotos.map((p) => p.id).filter((p) => p === photo.id || form.photoIds.includes(p))
                              : form.photoIds.filter((p) => p !== photo.id),
                          })
                        }
                      />
                      <img src={photo.url} alt="" width={48} height={48} className="size-12 rounded object-cover" />
                      <span className="break-all">{photo.originalName}</span>
                    </label>
                  </li>
                ))}
              </ul>
              <Problem id={"estimate-photoIds"} problem={errors["estimate-photoIds"]} />
            </fieldset>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">The lead has no photos.</p>
          )}
        </Section>
      </div>

      <aside aria-label="Totals and actions" className="grid min-w-0 gap-4 lg:sticky lg:top-28">
        <Section title="Totals">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <Adjustment
              id="estimate-discount"
              label="Discount"
              kind={form.discountKind}
              value={form.discount}
              errors={errors}
              onChange={(discountKind, discount) => change({ discountKind, discount })}
            />
            <Adjustment
              id="estimate-deposit"
              label="Deposit"
              kind={form.depositKind}
              value={form.deposit}
              errors={errors}
              onChange={(depositKind, deposit) => change({ depositKind, deposit })}
            />
          </div>
          {totals ? (
            <EstimateTotals totals={totals} live />
          ) : (
            <p role="status" className="text-sm text-red-700 dark:text-red-300">
              A figure is too large for the totals. Check the quantities and prices.
            </p>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            As the customer first sees it: required lines, options added to start with, each group's starting pick.
          </p>
        </Section>
        <div className="grid gap-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
          <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
            {save.isPending ? "Saving…" : dirty ? "Unsaved changes." : "All changes saved."}
          </p>
          {keptNote && (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
              Your edits are kept. Saving now replaces the other changes.
            </p>
          )}
          {summary && (
            <p
              id="summary"
              tabIndex={-1}
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {summary}
            </p>
          )}
          <button id={`${id}-save`} type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save draft"}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => onSend(async () => (dirty || conflict ? saveNow() : version))}
          >
            Send…
          </button>
          <a href={estimatePdfUrl(estimate.id)} target="_blank" rel="noreferrer" className="btn-secondary">
            Preview PDF
          </a>
          <button type="button" className="btn-secondary text-red-800 dark:text-red-300" onClick={() => setConfirmDelete(true)}>
            Delete draft
          </button>
        </div>
      </aside>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete ${estimate.number}?`}
        confirmLabel="Delete draft"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(version, {
            onSuccess: () => {
              setDirty(false);
              toast.success({ title: "Draft deleted", description: `${estimate.number} was deleted.` });
              navigate(`/admin/leads/${estimate.leadId}`);
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
      >
        <p>The draft and its lines are deleted. Its number is not given out again. This cannot be undone.</p>
      </ConfirmDialog>
    </form>
  );
}

function Adjustment({
  id,
  label,
  kind,
  value,
  errors,
  onChange,
}: {
  id: string;
  label: string;
  kind: AdjustmentKind;
  value: string;
  errors: Errors;
  onChange: (kind: AdjustmentKind, value: string) => void;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
      <legend className="field-label">{label}</legend>
      <div>
        <label htmlFor={`${id}-kind`} className="sr-only">
          {label}: kind
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => onChange(event.target.value as AdjustmentKind, value)}
          className="field-input"
        >
          {Object.entries(adjustmentWords).map(([option, words]) => (
            <option key={option} value={option}>
              {words}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={id} className="sr-only">
          {label}: {kind === "percent" ? "percentage" : "dollars"}
        </label>
        <input
          id={id}
          {...problemProps(id, errors[id])}
          inputMode="decimal"
          disabled={kind === "none"}
          value={kind === "none" ? "" : value}
          placeholder={kind === "percent" ? "%" : kind === "amount" ? "$" : ""}
          onChange={(event) => onChange(kind, event.target.value)}
          className="field-input disabled:opacity-60"
        />
      </div>
      <div className="col-span-2">
        <Problem id={id} problem={errors[id]} />
      </div>
    </fieldset>
  );
}

function LineEditor({
  line,
  index,
  count,
  errors,
  groups,
  onChange,
  onMove,
  onRemove,
}: {
  line: LineForm;
  index: number;
  count: number;
  errors: Errors;
  groups: string[];
  onChange: (patch: Partial<LineForm>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const at = (field: string) => `line-${index}-${field}`;
  const name = `Line ${index + 1}`;
  const quantity = parseQuantity(line.quantity);
  const price = parseCents(line.unitPrice);
  const amount =
    quantity !== null && price !== null
      ? formatCents(lineSubtotalCents({ quantityThousandths: quantity, unitPriceCents: price }), "en")
      : "—";
  const listId = `line-${index}-groups`;
  return (
    <li>
      <fieldset
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900"
        data-line={index + 1}
      >
        <legend className="sr-only">{name}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
            {name}
            {line.priceItemId && <span className="font-normal text-slate-600 dark:text-slate-400"> · from the price list</span>}
          </p>
          <div className="flex gap-1">
            <button type="button" className="btn-secondary min-h-11 px-3" aria-disabled={index === 0} onClick={() => onMove(-1)}>
              <ArrowUp aria-hidden="true" className="size-4" />
              <span className="sr-only">Move {name.toLowerCase()} up</span>
            </button>
            <button
              type="button"
              className="btn-secondary min-h-11 px-3"
              aria-disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
              <span className="sr-only">Move {name.toLowerCase()} down</span>
            </button>
            <button type="button" className="btn-secondary min-h-11 px-3 text-red-800 dark:text-red-300" onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Remove {name.toLowerCase()}</span>
            </button>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={at("kind")} label="Kind" problem={errors[at("kind")]}>
            <select
              id={at("kind")}
              {...problemProps(at("kind"), errors[at("kind")])}
              value={line.kind}
              onChange={(event) => onChange({ kind: event.target.value as LineForm["kind"] })}
              className="field-input"
            >
              {lineKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindWords[kind]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={at("section")} label="Area or section" problem={errors[at("section")]}>
            <input
              id={at("section")}
              {...problemProps(at("section"), errors[at("section")])}
              value={line.section}
              onChange={(event) => onChange({ section: event.target.value })}
              placeholder="Basement"
              className="field-input"
            />
          </Field>
        </div>
        {line.kind === "choice" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              id={at("group")}
              label="Pick-one group"
              problem={errors[at("group")]}
              hint="Same name on each line to choose between."
            >
              <input
                id={at("group")}
                {...problemProps(at("group"), errors[at("group")])}
                list={listId}
                value={line.group}
                onChange={(event) => onChange({ group: event.target.value })}
                placeholder="floor"
                className="field-input"
              />
              <datalist id={listId}>
                {groups.map((group) => (
                  <option key={group} value={group} />
                ))}
              </datalist>
            </Field>
            <Field id={at("groupLabel")} label="Group heading for the customer" problem={errors[at("groupLabel")]}>
              <input
                id={at("groupLabel")}
                {...problemProps(at("groupLabel"), errors[at("groupLabel")])}
                value={line.groupLabel}
                onChange={(event) => onChange({ groupLabel: event.target.value })}
                placeholder="New floor"
                className="field-input"
              />
            </Field>
          </div>
        )}
        <Field id={at("description")} label="Description" problem={errors[at("description")]}>
          <textarea
            id={at("description")}
            {...problemProps(at("description"), errors[at("description")])}
            rows={3}
            value={line.description}
            onChange={(event) => onChange({ description: event.target.value })}
            className="field-input"
          />
        </Field>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Field id={at("quantity")} label="Quantity" problem={errors[at("quantity")]}>
            <input
              id={at("quantity")}
              {...problemProps(at("quantity"), errors[at("quantity")])}
              inputMode="decimal"
              value={line.quantity}
              onChange={(event) => onChange({ quantity: event.target.value })}
              className="field-input"
            />
          </Field>
          <Field id={at("unit")} label="Unit" problem={errors[at("unit")]}>
            <input
              id={at("unit")}
              {...problemProps(at("unit"), errors[at("unit")])}
              value={line.unit}
              onChange={(event) => onChange({ unit: event.target.value })}
              placeholder="sq ft"
              className="field-input"
            />
          </Field>
          <Field id={at("unitPrice")} label="Unit price ($)" problem={errors[at("unitPrice")]}>
            <input
              id={at("unitPrice")}
              {...problemProps(at("unitPrice"), errors[at("unitPrice")])}
              inputMode="decimal"
              value={line.unitPrice}
              onChange={(event) => onChange({ unitPrice: event.target.value })}
              className="field-input"
            />
          </Field>
          <Field id={at("tax")} label="Tax (%)" problem={errors[at("tax")]}>
            <input
              id={at("tax")}
              {...problemProps(at("tax"), errors[at("tax")])}
              inputMode="decimal"
              value={line.tax}
              onChange={(event) => onChange({ tax: event.target.value })}
              className="field-input"
            />
          </Field>
          <div className="col-span-2 sm:col-span-1">
            <p className="field-label">Amount</p>
            <p className="flex min-h-11 items-center font-semibold text-slate-900 tabular-nums dark:text-white">{amount}</p>
          </div>
        </div>
        {line.kind !== "required" && (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={line.preselected}
              onChange={(event) => onChange({ preselected: event.target.checked })}
            />
            {line.kind === "optional" ? "Added to start with (the customer can remove it)" : "The group's starting pick"}
          </label>
        )}
      </fieldset>
    </li>
  );
}
