import { useId, useState } from "react";
import type { Rule } from "../../../lib/compliance/rule-shape";
import { type DeskJob, useVoidRecord } from "../../api/jobs";
import { formatJobDay } from "../../job-format";
import { Dialog } from "../Dialog";
import { RequirementBadge } from "../StatusBadge";
import { FileLink } from "./FileLink";
import { RecordForm } from "./RecordForm";
import { WasteLoads } from "./WasteLoads";

type Requirement = DeskJob["checklist"][number];
type JobRecord = DeskJob["records"][number];

const holds = { start: "Holds the start", close: "Holds the closing" } as const;

function StrikeOut({ job, record }: { job: DeskJob; record: JobRecord }) {
  const id = useId();
  const strike = useVoidRecord(job.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary min-h-9 px-3 py-1 text-sm" onClick={() => setOpen(true)}>
        Strike out…
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Strike out this record">
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
            strike.mutate({ recordId: record.id, reason }, { onSuccess: () => setOpen(false) });
          }}
        >
          <p>It stays on the job, marked, and no longer counts.</p>
          <label htmlFor={`${id}-reason`} className="field-label">
            Why
          </label>
          <textarea id={`${id}-reason`} name="reason" required maxLength={500} className="field-input" />
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={strike.isPending}>
            Strike out
          </button>
        </form>
      </Dialog>
    </>
  );
}

function Records({ job, rule, records }: { job: DeskJob; rule: Rule; records: JobRecord[] }) {
  if (records.length === 0) return null;
  return (
    <ul aria-label={`Records: ${rule.title}`} className="grid gap-2">
      {records.map((record) => {
        const way = rule.ways.find((candidate) => candidate.id === record.wayId);
        return (
          <li
            key={record.id}
            className={`grid gap-1 rounded-lg bg-slate-50 p-2 text-sm dark:bg-slate-900 ${record.voided ? "opacity-70" : ""}`}
          >
            <p className={record.voided ? "line-through" : "font-medium"}>
              {way?.label ?? record.wayId}: {formatJobDay(record.doneOn)}
              {record.reference ? ` · ${record.reference}` : ""}
              {record.announcedStart ? ` · gives the start ${formatJobDay(record.announcedStart)}` : ""}
            </p>
            {record.voided && (
              <p>
                Struck out by {record.voided.by}: {record.voided.reason}
              </p>
            )}
            {record.file && <FileLink file={record.file} />}
            <p className="text-slate-600 dark:text-slate-400">
              Recorded by {record.recordedBy === "customer" ? "the customer" : record.recordedBy}
            </p>
            {!record.voided && (
              <div>
                <StrikeOut job={job} record={record} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function RequirementItem({ job, requirement, rule }: { job: DeskJob; requirement: Requirement; rule: Rule | undefined }) {
  const [recording, setRecording] = useState(false);
  const headingId = useId();
  const records = job.records.filter((record) => record.ruleId === requirement.ruleId);
  const open = requirement.status === "to-do" || requirement.status === "overdue";
  return (
    <li aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base">
          {requirement.title}
        </h3>
        <RequirementBadge status={requirement.status} />
        {requirement.blocks && requirement.status !== "not-applicable" && (
          <span className="text-xs font-semibold text-slate-700 dark:text-slate-300">{holds[requirement.blocks]}</span>
        )}
      </div>
      {open && requirement.dueOn && (
        <p className={`text-sm font-semibold ${requirement.status === "overdue" ? "text-red-800 dark:text-red-300" : ""}`}>
          Due {formatJobDay(requirement.dueOn)}
        </p>
      )}
      {requirement.status === "done" && requirement.doneOn && <p className="text-sm">Done {formatJobDay(requirement.doneOn)}</p>}
      {requirement.todo && <p className="font-medium text-slate-900 dark:text-white">{requirement.todo}</p>}
      <p className="text-sm text-slate-700 dark:text-slate-300">{requirement.reason}</p>
      {requirement.notes.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {requirement.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {rule && <Records job={job} rule={rule} records={records} />}
      {rule?.items && requirement.status !== "not-applicable" && <WasteLoads job={job} rule={rule} />}
      {rule && rule.ways.length > 0 && requirement.status !== "not-applicable" && (
        <div>
          {recording ? (
            <div className="grid gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <RecordForm job={job} rule={rule} onDone={() => setRecording(false)} />
              <button type="button" className="btn-secondary justify-self-start" onClick={() => setRecording(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setRecording(true)}>
              Record {requirement.title.toLowerCase()}…
            </button>
          )}
        </div>
      )}
      <details className="text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer">Citation and what to verify</summary>
        <p className="mt-1">{requirement.citation}</p>
        <p className="mt-1">{requirement.verifyNote}</p>
      </details>
    </li>
  );
}

/**
 * The job's compliance checklist as the rules engine makes it: the requirements that apply first
 * (overdue, to do, done), then those that do not, each with why.
 */
export function Checklist({ job }: { job: DeskJob }) {
  const order = { overdue: 0, "to-do": 1, done: 2, "not-applicable": 3 } as const;
  const requirements = [...job.checklist].sort((a, b) => order[a.status] - order[b.status]);
  return (
    <ul aria-label="Requirements" className="grid gap-3">
      {requirements.map((requirement) => (
        <RequirementItem
          key={requirement.ruleId}
          job={job}
          requirement={requirement}
          rule={job.rules.find((rule) => rule.id === requirement.ruleId) as Rule | undefined}
        />
      ))}
    </ul>
  );
}
