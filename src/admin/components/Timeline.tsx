import type { LeadEvent, LeadEventKind, LeadSource, TranscriptEntry } from "../../lib/desk";
import { leadSourceLabels } from "../../lib/desk";
import { formatDateTime } from "../format";

const kindLabels: Record<LeadEventKind, string> = {
  created: "Lead received",
  status_changed: "Status changed",
  column_moved: "Moved on the board",
  priority_changed: "Priority changed",
  assigned: "Assigned",
  note: "Note",
  spam_marked: "Marked as spam",
  spam_cleared: "Marked as not spam",
  forward_attempt: "Forwarding attempt",
  forward_abandoned: "Forwarding given up",
  forward_retried: "Forwarding retried",
  event_scheduled: "Scheduled",
  event_moved: "Appointment moved",
  event_removed: "Appointment removed",
  estimate_created: "Estimate drafted",
  estimate_sent: "Estimate sent",
  estimate_viewed: "Customer opened the estimate",
  estimate_approved: "Estimate approved",
  estimate_declined: "Estimate declined",
  estimate_changes_requested: "Customer asked for changes",
  estimate_withdrawn: "Estimate withdrawn",
  estimate_expired: "Estimate expired",
  estimate_reminder: "Estimate reminder",
  estimate_email: "Estimate e-mail",
  estimate_deleted: "Draft estimate deleted",
  estimate_links_revoked: "Customer links revoked",
  estimate_link_sent: "Customer link e-mailed",
  estimate_approval_refused: "Second approval refused",
  job_created: "Job made",
  job_scheduled: "Job scheduled",
  job_state_changed: "Job state changed",
  job_facts_changed: "Job site facts changed",
  job_recorded: "Compliance record",
  job_closeout: "Closeout packet",
  job_review_request: "Review request",
};

const outcomeColours: Record<string, string> = {
  sent: "text-emerald-800 dark:text-emerald-300",
  failed: "text-red-800 dark:text-red-300",
};

const actorName = (actor: string) => (actor === "system" ? "System" : actor === "visitor" ? "Visitor" : actor);

/** One event: of a lead's timeline, or of one estimate's history. */
export function EventLine({ event }: { event: LeadEvent }) {
  const forwarding = ["forward_attempt", "forward_abandoned", "estimate_email", "estimate_reminder"].includes(event.kind);
  return (
    <li className="relative grid gap-0.5 border-l-2 border-slate-200 pb-4 pl-4 dark:border-slate-700">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-brand-600 dark:bg-brand-400" />
      <p className="font-semibold text-slate-900 dark:text-white">
        {kindLabels[event.kind] ?? event.kind}
        {forwarding && event.channel && <> via {event.channel}</>}
        {forwarding && event.outcome && <span className={outcomeColours[event.outcome] ?? ""}>: {event.outcome}</span>}
        {event.attempt ? <span className="font-normal"> (attempt {event.attempt})</span> : null}
      </p>
      {event.detail && (
        <p
          className={event.kind === "note" ? "whitespace-pre-wrap break-words" : "break-words text-slate-700 dark:text-slate-300"}
        >
          {event.detail}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {actorName(event.actor)} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
      </p>
    </li>
  );
}

/** Everything that happened to a lead, newest first, with who did it and when (Chicago time). */
export function Timeline({ events, source }: { events: LeadEvent[]; source: LeadSource }) {
  const newestFirst = [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <>
      <p className="text-sm text-slate-600 dark:text-slate-400">Source: {leadSourceLabels[source]}. Times are Chicago time.</p>
      <ol aria-label="Timeline, newest first" className="mt-2">
        {newestFirst.map((event) => (
          <EventLine key={event.id} event={event} />
        ))}
      </ol>
    </>
  );
}

/** The chatbot conversation that produced the lead. */
export function Transcript({ entries }: { entries: TranscriptEntry[] }) {
  return (
    <ol aria-label="Chat transcript" className="grid gap-2">
      {entries.map((entry, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a transcript never changes order
          key={index}
          className={`max-w-[85%] rounded-xl px-3 py-2 ${
            entry.from === "visitor"
              ? "justify-self-end bg-brand-700 text-white"
              : "justify-self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-white"
          }`}
        >
          <span className="sr-only">{entry.from === "visitor" ? "Visitor" : "Chatbot"}: </span>
          <span className="whitespace-pre-wrap break-words">{entry.text}</span>
          <span className="block text-xs opacity-80">{formatDateTime(entry.at)}</span>
        </li>
      ))}
    </ol>
  );
}
