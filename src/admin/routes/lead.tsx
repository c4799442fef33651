import { useParams } from "react-router-dom";
import { useLead } from "../api/leads";
import { LeadJobs } from "../components/jobs/LeadJobs";
import { LeadActions } from "../components/LeadActions";
import { LeadContact } from "../components/LeadContact";
import { LeadEditor } from "../components/LeadEditor";
import { LeadEstimates } from "../components/LeadEstimates";
import { LeadFields } from "../components/LeadFields";
import { NoteForm } from "../components/NoteForm";
import { NotLoaded } from "../components/NotLoaded";
import { PageHeader } from "../components/PageHeader";
import { PhotoGallery } from "../components/PhotoGallery";
import { Section } from "../components/Section";
import { StatusBadge } from "../components/StatusBadge";
import { LeadSource } from "../components/sources/LeadSource";
import { Timeline, Transcript } from "../components/Timeline";
import { formatDateTime } from "../format";

/**
 * /admin/leads/:id: one lead. On a phone the crew's tools come first (call, status, note), then the
 * details, photos and timeline.
 */
export function Component() {
  const { id = "" } = useParams();
  const detail = useLead(id);
  if (!detail.isSuccess) return <NotLoaded query={detail} what="the lead" notFound="Lead not found" />;
  const { lead, photos, events } = detail.data;
  return (
    <div className="grid gap-6">
      <PageHeader title={lead.name}>
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={lead.status} />
          {lead.isSpam && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
              Spam
            </span>
          )}
          <span>
            {lead.service} · received {formatDateTime(lead.createdAt)}
          </span>
        </span>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6 lg:order-2">
          <Section title="Contact">
            <LeadContact lead={lead} />
          </Section>
          <Section title="Work on this lead">
            <LeadEditor lead={lead} />
            <NoteForm leadId={lead.id} />
          </Section>
          <Section title="Actions">
            <LeadActions lead={lead} />
          </Section>
          <LeadSource leadId={lead.id} />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:order-1">
          <Section title="Details">
            <LeadFields lead={lead} />
          </Section>
          <LeadEstimates leadId={lead.id} isSpam={lead.isSpam} />
          <LeadJobs leadId={lead.id} />
          <Section title={`Photos (${photos.length})`}>
            <PhotoGallery photos={photos} />
          </Section>
          {lead.transcript && lead.transcript.length > 0 && (
            <Section title="Chat transcript">
              <Transcript entries={lead.transcript} />
            </Section>
          )}
          <Section title="Timeline">
            <Timeline events={events} source={lead.source} />
          </Section>
        </div>
      </div>
    </div>
  );
}
