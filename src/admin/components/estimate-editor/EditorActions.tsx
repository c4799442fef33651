import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/ui/toast";
import type { EstimateDetail } from "../../../lib/estimate-desk";
import { estimatePdfUrl, useDeleteEstimate } from "../../api/estimates";
import { ConfirmDialog } from "../Dialog";
import { type EstimateDraftState, editorIds } from "./useEstimateDraft";

/** Whether everything is saved, why nothing was, and the draft's actions: save, send, preview, delete. */
export function EditorActions({
  estimate,
  draft,
  onSend,
}: {
  estimate: EstimateDetail;
  draft: EstimateDraftState;
  onSend: (prepare: () => Promise<number | null>) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteEstimate(estimate.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <div className="grid gap-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {draft.saving ? "Saving…" : draft.dirty ? "Unsaved changes." : "All changes saved."}
      </p>
      {draft.keptNote && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          Your edits are kept. Saving now replaces the other changes.
        </p>
      )}
      {draft.summary && (
        <p
          id={editorIds.summary}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {draft.summary}
        </p>
      )}
      <button id={editorIds.save} type="submit" className="btn-primary" disabled={draft.saving}>
        {draft.saving ? "Saving…" : "Save draft"}
      </button>
      <button
        type="button"
        className="btn-secondary"
        disabled={estimate.approvedRevision !== null}
        title={
          estimate.approvedRevision
            ? `${estimate.approvedRevision.number} was approved: this revision cannot be sent.`
            : undefined
        }
        onClick={() => onSend(async () => (draft.dirty || draft.conflict ? draft.saveNow() : draft.version))}
      >
        Send…
      </button>
      <a href={estimatePdfUrl(estimate.id)} target="_blank" rel="noreferrer" className="btn-secondary">
        Preview PDF
      </a>
      <button type="button" className="btn-secondary text-red-800 dark:text-red-300" onClick={() => setConfirmDelete(true)}>
        Delete draft
      </button>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete ${estimate.number}?`}
        confirmLabel="Delete draft"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(draft.version, {
            onSuccess: () => {
              draft.forget();
              toast.success({ title: "Draft deleted", description: `${estimate.number} was deleted.` });
              navigate(`/admin/leads/${estimate.leadId}`);
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
      >
        <p>The draft and its lines are deleted. Its number is not given out again. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
