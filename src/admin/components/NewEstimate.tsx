import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { leadStatusLabels } from "../../lib/desk";
import { problemText } from "../api/client";
import { useCreateEstimate } from "../api/estimates";
import { useLeadList } from "../api/leads";
import { formatDay } from "../format";
import { Dialog } from "./Dialog";

/** How many leads the picker offers at once: the newest, or the best matches of what is typed. */
const leadsOffered = 8;
/** Typing pauses this long before the search goes to the Worker. */
const searchDelayMs = 250;

/** "New estimate": choose the lead it is for, and its draft opens in the editor. */
export function NewEstimate() {
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        New estimate
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New estimate" initialFocus={search}>
        {open && <LeadPicker search={search} />}
      </Dialog>
    </>
  );
}

/**
 * The leads to draft an estimate for: the newest ones, or those whose name, e-mail or phone match
 * what is typed (the inbox's search). Choosing one drafts the estimate from it and opens the draft.
 */
function LeadPicker({ search }: { search: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateEstimate();
  const [typed, setTyped] = useState("");
  const [words, setWords] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setWords(typed.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useLeadList({ q: words || undefined, limit: leadsOffered });
  const leads = list.data?.leads ?? [];
  const searching = list.isFetching || words !== typed.trim();

  return (
    <div className="grid gap-3">
      <div>
        <label htmlFor={`${id}-search`} className="field-label">
          The lead it is for: name, e-mail or phone
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-found`}
          autoComplete="off"
          className="field-input"
        />
      </div>
      <p id={`${id}-found`} role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {list.isPending
          ? "Loading leads…"
          : list.isError
            ? `The leads could not be loaded: ${list.error.message}`
            : leads.length === 0
              ? searching
                ? "Searching…"
                : `No lead matches “${words}”.`
              : words
                ? `${leads.length === 1 ? "1 lead matches" : `${leads.length} leads match`}${list.data.total > leads.length ? ` (the newest ${leads.length} shown)` : ""}.`
                : `The newest ${leads.length === 1 ? "lead" : `${leads.length} leads`}; type to find another.`}
      </p>
      {leads.length > 0 && (
        <ul aria-label="Leads" className="grid max-h-80 gap-1 overflow-y-auto">
          {leads.map((lead) => (
            <li key={lead.id}>
              <button
                type="button"
                className="grid w-full justify-items-start rounded-lg border border-slate-200 px-3 py-2 text-left hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
                disabled={create.isPending}
                onClick={() =>
                  create.mutate(lead.id, { onSuccess: ({ estimate }) => navigate(`/admin/estimates/${estimate.id}`) })
                }
              >
                <span className="font-semibold text-slate-900 dark:text-white">{lead.name}</span>
                <span className="text-sm break-words text-slate-700 dark:text-slate-300">
                  {[lead.email, lead.phone, lead.service].filter(Boolean).join(" · ")}
                </span>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {leadStatusLabels[lead.status]} · came in on {formatDay(lead.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {create.isPending && (
        <p role="status" className="text-sm">
          Drafting the estimate…
        </p>
      )}
      {create.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {problemText(create.error)}
        </p>
      )}
    </div>
  );
}
