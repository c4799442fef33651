import FullCalendar, { type CalendarRef, type EventInput } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/ui/toast";
import { useTheme } from "../../../components/ui/useTheme";
import { type CalendarEvent, chicagoDate, eventKindLabels } from "../../../lib/calendar";
import { problemText } from "../../api/client";
import { allDayBounds, calendarApi, type EventDraft } from "./api";
import { EventDialog, type EventDialogSubject } from "./EventDialog";

const kindColors: Record<CalendarEvent["kind"], string> = {
  inspection: "#0f766e",
  job: "#1d4ed8",
  community: "#7c3aed",
  closure: "#b91c1c",
};

// FullCalendar draws in the browser's zone; naming another zone would need a time-zone plugin.
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every event in month, week and day views. Drag moves an event, dragging its end resizes it,
 * selecting a range creates one, clicking opens it. A change the server refuses (a stale version)
 * is undone on screen and explained. Two events of one staff member at once are marked.
 */
export function DeskCalendar() {
  const calendar = useRef<CalendarRef>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const [subject, setSubject] = useState<EventDialogSubject | null>(null);
  const [conflictCount, setConflictCount] = useState(0);
  const theme = useTheme();
  // A phone shows one day at a time; wider screens a week.
  const [initialView] = useState(() => (window.matchMedia("(min-width: 768px)").matches ? "timeGridWeek" : "timeGridDay"));
  const reload = () => calendar.current?.getApi().refetchEvents();

  const loadEvents = useCallback(async (range: { start: Date; end: Date }): Promise<EventInput[]> => {
    const { events, conflicts } = await calendarApi.events(range.start.toISOString(), range.end.toISOString());
    const conflicting = new Set(conflicts);
    setConflictCount(conflicting.size);
    return events.map((event) => ({
      id: event.id,
      title: `${conflicting.has(event.id) ? "⚠ Conflict: " : ""}${event.title}${event.visibility === "public" ? " (public)" : ""}`,
      // All-day events as Chicago dates, so every browser shows them on the same days.
      start: event.allDay ? chicagoDate(event.startsAt) : event.startsAt,
      end: event.allDay ? chicagoDate(event.endsAt) : event.endsAt,
      allDay: event.allDay,
      color: conflicting.has(event.id) ? "#b45309" : kindColors[event.kind],
      // A job's days move with the job's dates, on its page.
      editable: event.jobId === null,
      extendedProps: { event, conflict: conflicting.has(event.id) },
    }));
  }, []);

  /** A drag or resize: send the new times with the version it was made against. */
  const move = async (info: {
    event: {
      start: Date | null;
      end: Date | null;
      startStr: string;
      endStr: string;
      allDay: boolean;
      extendedProps: Record<string, unknown>;
    };
    revert: () => void;
  }) => {
    const original = info.event.extendedProps.event as CalendarEvent;
    const start = info.event.start ?? new Date(original.startsAt);
    const end = info.event.end ?? new Date(start.getTime() + (Date.parse(original.endsAt) - Date.parse(original.startsAt)));
    const times = info.event.allDay
      ? allDayBounds(info.event.startStr.slice(0, 10), info.event.endStr.slice(0, 10))
      : { startsAt: start.toISOString(), endsAt: end.toISOString() };
    try {
      await calendarApi.update(original.id, original.version, { ...times, allDay: info.event.allDay });
      toast.success({ title: "Event moved", description: `${original.title} is saved at its new time.` });
    } catch (problem) {
      info.revert();
      toast.error({ title: "Not moved", description: problemText(problem) });
    }
    reload();
  };

  const save = async (draft: EventDraft, event: CalendarEvent | null) => {
    if (event) await calendarApi.update(event.id, event.version, draft);
    else await calendarApi.create(draft);
    setSubject(null);
    toast.success({ title: event ? "Event saved" : "Event created", description: draft.title });
    reload();
  };

  const remove = async (event: CalendarEvent) => {
    await calendarApi.remove(event.id, event.version);
    // Off the grid at once; the refetch that follows only confirms it.
    calendar.current?.getApi().getEventById(event.id)?.remove();
    setSubject(null);
    toast.success({ title: "Event deleted", description: event.title });
    reload();
  };

  return (
    <div data-color-scheme={theme}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
            setSubject({
              draft: {
                startsAt: start.toISOString(),
                endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
                allDay: false,
              },
            });
          }}
        >
          New event
        </button>
        {browserZone !== "America/Chicago" && (
          <p className="text-sm font-semibold text-amber-800 dark:text-amber-200">
            Times are shown in this computer's time zone ({browserZone}), not Chicago time.
          </p>
        )}
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {conflictCount > 0 ? `${conflictCount} events overlap another event of the same staff member (marked ⚠).` : ""}
        </p>
        <ul className="ml-auto flex flex-wrap gap-3 text-sm" aria-label="Colours">
          {Object.entries(kindColors).map(([kind, color]) => (
            <li key={kind} className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block size-3 rounded-full" style={{ background: color }} />
              {eventKindLabels[kind as CalendarEvent["kind"]]}
            </li>
          ))}
        </ul>
      </div>
      <FullCalendar
        ref={calendar}
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={initialView}
        headerToolbar={{ start: "prev,next today", center: "title", end: "dayGridMonth,timeGridWeek,timeGridDay" }}
        // The page scrolls, not the grid: a scrolling region inside would need its own keyboard focus.
        height="auto"
        // The button's name must contain its visible word (WCAG 2.5.3); the default says "This Week".
        todayHint="Today"
        nowIndicator
        editable
        selectable
        events={loadEvents}
        eventDrop={move}
        eventResize={move}
        select={(info: { start: Date; end: Date; startStr: string; endStr: string; allDay: boolean }) =>
          setSubject({
            draft: info.allDay
              ? { ...allDayBounds(info.startStr.slice(0, 10), info.endStr.slice(0, 10)), allDay: true }
              : { startsAt: info.start.toISOString(), endsAt: info.end.toISOString(), allDay: false },
          })
        }
        eventClick={(info: { event: { extendedProps: Record<string, unknown> } }) => {
          const event = info.event.extendedProps.event as CalendarEvent;
          if (event.jobId) navigate(`/admin/jobs/${event.jobId}`);
          else setSubject({ event });
        }}
      />
      <EventDialog subject={subject} onSave={save} onDelete={remove} onClose={() => setSubject(null)} />
    </div>
  );
}
