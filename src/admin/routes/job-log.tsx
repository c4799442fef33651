import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import type { LogEntry } from "../../lib/job-desk";
import { readingKinds } from "../../lib/jobs";
import { jobKeys, useJobLog } from "../api/jobs";
import { DailyLogForm, emptyDraft } from "../components/jobs/DailyLogForm";
import { FileLink } from "../components/jobs/FileLink";
import { PageHeader } from "../components/PageHeader";
import { Failed, Pending as Loading, Section } from "../components/Section";
import {
  type Draft,
  dropDraft,
  flushOutbox,
  loadDraft,
  loadOutbox,
  type Pending,
  queueEntry,
  removeFromOutbox,
  saveDraft,
} from "../daily-log-outbox";
import { formatDateTime } from "../format";
import { chicagoToday, formatJobDay } from "../job-format";

const hours = (minutes: number) => `${Math.round((minutes / 60) * 100) / 100} h`;

function EntryBody({ entry }: { entry: Pick<LogEntry, "people" | "notes" | "readings"> }) {
  return (
    <>
      {entry.people.length > 0 && <p>{entry.people.map((person) => `${person.name} (${hours(person.minutes)})`).join(", ")}</p>}
      {entry.notes && <p className="whitespace-pre-wrap">{entry.notes}</p>}
      {entry.readings.length > 0 && (
        <ul className="list-disc pl-5">
          {entry.readings.map((reading, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: readings are kept in the order written
            <li key={index}>
              {readingKinds[reading.kind].label}: {reading.value} {reading.unit}
              {reading.location ? `, ${reading.location}` : ""}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Entries written here that the Worker does not have yet: waiting for the connection, or refused with the reason. */
function Outbox({
  pending,
  onEdit,
  onDrop,
}: {
  pending: Pending[];
  onEdit: (entry: Pending) => void;
  onDrop: (entry: Pending) => void;
}) {
  if (pending.length === 0) return null;
  return (
    <Section title={`Waiting to send (${pending.length})`}>
      <ul aria-label="Waiting to send" className="grid gap-2">
        {pending.map((item) => (
          <li key={item.entry.id} className="grid gap-1 rounded-xl border border-amber-300 p-3 dark:border-amber-700">
            <p className="font-semibold">{formatJobDay(item.entry.day)}</p>
            <EntryBody entry={item.entry} />
            {item.problem ? (
              <>
                <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                  Not accepted: {item.problem}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-secondary" onClick={() => onEdit(item)}>
                    Edit it
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => onDrop(item)}>
                    Drop it
                  </button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Sent as soon as there is a connection.</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * /admin/jobs/:id/log: the crew's daily log, on a phone. What is typed is kept in the browser as
 * it is typed; a saved entry waits there until the Worker has it, and goes when the connection does.
 */
export function Component() {
  const { id = "" } = useParams();
  const log = useJobLog(id);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [saved, setSaved] = useState("");
  const formTop = useRef<HTMLDivElement>(null);

  const refreshOutbox = useCallback(async () => setPending((await loadOutbox()).filter((item) => item.jobId === id)), [id]);
  const flush = useCallback(async () => {
    await flushOutbox((jobId) => void queryClient.invalidateQueries({ queryKey: jobKeys.log(jobId) }));
    await refreshOutbox();
  }, [queryClient, refreshOutbox]);

  useEffect(() => {
    void loadDraft(id).then((stored) => setDraft(stored ?? emptyDraft(chicagoToday())));
    void refreshOutbox().then(flush);
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [id, flush, refreshOutbox]);

  const change = (next: Draft) => {
    setDraft(next);
    setSaved("");
    void saveDraft(id, next);
  };

  const submit = async () => {
    if (!draft) return;
    await queueEntry(id, draft);
    setDraft(emptyDraft(draft.day));
    await refreshOutbox();
    setSaved(
      navigator.onLine ? "Entry saved. Sending it…" : "Entry saved on this phone. It is sent when the connection comes back.",
    );
    formTop.current?.focus();
    await flush();
  };

  const edit = async (item: Pending) => {
    await removeFromOutbox(item.entry.id);
    const back: Draft = {
      day: item.entry.day,
      people: item.entry.people.map((person) => ({
        key: crypto.randomUUID(),
        name: person.name,
        hours: String(person.minutes / 60),
      })),
      notes: item.entry.notes ?? "",
      readings: item.entry.readings.map((reading) => ({
        ...reading,
        key: crypto.randomUUID(),
        value: String(reading.value),
        location: reading.location ?? "",
      })),
      photos: item.entry.photos,
    };
    change(back);
    await refreshOutbox();
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={log.data ? `Daily log · ${log.data.job.number}` : "Daily log"}
        actions={
          <Link to={`/admin/jobs/${id}`} className="btn-secondary">
            The job
          </Link>
        }
      >
        {log.data && `${log.data.job.customerName}${log.data.job.siteAddress ? ` · ${log.data.job.siteAddress}` : ""}`}
      </PageHeader>
      <Section title="New entry">
        <div ref={formTop} tabIndex={-1} className="outline-none" role="status">
          {saved && <p className="font-medium">{saved}</p>}
        </div>
        {draft ? <DailyLogForm draft={draft} onChange={change} onSubmit={() => void submit()} /> : <Loading what="your draft" />}
        {draft && (
          <button
            type="button"
            className="btn-secondary justify-self-start"
            onClick={() => {
              void dropDraft(id);
              setDraft(emptyDraft(chicagoToday()));
            }}
          >
            Clear the form
          </button>
        )}
      </Section>
      <Outbox
        pending={pending}
        onEdit={(item) => void edit(item)}
        onDrop={(item) => void removeFromOutbox(item.entry.id).then(refreshOutbox)}
      />
      <Section title="Entries">
        {log.isPending ? (
          <Loading what="the log" />
        ) : log.isError ? (
          <Failed error={log.error} retry={() => void log.refetch()} />
        ) : log.data.entries.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No entries yet.</p>
        ) : (
          <ol aria-label="Entries, newest first" className="grid gap-2">
            {log.data.entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                <p className="font-semibold">
                  {formatJobDay(entry.day)}{" "}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    · {entry.author}, {formatDateTime(entry.createdAt)}
                  </span>
                </p>
                <EntryBody entry={entry} />
                {entry.photos.length > 0 && (
                  <ul className="grid gap-1">
                    {entry.photos.map((photo) => (
                      <li key={photo.id}>
                        <FileLink file={photo} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
