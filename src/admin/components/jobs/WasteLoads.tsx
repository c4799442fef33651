import { useId, useState } from "react";
import type { Rule } from "../../../lib/compliance/rule-shape";
import { type DeskJob, jobFieldProblems, useAddWasteLoad, useChangeWasteLoad } from "../../api/jobs";
import { FileTooLarge, toUpload } from "../../job-files";
import { chicagoToday, formatJobDay } from "../../job-format";
import { Field, problemProps } from "../Field";
import { FileLink } from "./FileLink";
import { acceptOf, kindsText } from "./RecordForm";

type Load = DeskJob["loads"][number];
type Tracking = NonNullable<Rule["items"]>;

/** One load: its record, the signed copy when it comes back, and the follow-ups while it has not. */
function LoadItem({ job, load, tracking }: { job: DeskJob; load: Load; tracking: Tracking }) {
  const id = useId();
  const change = useChangeWasteLoad(job.id);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const server = jobFieldProblems(change.error);
  const problems: Record<string, string | undefined> = { ...server, file: fileProblem ?? server.file };
  const pending = tracking.followUps.filter((followUp) => !load.followUps[followUp.id]);
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <p className="font-semibold text-slate-900 dark:text-white">
        {load.recordNumber} · shipped {formatJobDay(load.shippedOn)}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {load.transporter} → {load.disposalSite}
      </p>
      <p className="text-sm">
        {load.returnedOn ? <>Signed copy back {formatJobDay(load.returnedOn)}. </> : "Signed copy not back yet. "}
        {Object.entries(load.followUps).map(([followUp, day]) => (
          <span key={followUp}>
            {tracking.followUps.find((candidate) => candidate.id === followUp)?.action ?? followUp} Done {formatJobDay(day)}.{" "}
          </span>
        ))}
      </p>
      {load.file && <FileLink file={load.file} />}
      {!load.returnedOn && (
        <form
          aria-label={`Signed copy of ${load.recordNumber}`}
          className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault();
            setFileProblem(undefined);
            const form = new FormData(event.currentTarget);
            const chosen = form.get("file");
            let file = null;
            if (chosen instanceof File && chosen.size > 0) {
              try {
                file = await toUpload(chosen);
              } catch (error) {
                setFileProblem(error instanceof FileTooLarge ? error.message : "The file could not be read. Choose it again.");
                return;
              }
            }
            change.mutate({
              loadId: load.id,
              change: { version: load.version, returnedOn: String(form.get("returnedOn")), file },
            });
          }}
        >
          <Field id={`${id}-returned`} label={tracking.settled} problem={problems.returnedOn}>
            <input
              id={`${id}-returned`}
              name="returnedOn"
              type="date"
              required
              className="field-input"
              defaultValue={chicagoToday()}
            />
          </Field>
          {tracking.settledFile && (
            <Field
              id={`${id}-file`}
              label={`${tracking.settledFile.label} (${kindsText(tracking.settledFile.kinds)})`}
              problem={problems.file}
            >
              <input
                id={`${id}-file`}
                name="file"
                type="file"
                accept={acceptOf(tracking.settledFile.kinds)}
                required={tracking.settledFile.required}
                className="field-input"
                {...problemProps(`${id}-file`, problems.file)}
              />
            </Field>
          )}
          <button type="submit" className="btn-primary" disabled={change.isPending}>
            Save
          </button>
        </form>
      )}
      {!load.returnedOn && pending.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {pending.map((followUp) => (
            <button
              key={followUp.id}
              type="button"
              className="btn-secondary text-left"
              disabled={change.isPending}
              onClick={() =>
                change.mutate({
                  loadId: load.id,
                  change: { version: load.version, followUps: { [followUp.id]: chicagoToday() } },
                })
              }
            >
              Done today: {followUp.action}
            </button>
          ))}
        </div>
      )}
      {change.error instanceof Error && Object.keys(jobFieldProblems(change.error)).length === 0 && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {change.error.message}
        </p>
      )}
    </li>
  );
}

/** The waste loads of an asbestos job: each recorded as it leaves the site, then followed until its signed copy is back. */
export function WasteLoads({ job, rule }: { job: DeskJob; rule: Rule }) {
  const id = useId();
  const add = useAddWasteLoad(job.id);
  const tracking = rule.items;
  if (!tracking) return null;
  const problems = jobFieldProblems(add.error);
  const field = (name: string, label: string) => (
    <Field id={`${id}-${name}`} label={label} problem={problems[name]}>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        maxLength={200}
        className="field-input"
        {...problemProps(`${id}-${name}`, problems[name])}
      />
    </Field>
  );
  return (
    <div className="grid gap-3">
      {job.loads.length > 0 && (
        <ul aria-label="Waste loads" className="grid gap-2">
          {job.loads.map((load) => (
            <LoadItem key={load.id} job={job} load={load} tracking={tracking} />
          ))}
        </ul>
      )}
      <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
        <summary className="cursor-pointer font-semibold">Record a load leaving the site</summary>
        <form
          aria-label="New waste load"
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            const element = event.currentTarget;
            const form = new FormData(element);
            const text = (name: string) => String(form.get(name) ?? "");
            add.mutate(
              {
                shippedOn: text("shippedOn"),
                transporter: text("transporter"),
                disposalSite: text("disposalSite"),
                recordNumber: text("recordNumber"),
              },
              { onSuccess: () => element.reset() },
            );
          }}
        >
          <Field id={`${id}-shipped`} label={tracking.started} problem={problems.shippedOn}>
            <input
              id={`${id}-shipped`}
              name="shippedOn"
              type="date"
              required
              className="field-input"
              defaultValue={chicagoToday()}
            />
          </Field>
          {field("recordNumber", "Shipment record number")}
          {field("transporter", "Transporter")}
          {field("disposalSite", "Disposal site")}
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={add.isPending}>
              Save load
            </button>
          </div>
        </form>
      </details>
    </div>
  );
}
