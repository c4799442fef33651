import { useId, useState } from "react";
import type { EvidenceKind, Rule } from "../../../lib/compliance/rule-shape";
import { type DeskJob, jobFieldProblems, useAddRecord } from "../../api/jobs";
import { FileTooLarge, toUpload } from "../../job-files";
import { chicagoToday } from "../../job-format";
import { Field, problemProps } from "../Field";

/** What a file input offers for the kinds a requirement accepts. */
export const acceptOf = (kinds: readonly EvidenceKind[]) =>
  kinds.map((kind) => (kind === "pdf" ? "application/pdf,.pdf" : "image/*")).join(",");

export const kindsText = (kinds: readonly EvidenceKind[]) => kinds.map((kind) => (kind === "pdf" ? "PDF" : "photo")).join(" or ");

/**
 * A record of something done towards a requirement: which way it was met, the day, the reference
 * and the evidence file the rule asks for, in the rule's own words.
 */
export function RecordForm({ job, rule, onDone }: { job: DeskJob; rule: Rule; onDone: () => void }) {
  const id = useId();
  const add = useAddRecord(job.id);
  const [wayId, setWayId] = useState(rule.ways[0]?.id ?? "");
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const way = rule.ways.find((candidate) => candidate.id === wayId) ?? rule.ways[0];
  if (!way) return null;
  const server = jobFieldProblems(add.error);
  const problems: Record<string, string | undefined> = { ...server, file: fileProblem ?? server.file };
  const { evidence } = way;
  return (
    <form
      aria-label={`Record: ${rule.title}`}
      className="grid gap-3 sm:grid-cols-2"
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
      <Field id={`${id}-date`} label={evidence.date} problem={problems.doneOn}>
        <input
          id={`${id}-date`}
          name="doneOn"
          type="date"
          required
          className="field-input"
          defaultValue={chicagoToday()}
          {...problemProps(`${id}-date`, problems.doneOn)}
        />
      </Field>
      {way.announcesStart && (
        <Field id={`${id}-announced`} label="Start day the notice gives" problem={problems.announcedStart}>
          <input
            id={`${id}-announced`}
            name="announcedStart"
            type="date"
            required
            className="field-input"
            defaultValue={job.startOn ?? ""}
          />
        </Field>
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
      {evidence.file && (
        <Field
          id={`${id}-file`}
          label={`${evidence.file.label} (${kindsText(evidence.file.kinds)}${evidence.file.required ? "" : ", optional"})`}
          problem={problems.file}
        >
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={acceptOf(evidence.file.kinds)}
            required={evidence.file.required}
            className="field-input"
            {...problemProps(`${id}-file`, problems.file)}
          />
        </Field>
      )}
      {add.error instanceof Error && Object.keys(jobFieldProblems(add.error)).length === 0 && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-300">
          {add.error.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          {add.isPending ? "Saving…" : "Save record"}
        </button>
      </div>
    </form>
  );
}
