import { ArrowRightLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { BoardCard } from "../../../lib/desk";
import { useBoards, useMoveToBoard } from "../../api/boards";

/**
 * A card's way to another board: pick a column of any other board and the card goes on top of it.
 * Shown only when there is another board.
 */
export function MoveToBoard({ card, boardId }: { card: BoardCard; boardId: string }) {
  const boards = useBoards();
  const move = useMoveToBoard();
  const [open, setOpen] = useState(false);
  const others = boards.data?.boards.filter((board) => board.id !== boardId && board.columns.length > 0) ?? [];
  if (others.length === 0) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [targetBoard, toColumnId] = String(new FormData(event.currentTarget).get("target") ?? "").split("\n");
    if (!targetBoard || !toColumnId) return;
    move.mutate(
      { boardId: targetBoard, leadId: card.id, version: card.version, toColumnId, leadName: card.name },
      { onSuccess: () => setOpen(false) },
    );
  };
  const selectId = `move-to-board-${card.id}`;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md px-1 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <ArrowRightLeft aria-hidden="true" className="size-3.5" />
        Other board<span className="sr-only"> for {card.name}</span>
      </button>
      {open && (
        <form onSubmit={submit} className="mt-1 flex gap-1">
          <label htmlFor={selectId} className="sr-only">
            Board and column for {card.name}
          </label>
          <select id={selectId} name="target" className="field-input min-h-9 py-1 text-sm">
            {others.map((board) => (
              <optgroup key={board.id} label={board.name}>
                {board.columns.map((column) => (
                  <option key={column.id} value={`${board.id}\n${column.id}`}>
                    {board.name}: {column.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="submit" disabled={move.isPending} className="btn-secondary min-h-9 px-2 py-1 text-sm">
            Move
          </button>
        </form>
      )}
    </div>
  );
}
