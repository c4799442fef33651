import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  addDays,
  type CalendarEvent,
  type EventKind,
  type EventVisibility,
  eventKindLabels,
  eventKinds,
} from "../../../lib/calendar";
import { problemText } from "../../api/client";
import { AssigneeField, ChoiceField, Field } from "../Field";
import { allDayBounds, allDayDays, type EventDraft, fromLocalInput, toLocalInput } from "./api";

/** What the dialog edits: an existing event, or a new one from a selected time range. */
export type EventDialogSubject = { event: CalendarEvent } | { draft: Pick<EventDraft, "startsAt" | "endsAt" | "allDay"> };

type Props = {
  subject: EventDialogSubject | null;
  onSave: (draft: EventDraft, event: CalendarEvent | null) => Promise<void>;
  onDelete: (event: CalendarEvent) => Promise<void>;
  onClose: () => void;
};

const visibilityChoices = [
  { value: "staff", label: "Staff only" },
  { value: "public", label: "Public calendar" },
];

/**
 * Create or edit one event in a modal <dialog> (focus is trapped and Escape closes it natively).
 * Errors from the server are shown in the dialog and nothing typed is lost.
 */
export function EventDialog({ subject, onSave, onDelete, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const event = subject && "event" in subject ? subject.event : null;
  const initial = event ?? (subject && "draft" in subject ? subject.draft : null);
  const [allDay, setAllDay] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (subject && !element.open) element.showModal();
    if (!subject && element.open) element.close();
    setError(null);
    setAllDay(subject ? ("event" in subject ? subject.event.allDay : subject.draft.allDay) : false);
  }, [subject]);

  if (!initial) return <dialog ref={dialog} aria-labelledby={`${id}-title`} onClose={onClose} />;

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const form = new FormData(formEvent.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const times = allDay
      ? allDayBounds(text("startsAt"), addDays(text("endsAt"), 1))
      : { startsAt: fromLocalInput(text("startsAt")), endsAt: fromLocalInput(text("endsAt")) };
    const draft: EventDraft = {
      title: text("title"),
      description: text("description") || null,
      location: text("location") || null,
      kind: text("kind") as EventKind,
      visibility: text("visibility") as EventVisibility,
      assignee: text("assignee") || null,
      allDay,
      ...times,
    };
    setBusy(true);
    try {
      await onSave(draft, event);
    } catch (problem) {
      setError(problemText(problem));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!event || !window.confirm(`Delete “${event.title}”?`)) return;
    setBusy(true);
    try {
      await onDelete(event);
    } catch (problem) {
      setError(problemText(problem));
    } finally {
      setBusy(false);
    }
  };

  const field = "field-input";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={submit} className="grid gap-4 p-6">
        <h2 id={`${id}-title`} className="text-xl">
          {event ? "Edit event" : "New event"}
        </h2>
        {event?.leadId && (
          <p className="text-sm">
            Linked lead:{" "}
            <a className="font-semibold text-brand-700 underline dark:text-brand-300" href={`/admin/leads/${event.leadId}`}>
              {event.leadName ?? event.leadId}
            </a>
          </p>
        )}
        <Field id={`${id}-title-input`} label="Title">
          <input
            id={`${id}-title-input`}
            name="title"
            required
            maxLength={200}
            defaultValue={event?.title ?? ""}
            className={field}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            id={`${id}-kind`}
            label="Kind"
            name="kind"
            defaultValue={event?.kind ?? "job"}
            choices={eventKinds.map((kind) => ({ value: kind, label: eventKindLabels[kind] }))}
          />
          <ChoiceField
            id={`${id}-visibility`}
            label="Shown to"
            name="visibility"
            defaultValue={event?.visibility ?? "staff"}
            choices={visibilityChoices}
          />
          <Field id={`${id}-start`} label={allDay ? "First day" : "Starts"}>
            <input
              key={allDay ? "day" : "time"}
              id={`${id}-start`}
              name="startsAt"
              type={allDay ? "date" : "datetime-local"}
              required
              defaultValue={allDay ? allDayDays(initial).first : toLocalInput(initial.startsAt)}
              className={field}
            />
          </Field>
          <Field id={`${id}-end`} label={allDay ? "Last day" : "Ends"}>
            <input
              key={allDay ? "day" : "time"}
              id={`${id}-end`}
              name="endsAt"
              type={allDay ? "date" : "datetime-local"}
              required
              defaultValue={allDay ? allDayDays(initial).last : toLocalInput(initial.endsAt)}
              className={field}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={allDay} onChange={(change) => setAllDay(change.target.checked)} className="size-5" />
          All day
        </label>
        <AssigneeField id={`${id}-assignee`} label="Assigned to" current={event?.assignee} />
        <Field id={`${id}-location`} label="Location">
          <input id={`${id}-location`} name="location" maxLength={200} defaultValue={event?.location ?? ""} className={field} />
        </Field>
        <Field id={`${id}-description`} label="Description">
          <textarea
            id={`${id}-description`}
            name="description"
            rows={3}
            defaultValue={event?.description ?? ""}
            className={field}
          />
        </Field>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          {event && (
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="btn-secondary mr-auto text-red-800 dark:text-red-300"
            >
              Delete
            </button>
          )}
          <button type="button" onClick={() => dialog.current?.close()} className="btn-secondary">
            Cancel
          </button>
          <button type="submit" disabled={busy} className="btn-primary">
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
