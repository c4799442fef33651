import { useId, useState } from "react";
import type { Rule } from "../../../lib/compliance/rule-shape";
import { type DeskJob, jobFieldProblems, useAddRecord } from "../../api/jobs";
import { Field, problemProps } from "../Field";
import { DayField, EvidenceFileField, SaveProblem, useChosenFile } from "./FormParts";

/**
 * A record of something done towards a requirement: which way it was met, the day, the reference
 * and the evidence file the rule asks for, in the rule's own words.
 */
export function RecordForm({ job, rule, onDone }: { job: DeskJob; rule: Rule; onDone: () => void }) {
  const id = useId();
  const add = useAddRecord(job.id);
  const chosen = useChosenFile();
  const [wayId, setWayId] = useState(rule.ways[0]?.id ?? "");
  const way = rule.ways.find((candidate) => candidate.id === wayId) ?? rule.ways[0];
  if (!way) return null;
  const problems = jobFieldProblems(add.error);
  const { evidence } = way;
  return (
    <form
      aria-label={`Record: ${rule.title}`}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const file = await chosen.read(form);
        if (file === undefined) return;
        add.mutate(
          {
            ruleId: rule.id,
            wayId: way.id,
            doneOn: String(form.get("doneOn")),
            reference: String(form.get("reference") ?? "").trim() || null,
            announcedStart: way.announcesStart ? String(form.get("announcedStart") ?? "") || null : null,
            file,
          },
          { onSuccess: onDone },
        );
      }}
    >
      {rule.ways.length > 1 && (
        <Field id={`${id}-way`} label="Done by">
          <select id={`${id}-way`} className="field-input" value={way.id} onChange={(event) => setWayId(event.target.value)}>
            {rule.ways.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      <DayField id={`${id}-date`} name="doneOn" label={evidence.date} problem={problems.doneOn} />
      {way.announcesStart && (
        <DayField
          id={`${id}-announced`}
          name="announcedStart"
          label="Start day the notice gives"
          problem={problems.announcedStart}
          defaultValue={job.startOn ?? ""}
        />
      )}
      {evidence.reference && (
        <Field
          id={`${id}-reference`}
          label={`${evidence.reference.label}${evidence.reference.required ? "" : " (optional)"}`}
          problem={problems.reference}
        >
          <input
            id={`${id}-reference`}
            name="reference"
            className="field-input"
            required={evidence.reference.required}
            maxLength={200}
            {...problemProps(`${id}-reference`, problems.reference)}
          />
        </Field>
      )}
      {evidence.file && <EvidenceFileField id={`${id}-file`} file={evidence.file} problem={chosen.problem ?? problems.file} />}
      <SaveProblem error={add.error} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          {add.isPending ? "Saving…" : "Save record"}
        </button>
      </div>
    </form>
  );
}
