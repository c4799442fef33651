import { useState } from "react";
import type { Evidence, EvidenceKind } from "../../../lib/compliance/rule-shape";
import { jobFieldProblems } from "../../api/jobs";
import { FileTooLarge, toUpload, type Upload } from "../../job-files";
import { chicagoToday } from "../../job-format";
import { Field, problemProps } from "../Field";

/** What the job's forms share: the day and the evidence file a compliance record needs, and a refusal that names no field. */

const acceptOf = (kinds: readonly EvidenceKind[]) =>
  kinds.map((kind) => (kind === "pdf" ? "application/pdf,.pdf" : "image/*")).join(",");

const kindsText = (kinds: readonly EvidenceKind[]) => kinds.map((kind) => (kind === "pdf" ? "PDF" : "photo")).join(" or ");

/** A day the record needs, today unless given another. */
export function DayField({
  id,
  name,
  label,
  problem,
  defaultValue = chicagoToday(),
}: {
  id: string;
  name: string;
  label: string;
  problem: string | undefined;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label} problem={problem}>
      <input
        id={id}
        name={name}
        type="date"
        required
        className="field-input"
        defaultValue={defaultValue}
        {...problemProps(id, problem)}
      />
    </Field>
  );
}

/** The evidence file a rule asks for (input name "file"), labelled in the rule's words with the kinds it takes. */
export function EvidenceFileField({
  id,
  file,
  problem,
}: {
  id: string;
  file: NonNullable<Evidence["file"]>;
  problem: string | undefined;
}) {
  return (
    <Field id={id} label={`${file.label} (${kindsText(file.kinds)}${file.required ? "" : ", optional"})`} problem={problem}>
      <input
        id={id}
        name="file"
        type="file"
        accept={acceptOf(file.kinds)}
        required={file.required}
        className="field-input"
        {...problemProps(id, problem)}
      />
    </Field>
  );
}

/**
 * The file chosen in a form's "file" input, read to send. `read` answers null when none was chosen,
 * undefined when it could not be read (`problem` then says why, to show beside the input).
 */
export function useChosenFile() {
  const [problem, setProblem] = useState<string | undefined>();
  const read = async (form: FormData): Promise<Upload | null | undefined> => {
    setProblem(undefined);
    const chosen = form.get("file");
    if (!(chosen instanceof File) || chosen.size === 0) return null;
    try {
      return await toUpload(chosen);
    } catch (error) {
      setProblem(error instanceof FileTooLarge ? error.message : "The file could not be read. Choose it again.");
      return undefined;
    }
  };
  return { problem, read };
}

/** A refusal of the save that names no field (those are said beside their fields). */
export function SaveProblem({ error, className = "" }: { error: unknown; className?: string }) {
  if (!(error instanceof Error) || Object.keys(jobFieldProblems(error)).length > 0) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 dark:text-red-300 ${className}`.trim()}>
      {error.message}
    </p>
  );
}
