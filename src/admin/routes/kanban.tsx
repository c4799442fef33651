import { useState } from "react";
import { NavLink, useParams } from "react-router-dom";
import { boardColumnPage, boardDeskMessages, defaultBoardId } from "../../lib/desk";
import { useBoard, useBoards } from "../api/boards";
import { DeskError } from "../api/client";
import { useIsAdmin } from "../api/me";
import { BoardSettings } from "../components/board/BoardSettings";
import { KanbanBoard } from "../components/board/KanbanBoard";
import { NotFound } from "../components/NotFound";
import { PageHeader } from "../components/PageHeader";
import { formatCount } from "../format";

/** The other boards, as links; the one shown is marked current. */
function BoardSwitcher() {
  const boards = useBoards();
  if (!boards.data || boards.data.boards.length < 2) return null;
  return (
    <nav aria-label="Boards">
      <ul className="flex flex-wrap gap-2">
        {boards.data.boards.map((board) => (
          <li key={board.id}>
            <NavLink
              to={`/admin/kanban/${board.id}`}
              end
              className="btn-secondary min-h-11 px-3 py-1.5 text-sm aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 dark:aria-[current=page]:border-brand-400 dark:aria-[current=page]:bg-brand-950"
            >
              {board.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BoardScreen({ boardId }: { boardId: string }) {
  const [limits, setLimits] = useState<Record<string, number>>({});
  const board = useBoard(boardId, limits);
  const isAdmin = useIsAdmin();

  if (!board.data) {
    if (board.error instanceof DeskError && board.error.status === 404)
      return <NotFound title="Board not found" message={boardDeskMessages.notFound} />;
    if (board.isError)
      return (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {board.error.message}
        </p>
      );
    return <p className="text-slate-600 dark:text-slate-400">Loading the board…</p>;
  }

  const cards = board.data.columns.reduce((sum, column) => sum + column.total, 0);
  const more = board.data.columns.some((column) => column.totalCapped) ? "+" : "";
  const showMore = (columnId: string) =>
    setLimits((current) => ({
      ...current,
      [columnId]: (current[columnId] ?? boardColumnPage.default) + boardColumnPage.default,
    }));
  return (
    <section aria-labelledby="page-title" className="grid grid-cols-1 gap-4">
      <PageHeader title={board.data.name} actions={<BoardSwitcher />}>
        {formatCount(cards)}
        {more} {cards === 1 ? "lead" : "leads"}. Drag a card to another column, or use its Move button with the keyboard. Other
        people's moves show up within seconds.
      </PageHeader>
      {board.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The board could not be refreshed: {board.error.message}
        </p>
      )}
      {isAdmin && <BoardSettings board={board.data} />}
      <KanbanBoard board={board.data} limits={limits} onShowMore={showMore} />
    </section>
  );
}

/** /admin/kanban (the pipeline) and /admin/kanban/{id}. */
export function Component() {
  const { id = defaultBoardId } = useParams();
  // A board of its own per id: "show more" limits do not carry over to another board.
  return <BoardScreen key={id} boardId={id} />;
}
