import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { type BoardCard, type BoardColumn, boardColumnPage, leadStatusLabels } from "../../../lib/desk";
import { formatCount } from "../../format";
import { LeadCard } from "./LeadCard";

/** Droppable ids of columns carry this prefix; card ids are lead ids. */
export const columnDropPrefix = "column:";

/**
 * One column: its name, how many cards it holds, the cards shown (in board order) and "show more"
 * when it holds more than it shows. The whole column is a drop target, so an empty one takes cards.
 */
export function BoardColumnView({
  boardId,
  column,
  cards,
  onShowMore,
}: {
  boardId: string;
  column: BoardColumn;
  cards: BoardCard[];
  onShowMore: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `${columnDropPrefix}${column.id}`, data: { columnId: column.id } });
  const headingId = `column-${column.id}`;
  const hidden = column.total - column.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-[85vw] max-w-72 shrink-0 snap-start flex-col rounded-xl border bg-slate-50 p-2 sm:w-72 dark:bg-slate-900/60 ${
        isOver ? "border-brand-500" : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <h2 id={headingId} className="flex items-baseline justify-between gap-2 px-1 pb-2 text-base">
        <span className="truncate">{column.name}</span>
        <span className="shrink-0 text-sm font-medium text-slate-600 dark:text-slate-400">
          {formatCount(column.total)}
          {column.totalCapped && "+"}
          <span className="sr-only"> {column.total === 1 ? "card" : "cards"}</span>
        </span>
      </h2>
      {column.status && (
        <p className="-mt-1 px-1 pb-2 text-xs text-slate-600 dark:text-slate-400">
          Sets status {leadStatusLabels[column.status]}
        </p>
      )}
      <SortableContext id={column.id} items={cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
        <ul aria-labelledby={headingId} className="flex min-h-16 flex-col gap-2">
          {cards.map((card) => (
            <LeadCard key={card.id} card={card} columnId={column.id} boardId={boardId} />
          ))}
        </ul>
      </SortableContext>
      {cards.length === 0 && <p className="px-1 py-2 text-sm text-slate-600 dark:text-slate-400">No cards</p>}
      {hidden > 0 && (
        <button type="button" onClick={onShowMore} className="btn-secondary mt-2 min-h-10 px-3 py-1.5 text-sm">
          Show {formatCount(Math.min(hidden, boardColumnPage.default))} more
          <span className="sr-only"> in {column.name}</span>
          <span className="font-normal text-slate-600 dark:text-slate-400">
            ({formatCount(hidden)}
            {column.totalCapped && "+"} not shown)
          </span>
        </button>
      )}
    </section>
  );
}
