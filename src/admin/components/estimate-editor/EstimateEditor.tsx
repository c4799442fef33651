import type { FormEvent } from "react";
import { useToast } from "../../../components/ui/toast";
import type { EstimateDetail } from "../../../lib/estimate-desk";
import { type EstimateForm, liveTotals } from "../../estimate-form";
import { EstimateRecordNotices } from "../EstimateRecordNotices";
import { EstimateTotals } from "../EstimateTotals";
import { Problem, TextField } from "../Field";
import { Section } from "../Section";
import { AdjustmentField } from "./AdjustmentField";
import { EditorActions } from "./EditorActions";
import { LanguageField } from "./LanguageField";
import { LeaveDialog } from "./LeaveDialog";
import { LinesSection } from "./LinesSection";
import { type EstimateDraftState, useEstimateDraft } from "./useEstimateDraft";

/** The text inputs' ids (after "estimate-", as the Worker's field paths map to them) and the form's fields. */
const fieldOf = {
  "customer-name": "customerName",
  "customer-email": "customerEmail",
  "customer-phone": "customerPhone",
  "customer-address": "customerAddress",
  service: "service",
  yearBuilt: "yearBuilt",
  title: "title",
  expiresOn: "expiresOn",
  introduction: "introduction",
  terms: "terms",
} as const satisfies Record<string, keyof EstimateForm>;
type TextKey = keyof typeof fieldOf;

/**
 * A draft estimate as staff edit it: customer and property, lines (by hand or from the price list),
 * discount and deposit with live totals from the shared money module, terms, photos. The draft's
 * state, its save and the conflict with another save are useEstimateDraft's.
 */
export function EstimateEditor({
  estimate,
  onSend,
}: {
  estimate: EstimateDetail;
  /** Opens the send dialog; the function given saves first when there are unsaved changes. */
  onSend: (prepare: () => Promise<number | null>) => void;
}) {
  const toast = useToast();
  const draft = useEstimateDraft(estimate);
  const { form, errors, change } = draft;
  /** The props of a text field bound to one of the form's fields. */
  const text = (field: TextKey, label: string) => ({
    id: `estimate-${field}`,
    label,
    problem: errors[`estimate-${field}`],
    value: form[fieldOf[field]],
    onValueChange: (value: string) => change({ [fieldOf[field]]: value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await draft.saveNow();
    if (saved !== null) toast.success({ title: "Saved", description: `${estimate.number} is saved as a draft.` });
  };

  const totals = liveTotals(form);
  return (
    <form
      data-estimate-editor
      aria-label={`Edit ${estimate.number}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="grid min-w-0 gap-6">
        <EstimateRecordNotices estimate={estimate} />
        {draft.conflict && <ConflictPanel draft={draft} />}

        <Section title="Customer and property">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField {...text("customer-name", "Customer's name")} autoComplete="off" />
            <TextField {...text("customer-email", "E-mail")} type="email" autoComplete="off" />
            <TextField {...text("customer-phone", "Phone")} type="tel" autoComplete="off" />
            <TextField {...text("customer-address", "Property address")} autoComplete="off" />
            <TextField {...text("service", "Service")} />
            <TextField
              {...text("yearBuilt", "Year built")}
              hint="Empty or before 1978: the customer acknowledges the EPA lead pamphlet."
              inputMode="numeric"
            />
          </div>
        </Section>

        <Section title="The estimate">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField {...text("title", "Title")} />
            <LanguageField estimate={estimate} draft={draft} />
            <TextField
              {...text("expiresOn", "Open until (last day to approve)")}
              hint="The estimate expires at the end of that day, Chicago time."
              type="date"
            />
          </div>
          <TextField {...text("introduction", "Introduction (optional)")} rows={3} />
        </Section>

        <LinesSection draft={draft} />

        <Section title="Terms and photos">
          <TextField {...text("terms", "Terms")} rows={8} />
          <PhotoChoice estimate={estimate} draft={draft} />
        </Section>
      </div>

      {/* Beside the form on a wide screen it stays in view, and scrolls itself when taller than the screen. */}
      <aside
        aria-label="Totals and actions"
        className="grid min-w-0 gap-4 lg:sticky lg:top-28 lg:-m-1 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:p-1"
      >
        <Section title="Totals">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <AdjustmentField
              id="estimate-discount"
              label="Discount"
              kind={form.discountKind}
              value={form.discount}
              errors={errors}
              onChange={(discountKind, discount) => change({ discountKind, discount })}
            />
            <AdjustmentField
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
        <EditorActions estimate={estimate} draft={draft} onSend={onSend} />
      </aside>
      <LeaveDialog number={estimate.number} draft={draft} />
    </form>
  );
}

/** Someone else saved first: what changed, and the choice to load their version or keep these edits. */
function ConflictPanel({ draft }: { draft: EstimateDraftState }) {
  const { conflict } = draft;
  if (!conflict) return null;
  return (
    <div
      ref={draft.conflictPanel}
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
        <button type="button" className="btn-secondary" onClick={draft.takeCurrent}>
          Load the current version (drops your edits)
        </button>
        {conflict.current.status === "draft" && (
          <button type="button" className="btn-secondary" onClick={draft.keepMine}>
            Keep my edits
          </button>
        )}
      </div>
    </div>
  );
}

/** The lead's photos, each ticked to show it on the estimate (in the lead's order). */
function PhotoChoice({ estimate, draft }: { estimate: EstimateDetail; draft: EstimateDraftState }) {
  const { form, change, errors } = draft;
  if (estimate.leadPhotos.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">The lead has no photos.</p>;
  return (
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
      <Problem id="estimate-photoIds" problem={errors["estimate-photoIds"]} />
    </fieldset>
  );
}
