import { useId } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { type JobDueFilter, jobDueFilterLabels, jobDueFilters } from "../../lib/job-desk";
import { type JobState, jobStateLabels, jobStates } from "../../lib/jobs";
import { type JobFilters, useJobList } from "../api/jobs";
import { JobRow } from "../components/jobs/JobRow";
import { PagedList } from "../components/PagedList";
import { PageHeader } from "../components/PageHeader";

const isState = (value: string | null): value is JobState => value !== null && (jobStates as readonly string[]).includes(value);
const isDue = (value: string | null): value is JobDueFilter =>
  value !== null && (jobDueFilters as readonly string[]).includes(value);

/** The filters as the address keeps them, so a filtered list can be bookmarked and shared. */
function useFilters(): [JobFilters, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const state = params.get("state");
  const due = params.get("due");
  const filters: JobFilters = {
    ...(isState(state) ? { state } : {}),
    ...(isDue(due) ? { due } : {}),
    ...(params.get("q") ? { q: params.get("q") as string } : {}),
  };
  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) value ? next.set(name, value) : next.delete(name);
    setParams(next);
  };
  return [filters, change];
}

/** /admin/jobs: every job, newest change first, by state, by what is due, and by words. */
export function Component() {
  const id = useId();
  const [filters, change] = useFilters();
  const list = useJobList(filters);
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  const today = list.data?.pages[0]?.today ?? "";
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Jobs"
        actions={
          <Link to="/admin/local-rules" className="btn-secondary">
            Local permit rules
          </Link>
        }
      >
        Made from approved estimates. The compliance checklist of each job follows the rules in force.
      </PageHeader>
      <form
        aria-label="Filter jobs"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim() });
        }}
      >
        <div>
          <label htmlFor={`${id}-state`} className="field-label">
            State
          </label>
          <select
            id={`${id}-state`}
            value={filters.state ?? ""}
            onChange={(event) => change({ state: event.target.value })}
            className="field-input"
          >
            <option value="">All states</option>
            {jobStates.map((state) => (
              <option key={state} value={state}>
                {jobStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-due`} className="field-label">
            What is due
          </label>
          <select
            id={`${id}-due`}
            value={filters.due ?? ""}
            onChange={(event) => change({ due: event.target.value })}
            className="field-input"
          >
            <option value="">Anything</option>
            {jobDueFilters.map((due) => (
              <option key={due} value={due}>
                {jobDueFilterLabels[due]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-q`} className="field-label">
            Search: number, customer, address
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={filters.q ?? ""}
              key={filters.q ?? ""}
              className="field-input"
            />
            <button type="submit" className="btn-secondary">
              Search
            </button>
          </div>
        </div>
      </form>
      <PagedList
        query={list}
        items={jobs}
        label="Jobs"
        one="job"
        many="jobs"
        empty={
          Object.keys(filters).length > 0
            ? "No job matches these filters."
            : "No jobs yet. A job is made when a customer approves an estimate."
        }
      >
        {(job) => <JobRow key={job.id} job={job} today={today} />}
      </PagedList>
    </div>
  );
}
