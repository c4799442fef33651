import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../components/ui/toast";
import type { LeadDetail } from "../../lib/desk";
import { leadKeys, useDeleteLead, useRetryForward, useSetSpam } from "../api/leads";
import { useIsAdmin } from "../api/me";
import { ScheduleInspection } from "./calendar/ScheduleInspection";
import { ConfirmDialog } from "./Dialog";

function DeleteLead({ lead }: { lead: LeadDetail }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLead(lead.id);
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <>
      <button
        type="button"
        className="btn border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950"
        onClick={() => setConfirming(true)}
      >
        Delete permanently
      </button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${lead.name}'s lead?`}
        confirmLabel={remove.isPending ? "Deleting…" : "Delete for good"}
        cancelLabel="Keep the lead"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success({ title: "Lead deleted", description: "The lead and its photos are gone." });
              navigate("/admin/leads");
            },
          })
        }
      >
        <p>
          The lead, its timeline and its photos are deleted for good. Use this for a customer's privacy request; it cannot be
          undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * What staff can do to a lead besides editing it: schedule the inspection, spam or not spam, retry
 * forwarding, and (admins) delete it.
 */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  const queryClient = useQueryClient();
  const isAdmin = useIsAdmin();
  const setSpam = useSetSpam(lead.id);
  const retry = useRetryForward(lead.id);
  const canRetry = !lead.isSpam && (lead.forwardStatus === "failed" || lead.forwardStatus === "pending");
  return (
    <div className="grid gap-4">
      {!lead.isSpam && (
        <ScheduleInspection
          leadId={lead.id}
          leadVersion={lead.version}
          assignee={lead.assignee}
          onScheduled={() => {
            void queryClient.invalidateQueries({ queryKey: leadKeys.all });
            void queryClient.invalidateQueries({ queryKey: ["boards"] });
          }}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={setSpam.isPending} onClick={() => setSpam.mutate(!lead.isSpam)}>
          {lead.isSpam ? "Not spam" : "Mark as spam"}
        </button>
        {canRetry && (
          <button type="button" className="btn-secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
            Retry forwarding
          </button>
        )}
        {isAdmin && <DeleteLead lead={lead} />}
      </div>
    </div>
  );
}
