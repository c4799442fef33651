import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { formatCents, lineKinds, lineSubtotalCents, parseCents, parseQuantity } from "../../../lib/estimate-money";
import type { LineForm } from "../../estimate-form";
import { Field, Problem, problemProps, TextField } from "../Field";
import type { Errors } from "./useEstimateDraft";

const kindWords: Record<LineForm["kind"], string> = {
  required: "Required",
  optional: "Optional",
  choice: "Pick one of a group",
};

/** The line's fields typed as text. */
type TypedField = "section" | "group" | "groupLabel" | "description" | "quantity" | "unit" | "unitPrice" | "tax";

/** The amount a line adds as typed so far, or a dash while its quantity or price does not read as a number. */
function amountText(line: LineForm): string {
  const quantity = parseQuantity(line.quantity);
  const price = parseCents(line.unitPrice);
  return quantity !== null && price !== null
    ? formatCents(lineSubtotalCents({ quantityThousandths: quantity, unitPriceCents: price }), "en")
    : "—";
}

/**
 * One line of the estimate in its own box: move and remove buttons, kind and area, a pick-one line's
 * group, description, quantity, unit, price and tax with the line's amount, and whether an option or
 * a group's line is chosen to start with. What is wrong with the line is said inside its box, beside
 * the input to change (a pick-one group's problem too, on the line it names).
 */
export function LineEditor({
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
  /** The group names already used, offered as the group input types. */
  groups: string[];
  onChange: (patch: Partial<LineForm>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const at = (field: string) => `line-${index}-${field}`;
  const text = (field: TypedField, label: string) => ({
    id: at(field),
    label,
    problem: errors[at(field)],
    value: line[field],
    onValueChange: (value: string) => onChange({ [field]: value }),
  });
  const name = `Line ${index + 1}`;
  const listId = at("groups");
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
          <TextField {...text("section", "Area or section")} placeholder="Basement" />
        </div>
        {line.kind === "choice" && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              {...text("group", "Pick-one group")}
              hint="Same name on each line to choose between."
              list={listId}
              placeholder="floor"
            >
              <datalist id={listId}>
                {groups.map((group) => (
                  <option key={group} value={group} />
                ))}
              </datalist>
            </TextField>
            <TextField {...text("groupLabel", "Group heading for the customer")} placeholder="New floor" />
          </div>
        )}
        <TextField {...text("description", "Description")} rows={3} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <TextField {...text("quantity", "Quantity")} inputMode="decimal" />
          <TextField {...text("unit", "Unit")} placeholder="sq ft" />
          <TextField {...text("unitPrice", "Unit price ($)")} inputMode="decimal" />
          <TextField {...text("tax", "Tax (%)")} inputMode="decimal" />
          <div className="col-span-2 sm:col-span-1">
            <p className="field-label">Amount</p>
            <p className="flex min-h-11 items-center font-semibold text-slate-900 tabular-nums dark:text-white">
              {amountText(line)}
            </p>
          </div>
        </div>
        {line.kind !== "required" && (
          <div>
            <label className="flex min-h-11 items-center gap-3">
              <input
                id={at("preselected")}
                {...problemProps(at("preselected"), errors[at("preselected")])}
                type="checkbox"
                className="size-5"
                checked={line.preselected}
                onChange={(event) => onChange({ preselected: event.target.checked })}
              />
              {line.kind === "optional" ? "Added to start with (the customer can remove it)" : "The group's starting pick"}
            </label>
            <Problem id={at("preselected")} problem={errors[at("preselected")]} />
          </div>
        )}
      </fieldset>
    </li>
  );
}
