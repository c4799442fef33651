import { Link } from "react-router-dom";
import { useJobList } from "../../api/jobs";
import { Failed, Pending, Section } from "../Section";
import { JobRow } from "./JobRow";

/** A lead's jobs (one per approved estimate). Shown only once the lead has one. */
export function LeadJobs({ leadId }: { leadId: string }) {
  const list = useJobList({ leadId });
  const jobs = list.data?.pages.flatMap((page) => page.jobs) ?? [];
  if (list.isSuccess && jobs.length === 0) return null;
  return (
    <Section title={`Jobs${list.data ? ` (${jobs.length})` : ""}`}>
      {list.isPending ? (
        <Pending what="jobs" />
      ) : list.isError ? (
        <Failed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <ul aria-label="Jobs for this lead" className="grid gap-2">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} today={list.data.pages[0]?.today ?? ""} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The link from an approved estimate to its job. */
export function EstimateJobLink({ leadId, estimateIds }: { leadId: string; estimateIds: string[] }) {
  const list = useJobList({ leadId });
  const job = list.data?.pages
    .flatMap((page) => page.jobs)
    .find((candidate) => candidate.estimateId && estimateIds.includes(candidate.estimateId));
  if (!job) return null;
  return (
    <Link to={`/admin/jobs/${job.id}`} className="btn-secondary">
      Job {job.number}
    </Link>
  );
}
