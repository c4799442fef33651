import { useId } from "react";
import {
  type AttributionTouch,
  attributionTouches,
  attributionTouchLabels,
  type SourceDimension,
  type SourcesQuery,
  sourceDimensionLabels,
  sourceDimensions,
} from "../../../lib/sources";
import { Field } from "../Field";

/**
 * The range (Chicago days, both included), the grouping and the touch leads are counted by. Each
 * applies as it changes; a date being typed applies once it is a whole date.
 */
export function SourcesFilters({ query, onChange }: { query: SourcesQuery; onChange: (query: SourcesQuery) => void }) {
  const id = useId();
  const date = (name: "from" | "to") => (
    <Field id={`${id}-${name}`} label={name === "from" ? "From" : "To"}>
      <input
        id={`${id}-${name}`}
        type="date"
        value={query[name]}
        required
        onChange={(event) => event.target.value && onChange({ ...query, [name]: event.target.value })}
        className="field-input"
      />
    </Field>
  );
  return (
    <search
      aria-label="Range and grouping"
      className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800"
    >
      {date("from")}
      {date("to")}
      <Field id={`${id}-by`} label="Group by">
        <select
          id={`${id}-by`}
          value={query.by}
          onChange={(event) => onChange({ ...query, by: event.target.value as SourceDimension })}
          className="field-input"
        >
          {sourceDimensions.map((value) => (
            <option key={value} value={value}>
              {sourceDimensionLabels[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-touch`} label="Count leads by their">
        <select
          id={`${id}-touch`}
          value={query.touch}
          onChange={(event) => onChange({ ...query, touch: event.target.value as AttributionTouch })}
          className="field-input"
        >
          {attributionTouches.map((value) => (
            <option key={value} value={value}>
              {attributionTouchLabels[value]}
            </option>
          ))}
        </select>
      </Field>
    </search>
  );
}
