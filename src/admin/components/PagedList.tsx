import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Failed, Pending } from "./Section";

/**
 * A list screen's rows, a page at a time: loading, the failure with a retry, `empty` when there is
 * nothing, else the rows with their count said to screen readers, and "Load more" while there is more.
 */
export function PagedList<Item>({
  query,
  items,
  label,
  one,
  many,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<unknown, Error>;
  items: Item[];
  /** The list's name ("Jobs"). */
  label: string;
  /** What one row and several are ("job", "jobs"). */
  one: string;
  many: string;
  empty: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <Pending what={many} />;
  if (query.isError) return <Failed error={query.error} retry={() => void query.refetch()} />;
  if (items.length === 0)
    return (
      <p role="status" className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
        {empty}
      </p>
    );
  return (
    <>
      <p role="status" className="sr-only">
        {items.length === 1 ? `1 ${one} shown` : `${items.length} ${many} shown`}
      </p>
      <ul aria-label={label} className="grid gap-2">
        {items.map(children)}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn-secondary justify-self-start"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      )}
    </>
  );
}
