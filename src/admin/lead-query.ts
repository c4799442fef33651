import { leadPriorities, leadSorts, leadSources, leadStatuses } from "../lib/desk";
import type { LeadListQuery } from "../lib/desk-schemas/leads";
import { chatServices, quoteServices } from "../lib/options";

/** Every service a lead can name: the quote form's and the chatbot's lists. */
export const leadServices = [...new Set<string>([...quoteServices, ...chatServices])].sort();

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;
const text = (value: string | null) => value?.trim() || undefined;
const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const flag = (value: string | null) => (value === "1" ? true : value === "0" ? false : undefined);

/**
 * The inbox's filters from the page's address (so a filtered view can be shared and reloaded),
 * written back with leadListSearchParams. Values the desk does not know are dropped, not sent.
 */
export function leadQueryFromSearch(search: URLSearchParams): LeadListQuery {
  return {
    q: text(search.get("q")),
    status: oneOf(leadStatuses, search.get("status")),
    service: text(search.get("service")),
    source: oneOf(leadSources, search.get("source")),
    priority: oneOf(leadPriorities, search.get("priority")),
    assignee: text(search.get("assignee")),
    from: date(search.get("from")),
    to: date(search.get("to")),
    hasPhotos: flag(search.get("hasPhotos")),
    spam: flag(search.get("spam")),
    sort: oneOf(leadSorts, search.get("sort")),
    cursor: text(search.get("cursor")),
  };
}
