import { ArrowLeft, ArrowRight, Trash2 } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/ui/toast";
import { type Board, type BoardColumn, boardLimits, type LeadStatus, leadStatuses, leadStatusLabels } from "../../../lib/desk";
import { useBoardAdmin, useCreateBoard } from "../../api/boards";
import { Field } from "../Field";

const textOf = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "").trim();
const statusOf = (value: string): LeadStatus | null => (value === "" ? null : (value as LeadStatus));

function StatusSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: LeadStatus | null;
  onChange?: (status: LeadStatus | null) => void;
}) {
  return (
    <select
      id={id}
      name="status"
      defaultValue={value ?? ""}
      onChange={onChange && ((event) => onChange(statusOf(event.target.value)))}
      className="field-input"
    >
      <option value="">No status</option>
      {leadStatuses.map((status) => (
        <option key={status} value={status}>
          Sets {leadStatusLabels[status]}
        </option>
      ))}
    </select>
  );
}

const smallButton = "btn-secondary min-h-11 px-3 py-1.5 text-sm";

function ColumnRow({ board, column, index }: { board: Board; column: BoardColumn; index: number }) {
  const admin = useBoardAdmin(board.id);
  const ids = board.columns.map((candidate) => candidate.id);
  const moveTo = (target: number) => {
    const order = ids.filter((id) => id !== column.id);
    order.splice(target, 0, column.id);
    admin.reorderColumns.mutate(order);
  };
  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = textOf(event.currentTarget, "name");
    if (name !== column.name) admin.changeColumn.mutate({ id: column.id, name });
  };
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end dark:border-slate-700">
      <form onSubmit={rename} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`name-${column.id}`} className="field-label">
            Column {index + 1} name
          </label>
          <input
            id={`name-${column.id}`}
            name="name"
            defaultValue={column.name}
            required
            maxLength={boardLimits.nameChars}
            className="field-input"
          />
        </div>
        <button type="submit" className={smallButton}>
          Rename
        </button>
      </form>
      <div>
        <label htmlFor={`status-${column.id}`} className="field-label">
          Status it sets
        </label>
        <StatusSelect
          id={`status-${column.id}`}
          value={column.status}
          onChange={(status) => admin.changeColumn.mutate({ id: column.id, status })}
        />
      </div>
      <div className="flex gap-2">
        <button type="button" className={smallButton} disabled={index === 0} onClick={() => moveTo(index - 1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <span className="sr-only">Move {column.name} left</span>
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === board.columns.length - 1}
          onClick={() => moveTo(index + 1)}
        >
          <ArrowRight aria-hidden="true" className="size-4" />
          <span className="sr-only">Move {column.name} right</span>
        </button>
        <button type="button" className={smallButton} onClick={() => admin.removeColumn.mutate(column.id)}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Remove {column.name}</span>
        </button>
      </div>
    </li>
  );
}

/** Admins only: rename the board, and add, rename, reorder and remove its columns; create a new board. */
export function BoardSettings({ board }: { board: Board }) {
  const admin = useBoardAdmin(board.id);
  const create = useCreateBoard();
  const navigate = useNavigate();
  const toast = useToast();

  const renameBoard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    admin.rename.mutate(textOf(event.currentTarget, "name"));
  };
  const addColumn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    admin.addColumn.mutate(
      { name: textOf(form, "name"), status: statusOf(textOf(form, "status")) },
      { onSuccess: () => form.reset() },
    );
  };
  const createBoard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const columns = textOf(form, "columns")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => ({ name }));
    create.mutate(
      { name: textOf(form, "name"), columns },
      {
        onSuccess: ({ board: created }) => {
          toast.success({ title: "Board created", description: `${created.name} is ready.` });
          navigate(`/admin/kanban/${created.id}`);
        },
      },
    );
  };

  return (
    <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">Edit boards (admins)</summary>
      <div className="mt-3 grid gap-6">
        <form onSubmit={renameBoard} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="board-name" className="field-label">
              Board name
            </label>
            <input
              id="board-name"
              name="name"
              defaultValue={board.name}
              required
              maxLength={boardLimits.nameChars}
              className="field-input"
            />
          </div>
          <button type="submit" className={smallButton}>
            Rename board
          </button>
        </form>

        <div>
          <h2 className="text-lg">Columns</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            A column that still holds cards can be removed once they have moved.
          </p>
          <ol className="mt-2 grid gap-2">
            {board.columns.map((column, index) => (
              <ColumnRow key={`${column.id}-${column.name}-${column.status}`} board={board} column={column} index={index} />
            ))}
          </ol>
        </div>

        <form onSubmit={addColumn} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <Field id={"new-column-name"} label="New column">
            <input id="new-column-name" name="name" required maxLength={boardLimits.nameChars} className="field-input" />
          </Field>
          <Field id={"new-column-status"} label="Status it sets">
            <StatusSelect id="new-column-status" value={null} />
          </Field>
          <button type="submit" className={smallButton}>
            Add column
          </button>
        </form>

        <form onSubmit={createBoard} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field id={"create-board-name"} label="New board">
            <input id="create-board-name" name="name" required maxLength={boardLimits.nameChars} className="field-input" />
          </Field>
          <Field id={"create-board-columns"} label="Its columns, separated by commas">
            <input
              id="create-board-columns"
              name="columns"
              required
              defaultValue="To do, In progress, Done"
              className="field-input"
            />
          </Field>
          <button type="submit" className={smallButton}>
            Create board
          </button>
        </form>
      </div>
    </details>
  );
}
