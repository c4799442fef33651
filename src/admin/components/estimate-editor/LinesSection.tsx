import { useId, useState } from "react";
import { priceItemText } from "../../../lib/estimate-languages";
import { formatCents } from "../../../lib/estimate-money";
import { usePriceList } from "../../api/estimates";
import { blankLine, lineFromPriceItem } from "../../estimate-form";
import { Problem } from "../Field";
import { LineEditor } from "./LineEditor";
import { type EstimateDraftState, editorIds } from "./useEstimateDraft";

/** The estimate's lines, each in its box, and the two ways to add one: by hand or from the price list. */
export function LinesSection({ draft }: { draft: EstimateDraftState }) {
  const id = useId();
  const priceList = usePriceList();
  const [priceItem, setPriceItem] = useState("");
  const { form, errors } = draft;
  const groups = [
    ...new Set(form.lines.filter((line) => line.kind === "choice" && line.group.trim()).map((line) => line.group.trim())),
  ];
  const addFromPriceList = () => {
    const item = priceList.data?.find((candidate) => candidate.id === priceItem);
    if (!item) return;
    draft.addLine(lineFromPriceItem(item, form.language, form.lines.at(-1)?.section ?? ""));
    setPriceItem("");
  };

  return (
    <section
      aria-labelledby={`${id}-lines`}
      className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
    >
      <h2 id={`${id}-lines`} ref={draft.linesHeading} tabIndex={-1} className="text-lg outline-none">
        Lines ({form.lines.length})
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Prices in dollars, quantities to three decimals, tax as a percentage. A pick-one group (good, better, best) is its lines
        with the same group name, in one area.
      </p>
      <div id={editorIds.lines} tabIndex={-1} className="outline-none">
        <Problem id={editorIds.lines} problem={errors[editorIds.lines]} />
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
            onChange={(patch) => draft.changeLine(index, patch)}
            onMove={(by) => draft.moveLine(index, by)}
            onRemove={() => draft.removeLine(index)}
          />
        ))}
      </ol>
      <div className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-end dark:border-slate-800">
        <button type="button" className="btn-secondary" onClick={() => draft.addLine(blankLine())}>
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
                {priceItemText(item, form.language)?.name ?? item.name} — {formatCents(item.unitPriceCents, "en")} / {item.unit}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-secondary" disabled={!priceItem} onClick={addFromPriceList}>
          Add from the price list
        </button>
      </div>
      {priceList.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The price list could not be loaded: {priceList.error.message}
        </p>
      )}
    </section>
  );
}
