import { useId } from "react";
import type { Rule } from "../../../lib/compliance/rule-shape";
import { type DeskJob, jobFieldProblems, useAddWasteLoad, useChangeWasteLoad } from "../../api/jobs";
import { chicagoToday, formatJobDay } from "../../job-format";
import { Field, problemProps } from "../Field";
import { FileLink } from "./FileLink";
import { DayField, EvidenceFileField, SaveProblem, useChosenFile } from "./FormParts";

type Load = DeskJob["loads"][number];
type Tracking = NonNullable<Rule["items"]>;

/** One load: its record, the signed copy when it comes back, and the follow-ups while it has not. */
function LoadItem({ job, load, tracking }: { job: DeskJob; load: Load; tracking: Tracking }) {
  const id = useId();
  const change = useChangeWasteLoad(job.id);
  const chosen = useChosenFile();
  const problems = jobFieldProblems(change.error);
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
            const form = new FormData(event.currentTarget);
            const file = await chosen.read(form);
            if (file === undefined) return;
            change.mutate({
              loadId: load.id,
              change: { version: load.version, returnedOn: String(form.get("returnedOn")), file },
            });
          }}
        >
          <DayField id={`${id}-returned`} name="returnedOn" label={tracking.settled} problem={problems.returnedOn} />
          {tracking.settledFile && (
            <EvidenceFileField id={`${id}-file`} file={tracking.settledFile} problem={chosen.problem ?? problems.file} />
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
      <SaveProblem error={change.error} />
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
          <DayField id={`${id}-shipped`} name="shippedOn" label={tracking.started} problem={problems.shippedOn} />
          {tracking.fields.map((field) => (
            <Field key={field.id} id={`${id}-${field.id}`} label={field.label} problem={problems[field.id]}>
              <input
                id={`${id}-${field.id}`}
                name={field.id}
                required={field.required}
                maxLength={200}
                className="field-input"
                {...problemProps(`${id}-${field.id}`, problems[field.id])}
              />
            </Field>
          ))}
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
