import { Download } from "lucide-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { leadCountCap } from "../../lib/desk";
import { type LeadListQuery, leadListSearchParams } from "../../lib/desk-schemas/leads";
import { leadExportUrl, useLeadList } from "../api/leads";
import { LeadFilters } from "../components/LeadFilters";
import { LeadList } from "../components/LeadList";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending } from "../components/Section";
import { formatCount } from "../format";
import { leadQueryFromSearch } from "../lead-query";

/** Cursors of the pages before this one, kept in the history entry so Previous works after a reload too. */
type PageHistory = { earlierCursors?: Array<string | null> };

const folderLink = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-lg px-4 font-semibold ${
    active ? "bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950" : "hover:bg-slate-100 dark:hover:bg-slate-800"
  }`;

/** /admin/leads: every lead, searched, filtered, sorted and paged by the server; the filters live in the address. */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = leadQueryFromSearch(search);
  const earlierCursors = (location.state as PageHistory | null)?.earlierCursors ?? [];
  const list = useLeadList(query);
  const spamFolder = query.spam === true;

  const show = (next: LeadListQuery, state: PageHistory = {}) => {
    const params = leadListSearchParams(next).toString();
    navigate({ search: params ? `?${params}` : "" }, { state });
  };
  const total = list.data ? `${formatCount(list.data.total)}${list.data.totalCapped ? "+" : ""}` : "";

  return (
    <div className="grid gap-4">
      <PageHeader
        title={spamFolder ? "Spam" : "Leads"}
        actions={
          <a href={leadExportUrl(query)} download className="btn-secondary">
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      >
        {list.data && (
          <span role="status">
            {total} {list.data.total === 1 ? "lead matches" : "leads match"}
            {list.data.totalCapped ? ` (counted up to ${formatCount(leadCountCap)})` : ""}.
          </span>
        )}
      </PageHeader>
      <nav aria-label="Folders" className="flex gap-2">
        <Link to="/admin/leads" aria-current={spamFolder ? undefined : "page"} className={folderLink(!spamFolder)}>
          Inbox
        </Link>
        <Link to="/admin/leads?spam=1" aria-current={spamFolder ? "page" : undefined} className={folderLink(spamFolder)}>
          Spam
        </Link>
      </nav>
      <LeadFilters query={query} onChange={(next) => show(next)} />
      {list.isPending ? (
        <Pending what="leads" />
      ) : list.isError ? (
        <Failed error={list.error} retry={() => void list.refetch()} />
      ) : list.data.leads.length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-4 dark:bg-slate-900">
          {spamFolder ? "The spam folder is empty." : "No lead matches these filters."}
        </p>
      ) : (
        <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? "opacity-60" : undefined}>
          <LeadList
            leads={list.data.leads}
            sort={query.sort ?? "newest"}
            onSort={(sort) => show({ ...query, sort, cursor: undefined })}
            spamFolder={spamFolder}
          />
        </div>
      )}
      {list.data && (earlierCursors.length > 0 || list.data.nextCursor) && (
        <nav aria-label="Pages" className="flex flex-wrap justify-between gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={earlierCursors.length === 0}
            onClick={() =>
              show({ ...query, cursor: earlierCursors.at(-1) ?? undefined }, { earlierCursors: earlierCursors.slice(0, -1) })
            }
          >
            Previous page
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={!list.data.nextCursor}
            onClick={() =>
              show(
                { ...query, cursor: list.data.nextCursor ?? undefined },
                { earlierCursors: [...earlierCursors, query.cursor ?? null] },
              )
            }
          >
            Next page
          </button>
        </nav>
      )}
    </div>
  );
}
