import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Camera, GripVertical } from "lucide-react";
import { Link } from "react-router-dom";
import { type BoardCard, type LeadPriority, leadPriorityLabels } from "../../../lib/desk";
import { formatDateTime } from "../../format";
import { MoveToBoard } from "./MoveToBoard";

const priorityStyles: Record<LeadPriority, string> = {
  high: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  normal: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  low: "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
};

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto", style: "short" });
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "3 days ago", "2 hr. ago": how long the lead has waited. */
export function ageOf(createdAt: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(createdAt));
  for (const [unit, ms] of steps) if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  return "just now";
}

/** What a card shows: name (the lead's page), service, city, age, photos and priority. */
export function LeadCardBody({ card }: { card: BoardCard }) {
  return (
    <div className="min-w-0 flex-1">
      <Link
        to={`/admin/leads/${card.id}`}
        className="block truncate font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white"
      >
        {card.name}
      </Link>
      <p className="truncate text-sm text-slate-700 dark:text-slate-300">
        {card.service}
        {card.city ? ` · ${card.city}` : ""}
      </p>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={card.createdAt} title={formatDateTime(card.createdAt)}>
          {ageOf(card.createdAt)}
        </time>
        {card.photoCount > 0 && (
          <span className="inline-flex items-center gap-1">
            <Camera aria-hidden="true" className="size-3.5" />
            {card.photoCount}
            <span className="sr-only">{card.photoCount === 1 ? "photo" : "photos"}</span>
          </span>
        )}
        <span className={`rounded-full px-2 py-0.5 font-semibold ${priorityStyles[card.priority]}`}>
          {leadPriorityLabels[card.priority]} priority
        </span>
      </p>
    </div>
  );
}

const cardFrame = "flex gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-sm dark:border-slate-700 dark:bg-slate-900";

/**
 * A card on the board. A mouse or a finger drags it from anywhere; the keyboard picks it up with
 * Space or Enter on its handle (the button named "Move …"), so the name stays an ordinary link.
 */
export function LeadCard({ card, columnId, boardId }: { card: BoardCard; columnId: string; boardId: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { columnId },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${cardFrame} touch-manipulation ${isDragging ? "opacity-40" : ""}`}
      data-card={card.id}
      {...listeners}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        aria-label={`Move ${card.name}`}
        className="-my-1 -ml-1 flex w-8 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="min-w-0 flex-1">
        <LeadCardBody card={card} />
        <MoveToBoard card={card} boardId={boardId} />
      </div>
    </li>
  );
}

/** The card under the pointer while it is dragged (DragOverlay). */
export function LeadCardOverlay({ card }: { card: BoardCard }) {
  return (
    <div className={`${cardFrame} cursor-grabbing shadow-lg ring-2 ring-brand-500`}>
      <span className="flex w-8 shrink-0 items-center justify-center text-slate-500">
        <GripVertical aria-hidden="true" className="size-4" />
      </span>
      <LeadCardBody card={card} />
    </div>
  );
}
