import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  leadPriorities,
  leadPriorityLabels,
  leadSortLabels,
  leadSorts,
  leadSourceLabels,
  leadSources,
  leadStatuses,
  leadStatusLabels,
} from "../../lib/desk";
import { type LeadListQuery, leadListSearchParams } from "../../lib/desk-schemas/leads";
import { useStaff } from "../api/staff";
import { leadQueryFromSearch, leadServices } from "../lead-query";
import { ChoiceField, Field } from "./Field";

type Props = { query: LeadListQuery; onChange: (query: LeadListQuery) => void };

const any = { value: "", label: "Any" };

/**
 * Search and filters. Choices apply as soon as they change; the search words when submitted
 * (Enter or the Search button). Any change starts again from the first page.
 */
export function LeadFilters({ query, onChange }: Props) {
  const id = useId();
  const staff = useStaff();
  // The fields are uncontrolled. They are rebuilt from the address when it changes from outside
  // (back, forward, Clear filters), not after the form's own change, which would lose the focus.
  const key = leadListSearchParams({ ...query, cursor: undefined }).toString();
  const ownKey = useRef<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (ownKey.current !== key) setGeneration((count) => count + 1);
    ownKey.current = null;
  }, [key]);

  const apply = (form: HTMLFormElement) => {
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values.set(name, value);
    // The folder (inbox or spam) is chosen outside this form.
    const next = { ...leadQueryFromSearch(values), spam: query.spam, cursor: undefined };
    ownKey.current = leadListSearchParams(next).toString();
    onChange(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const field = (name: string) => `${id}-${name}`;
  const activeFilters = [
    query.status,
    query.service,
    query.source,
    query.priority,
    query.assignee,
    query.from,
    query.to,
    query.hasPhotos,
  ].filter((value) => value !== undefined).length;
  // On a phone the filters start folded unless one is in use; from 768 px up they start open.
  const filtersOpen = activeFilters > 0 || window.matchMedia("(min-width: 768px)").matches;

  return (
    <search aria-label="Search and filter leads">
      <form
        key={generation}
        onSubmit={submit}
        onChange={(event) => {
          if ((event.target as HTMLElement).getAttribute("name") !== "q") apply(event.currentTarget);
        }}
        className="grid gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={field("q")} className="field-label">
              Search name, e-mail, phone, city or description
            </label>
            <input id={field("q")} name="q" type="search" defaultValue={query.q ?? ""} className="field-input" />
          </div>
          <button type="submit" className="btn-primary self-end">
            Search
          </button>
        </div>
        <details open={filtersOpen} className="group grid gap-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
            Filters and order{activeFilters > 0 ? ` (${activeFilters} in use)` : ""}
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8">
            <ChoiceField
              id={field("status")}
              label="Status"
              name="status"
              defaultValue={query.status ?? ""}
              choices={[any, ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))]}
            />
            <ChoiceField
              id={field("service")}
              label="Service"
              name="service"
              defaultValue={query.service ?? ""}
              choices={[any, ...leadServices.map((service) => ({ value: service, label: service }))]}
            />
            <ChoiceField
              id={field("source")}
              label="Source"
              name="source"
              defaultValue={query.source ?? ""}
              choices={[any, ...leadSources.map((source) => ({ value: source, label: leadSourceLabels[source] }))]}
            />
            <ChoiceField
              id={field("priority")}
              label="Priority"
              name="priority"
              defaultValue={query.priority ?? ""}
              choices={[any, ...leadPriorities.map((priority) => ({ value: priority, label: leadPriorityLabels[priority] }))]}
            />
            <Field id={field("assignee")} label="Assignee">
              <select id={field("assignee")} name="assignee" defaultValue={query.assignee ?? ""} className="field-input">
                <option value="">Anyone</option>
                <option value="none">Unassigned</option>
                {staff.data?.map((member) => (
                  <option key={member.email} value={member.email}>
                    {member.name ?? member.email}
                  </option>
                ))}
                {query.assignee && query.assignee !== "none" && !staff.data?.some((m) => m.email === query.assignee) && (
                  <option value={query.assignee}>{query.assignee}</option>
                )}
              </select>
            </Field>
            <Field id={field("from")} label="Received from">
              <input id={field("from")} name="from" type="date" defaultValue={query.from ?? ""} className="field-input" />
            </Field>
            <Field id={field("to")} label="Received until">
              <input id={field("to")} name="to" type="date" defaultValue={query.to ?? ""} className="field-input" />
            </Field>
            <ChoiceField
              id={field("sort")}
              label="Order"
              name="sort"
              defaultValue={query.sort ?? "newest"}
              choices={leadSorts.map((sort) => ({ value: sort, label: leadSortLabels[sort] }))}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="hasPhotos"
                value="1"
                defaultChecked={query.hasPhotos === true}
                className="size-5 accent-brand-600"
              />
              With photos only
            </label>
            <button type="button" className="btn-secondary" onClick={() => onChange({ spam: query.spam })}>
              Clear filters
            </button>
          </div>
        </details>
      </form>
    </search>
  );
}
