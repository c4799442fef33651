import type { UseQueryResult } from "@tanstack/react-query";
import { DeskError } from "../api/client";
import { NotFound } from "./NotFound";
import { Failed, Pending } from "./Section";

/** A record's screen until its record is there: loading, "not found" for one that does not exist, else the failure with a retry. */
export function NotLoaded({ query, what, notFound }: { query: UseQueryResult<unknown, Error>; what: string; notFound: string }) {
  if (!query.isError) return <Pending what={what} />;
  if (query.error instanceof DeskError && query.error.status === 404)
    return <NotFound title={notFound} message={query.error.message} />;
  return <Failed error={query.error} retry={() => void query.refetch()} />;
}
