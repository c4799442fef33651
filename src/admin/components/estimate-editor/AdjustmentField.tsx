import type { AdjustmentKind } from "../../estimate-form";
import { Problem, problemProps } from "../Field";
import type { Errors } from "./useEstimateDraft";

const adjustmentWords: Record<AdjustmentKind, string> = { none: "None", amount: "Amount ($)", percent: "Percent (%)" };

/**
 * A discount or deposit: none, an amount in dollars or a percentage, and its figure. The kind's menu
 * is as wide as its longest choice (the figure takes the rest), so no choice is cut off in the
 * narrow totals column.
 */
export function AdjustmentField({
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
    <fieldset className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-2">
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
