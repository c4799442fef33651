import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Board, BoardCard } from "../../../lib/desk";
import { useMoveCard } from "../../api/boards";
import { BoardColumnView, columnDropPrefix } from "./BoardColumnView";
import { LeadCardOverlay } from "./LeadCard";

/** Card ids per column id, in the order shown. */
type Arrangement = Record<string, string[]>;

const arrangementOf = (board: Board): Arrangement =>
  Object.fromEntries(board.columns.map((column) => [column.id, column.cards.map((card) => card.id)]));

const columnOf = (arrangement: Arrangement, id: UniqueIdentifier): string | undefined => {
  const text = String(id);
  if (text.startsWith(columnDropPrefix)) return text.slice(columnDropPrefix.length);
  return Object.keys(arrangement).find((columnId) => arrangement[columnId]?.includes(text));
};

/**
 * What a card is over: what the pointer is in (mouse and touch), else the nearest corners (the
 * keyboard, which has no pointer). Corners alone misjudge a drop into a short list once another
 * column is long (a tall column's far corners lose to a card next door).
 */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCorners(args);
};

const screenReaderInstructions = {
  draggable:
    "To move a card, press Space or Enter on its Move button. Use the left and right arrow keys to go to another column and the up and down arrow keys to change its place in the column. Press Space or Enter to drop it, or Escape to cancel.",
};

/**
 * The board's columns and cards with drag and drop by mouse, touch and keyboard. While a card is
 * dragged, the board shows a local arrangement (the card moves between columns as it goes); on
 * drop the move is sent with the cards it landed between, and the cached board changes at once.
 */
export function KanbanBoard({
  board,
  limits,
  onShowMore,
}: {
  board: Board;
  limits: Record<string, number>;
  onShowMore: (columnId: string) => void;
}) {
  const move = useMoveCard(board.id, limits);
  const [arrangement, setArrangement] = useState<Arrangement | null>(null);
  const [active, setActive] = useState<{ card: BoardCard; fromColumn: string; fromIndex: number } | null>(null);
  const latest = useRef<Arrangement>({});
  latest.current = arrangement ?? arrangementOf(board);

  // After a drop, the local arrangement stays until the cached board (now showing the move, or
  // the board as it was if the move was refused) replaces it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever a new board arrives
  useEffect(() => {
    if (!active) setArrangement(null);
  }, [board]);

  const cards = useMemo(() => new Map(board.columns.flatMap((column) => column.cards.map((card) => [card.id, card]))), [board]);
  const columnNames = useMemo(() => new Map(board.columns.map((column) => [column.id, column.name])), [board]);
  const shown = arrangement ?? arrangementOf(board);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press picks a card up on a touch screen, so a swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => cards.get(String(id))?.name ?? "The card";
  const placeOf = (id: UniqueIdentifier) => {
    const columnId = columnOf(latest.current, id);
    const ids = columnId ? (latest.current[columnId] ?? []) : [];
    return columnId ? `${columnNames.get(columnId)}, place ${ids.indexOf(String(id)) + 1} of ${ids.length}` : "no column";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} in ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${placeOf(over.id)}.` : `${nameOf(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped in ${placeOf(active.id)}.` : `${nameOf(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It stays where it was.`,
  };

  function onDragStart({ active: dragged }: DragStartEvent) {
    const current = arrangementOf(board);
    const fromColumn = columnOf(current, dragged.id);
    const card = cards.get(String(dragged.id));
    if (!fromColumn || !card) return;
    setArrangement(current);
    setActive({ card, fromColumn, fromIndex: current[fromColumn]?.indexOf(card.id) ?? 0 });
  }

  // Into another column: the card joins it above or below the card it is over, or at the end.
  function onDragOver({ active: dragged, over }: DragOverEvent) {
    if (!over) return;
    setArrangement((current) => {
      if (!current) return current;
      const from = columnOf(current, dragged.id);
      const to = columnOf(current, over.id);
      if (!from || !to || from === to) return current;
      const target = [...(current[to] ?? [])];
      const overIndex = target.indexOf(String(over.id));
      const draggedRect = dragged.rect.current.translated;
      const below = draggedRect !== null && draggedRect.top > over.rect.top + over.rect.height / 2;
      target.splice(overIndex < 0 ? target.length : overIndex + (below ? 1 : 0), 0, String(dragged.id));
      return { ...current, [from]: (current[from] ?? []).filter((id) => id !== dragged.id), [to]: target };
    });
  }

  function onDragEnd({ active: dragged, over }: DragEndEvent) {
    const moving = active;
    setActive(null);
    const current = latest.current;
    const to = columnOf(current, dragged.id);
    if (!moving || !over || !to) {
      setArrangement(null);
      return;
    }
    let ids = current[to] ?? [];
    const overIndex = ids.indexOf(String(over.id));
    const index = ids.indexOf(moving.card.id);
    if (overIndex >= 0 && overIndex !== index) ids = arrayMove(ids, index, overIndex);
    const finalIndex = ids.indexOf(moving.card.id);
    if (to === moving.fromColumn && finalIndex === moving.fromIndex) {
      setArrangement(null);
      return;
    }
    setArrangement({ ...current, [to]: ids });
    const afterId = ids[finalIndex - 1];
    const beforeId = afterId === undefined ? ids[finalIndex + 1] : undefined;
    move.mutate({
      leadId: moving.card.id,
      version: moving.card.version,
      toColumnId: to,
      ...(afterId !== undefined ? { afterId } : {}),
      ...(beforeId !== undefined ? { beforeId } : {}),
      index: finalIndex,
      leadName: moving.card.name,
    });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        setArrangement(null);
      }}
    >
      {/* contain: paint keeps Chromium's mobile layout viewport from widening to the columns' full width. */}
      <div className="-mx-4 flex snap-x items-start gap-3 overflow-x-auto px-4 pb-4 [contain:paint] sm:mx-0 sm:px-0">
        {board.columns.map((column) => (
          <BoardColumnView
            key={column.id}
            boardId={board.id}
            column={column}
            cards={(shown[column.id] ?? []).flatMap((id) => cards.get(id) ?? [])}
            onShowMore={() => onShowMore(column.id)}
          />
        ))}
      </div>
      <DragOverlay>{active ? <LeadCardOverlay card={active.card} /> : null}</DragOverlay>
    </DndContext>
  );
}
