import type { StoredFileState } from "../../../src/lib/estimate-desk";
import type { JobLog, LogEntry, LogPerson, LogReading } from "../../../src/lib/job-desk";
import type { LogEntryInput } from "../../../src/lib/job-schemas";
import { jobDeskMessages } from "../../../src/lib/jobs";
import { conflict } from "../refusal";
import { afterChange } from "../timeline";
import { type FileRow, fileStates, toJobFile } from "./detail";
import { prepareFile, storeJobFile } from "./files";
import { numberOfJob, readJobRow } from "./rows";

/**
 * The crew's daily log, written on a phone with a weak signal. Each entry carries the id the phone
 * made for it, so an entry sent again (the answer was lost, the phone came back online) is stored
 * once: the insert does nothing the second time, the photos stored meanwhile are removed, and the
 * answer is the entry as first stored. Photos go through the photo intake (bytes proven, metadata
 * stripped) and are stored like evidence (stored-files.ts).
 */

type Storage = { db: D1Database; bucket: R2Bucket };

type EntryRow = {
  id: string;
  job_id: string;
  day: string;
  people: string;
  notes: string | null;
  readings: string;
  author: string;
  written_at: string;
  created_at: string;
};

async function photosOf(db: D1Database, bucket: R2Bucket, entryIds: readonly string[]) {
  const { results } = await db
    .prepare(`SELECT * FROM job_files WHERE log_entry_id IN (SELECT value FROM json_each(?)) ORDER BY uploaded_at, id`)
    .bind(JSON.stringify(entryIds))
    .all<FileRow>();
  const states = await fileStates(bucket, results);
  const byEntry = new Map<string, FileRow[]>();
  for (const row of results) byEntry.set(row.log_entry_id as string, [...(byEntry.get(row.log_entry_id as string) ?? []), row]);
  return { byEntry, states };
}

function toEntry(row: EntryRow, photos: FileRow[], states: Map<string, StoredFileState>): LogEntry {
  return {
    id: row.id,
    day: row.day,
    people: JSON.parse(row.people) as LogPerson[],
    notes: row.notes,
    readings: JSON.parse(row.readings) as LogReading[],
    photos: photos.map((photo) => toJobFile(photo, states.get(photo.id) ?? "missing")),
    author: row.author,
    writtenAt: row.written_at,
    createdAt: row.created_at,
  };
}

async function entriesWithPhotos({ db, bucket }: Storage, rows: EntryRow[]) {
  const { byEntry, states } = await photosOf(
    db,
    bucket,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEntry(row, byEntry.get(row.id) ?? [], states));
}

export async function readLog(storage: Storage, jobId: string): Promise<JobLog> {
  const job = await readJobRow(storage.db, jobId);
  const { results } = await storage.db
    .prepare("SELECT * FROM job_log_entries WHERE job_id = ? ORDER BY day DESC, created_at DESC LIMIT 200")
    .bind(jobId)
    .all<EntryRow>();
  return {
    job: {
      id: job.id,
      number: numberOfJob(job),
      customerName: job.customer_name,
      siteAddress: job.site_address,
    },
    entries: await entriesWithPhotos(storage, results),
  };
}

async function storedEntry(storage: Storage, id: string) {
  const row = await storage.db.prepare("SELECT * FROM job_log_entries WHERE id = ?").bind(id).first<EntryRow>();
  return row ? { row, entry: (await entriesWithPhotos(storage, [row]))[0] as LogEntry } : null;
}

/** Stores the entry once, whatever how often it is sent; `created` says whether this request stored it. */
export async function addLogEntry(storage: Storage, jobId: string, input: LogEntryInput, actor: string, now = new Date()) {
  const { db, bucket } = storage;
  await readJobRow(db, jobId);
  const earlier = await storedEntry(storage, input.id);
  if (earlier) {
    if (earlier.row.job_id !== jobId) throw conflict(jobDeskMessages.logOtherJob);
    return { entry: earlier.entry, created: false };
  }
  const prepared = input.photos.map((photo, index) => prepareFile(photo, ["photo"], `photos.${index}`));
  const at = now.toISOString();
  const stored = [];
  for (const file of prepared) stored.push(await storeJobFile(db, bucket, { jobId, file, actor, at, logEntryId: input.id }));
  const keys = stored.map((file) => file.key);
  try {
    const [insert] = await db.batch([
      db
        .prepare(
          `INSERT INTO job_log_entries (id, job_id, day, people, notes, readings, author, written_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
        )
        .bind(
          input.id,
          jobId,
          input.day,
          JSON.stringify(input.people),
          input.notes,
          JSON.stringify(input.readings),
          actor,
          input.writtenAt,
          at,
        ),
      // Each photo row only if the statement before it wrote its row: a second sending stores none.
      ...stored.map((file) => file.insert(afterChange)),
    ]);
    if (insert?.results.length === 1) return { entry: (await storedEntry(storage, input.id))?.entry as LogEntry, created: true };
  } catch (error) {
    if (keys.length > 0) await bucket.delete(keys);
    throw error;
  }
  // Sent twice at once: the other request stored it.
  if (keys.length > 0) await bucket.delete(keys);
  const other = await storedEntry(storage, input.id);
  if (!other || other.row.job_id !== jobId) throw conflict(jobDeskMessages.logOtherJob);
  return { entry: other.entry, created: false };
}
