import { createStore, del, get, set, update } from "idb-keyval";
import type { LogEntryInput } from "../lib/job-schemas";
import type { ReadingKind } from "../lib/jobs";
import { answer, DeskError, desk } from "./api/client";
import type { Upload } from "./job-files";

/**
 * The daily log on a weak signal. What the crew types is kept in the browser's IndexedDB as they
 * type (the draft survives a reload); a finished entry gets an id of its own and waits in an outbox
 * there until the Worker has it. The outbox is sent when the page opens and whenever the connection
 * comes back; an entry sent twice (the answer was lost) is stored once, by its id. An entry the
 * Worker refuses stays, with the reason, until the crew edit or drop it.
 */

/** Rows carry a key of their own so that the form keeps each row's inputs while others are removed. */
export type DraftPerson = { key: string; name: string; hours: string };
export type DraftReading = { key: string; kind: ReadingKind; value: string; unit: string; location: string };
export type Draft = { day: string; people: DraftPerson[]; notes: string; readings: DraftReading[]; photos: Upload[] };

export type Pending = { jobId: string; entry: LogEntryInput; problem: string | null };

const store = createStore("lakeshore-desk", "daily-log");
const draftKey = (jobId: string) => `draft:${jobId}`;
const outboxKey = "outbox";

export const loadDraft = (jobId: string) => get<Draft>(draftKey(jobId), store);
export const saveDraft = (jobId: string, draft: Draft) => set(draftKey(jobId), draft, store);
export const dropDraft = (jobId: string) => del(draftKey(jobId), store);

export const loadOutbox = async () => (await get<Pending[]>(outboxKey, store)) ?? [];

const changeOutbox = (change: (entries: Pending[]) => Pending[]) =>
  update<Pending[]>(outboxKey, (entries) => change(entries ?? []), store);

/** The draft as the entry the Worker takes: hours as minutes, readings as numbers, blank rows left out. */
export function entryOf(draft: Draft): LogEntryInput {
  return {
    id: crypto.randomUUID(),
    day: draft.day,
    people: draft.people
      .filter((person) => person.name.trim())
      .map((person) => ({ name: person.name.trim(), minutes: Math.round(Number(person.hours) * 60) })),
    notes: draft.notes.trim() || null,
    readings: draft.readings
      .filter((reading) => reading.value.trim() !== "")
      .map((reading) => ({
        kind: reading.kind,
        value: Number(reading.value),
        unit: reading.unit,
        location: reading.location.trim() || null,
      })),
    photos: draft.photos,
    writtenAt: new Date().toISOString(),
  };
}

/** Puts a finished entry in the outbox and clears the draft, in that order: nothing typed is ever lost between. */
export async function queueEntry(jobId: string, draft: Draft) {
  const entry = entryOf(draft);
  await changeOutbox((entries) => [...entries, { jobId, entry, problem: null }]);
  await dropDraft(jobId);
  return entry;
}

/** Takes an entry back out of the outbox (to edit it as the draft, or to drop it). */
export const removeFromOutbox = (id: string) => changeOutbox((entries) => entries.filter((pending) => pending.entry.id !== id));

let sending: Promise<void> | null = null;

/**
 * Sends what waits in the outbox, oldest first, one request at a time (a second call while one runs
 * waits for it). Stops at the first entry the network fails: the rest wait for the connection.
 */
export function flushOutbox(onSent: (jobId: string) => void): Promise<void> {
  sending ??= (async () => {
    try {
      for (const pending of await loadOutbox()) {
        if (pending.problem) continue;
        try {
          await answer(desk.jobs[":id"].log.$post({ param: { id: pending.jobId }, json: pending.entry }));
          await removeFromOutbox(pending.entry.id);
          onSent(pending.jobId);
        } catch (error) {
          if (!(error instanceof DeskError) || error.status === 0 || error.status >= 500) return;
          const problem = error.message;
          await changeOutbox((entries) =>
            entries.map((entry) => (entry.entry.id === pending.entry.id ? { ...entry, problem } : entry)),
          );
        }
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}
