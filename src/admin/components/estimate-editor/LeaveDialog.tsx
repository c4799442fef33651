import { useNavigate } from "react-router-dom";
import { Dialog } from "../Dialog";
import type { EstimateDraftState } from "./useEstimateDraft";

/**
 * Asked when staff leave the editor through the desk (a link, the back button) with changes not
 * saved: save them and go, go without them, or stay. A save that fails keeps them here, with the
 * editor saying why and its focus on the first problem.
 */
export function LeaveDialog({ number, draft }: { number: string; draft: EstimateDraftState }) {
  const navigate = useNavigate();
  const { leaving } = draft;
  const stay = () => leaving.reset?.();
  const saveAndGo = async () => {
    const to = leaving.location;
    stay();
    if (to && (await draft.saveNow()) !== null) navigate({ pathname: to.pathname, search: to.search, hash: to.hash });
  };
  return (
    <Dialog open={leaving.state === "blocked"} onClose={stay} title="Leave without saving?">
      <p>Your changes to {number} are not saved yet. If you leave now, they are lost.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void saveAndGo()}>
          Save and leave
        </button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={() => leaving.proceed?.()}>
          Leave without saving
        </button>
        <button type="button" className="btn-secondary" onClick={stay}>
          Stay
        </button>
      </div>
    </Dialog>
  );
}
