import type { JobFile } from "../../../lib/job-desk";
import { formatBytes } from "../../format";

/**
 * A stored file of the job: a link while its stored copy is intact, a warning instead when it is
 * missing or altered (the Worker would refuse it, and the record it proves no longer counts).
 */
export function FileLink({ file }: { file: JobFile }) {
  if (file.state !== "stored")
    return (
      <p role="status" className="text-sm font-semibold text-red-800 dark:text-red-300">
        ⚠ {file.originalName}: the stored copy is{" "}
        {file.state === "missing" ? "missing" : "altered (it does not match what was stored)"}. Upload the document again.
      </p>
    );
  return (
    <a
      href={file.url}
      className="text-sm font-medium text-brand-800 underline underline-offset-2 dark:text-brand-200"
      {...(file.kind === "photo" ? { target: "_blank", rel: "noreferrer" } : {})}
    >
      {file.originalName} ({file.kind === "pdf" ? "PDF, downloads" : "photo"}, {formatBytes(file.sizeBytes)})
    </a>
  );
}
