import { type FormEvent, useEffect, useId, useState } from "react";
import { useToast } from "../../../components/ui/toast";
import { type Availability, availabilityLimits, weekdayNames } from "../../../lib/calendar";
import { DeskError, problemText } from "../../api/client";
import { calendarApi } from "./api";

const numberFields = [
  { name: "slotMinutes", label: "Visit length (minutes)" },
  { name: "bufferMinutes", label: "Buffer between visits (minutes)" },
  { name: "horizonDays", label: "Bookable days ahead" },
  { name: "minNoticeHours", label: "Minimum notice (hours)" },
] as const;

/** The hours visitors may book a free inspection in (Chicago time), and the rules around them. */
export function AvailabilityForm() {
  const id = useId();
  const toast = useToast();
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    calendarApi
      .availability()
      .then((body) => setAvailability(body.availability))
      .catch((problem: Error) => setError(problem.message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once when shown
  useEffect(() => void load(), []);

  if (!availability) return <p role="status">{error ?? "Loading booking hours…"}</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const next: Availability = {
      weekly: weekdayNames.map((_, day) =>
        form.get(`open-${day}`) === "on" ? { start: text(`start-${day}`), end: text(`end-${day}`) } : null,
      ),
      slotMinutes: Number(text("slotMinutes")),
      bufferMinutes: Number(text("bufferMinutes")),
      horizonDays: Number(text("horizonDays")),
      minNoticeHours: Number(text("minNoticeHours")),
      version: availability.version,
    };
    setError(null);
    try {
      setAvailability((await calendarApi.saveAvailability(next)).availability);
      toast.success({ title: "Booking hours saved", description: "Visitors see the new open times within a minute." });
    } catch (problem) {
      setError(problemText(problem));
      if (problem instanceof DeskError && problem.status === 409) void load();
    }
  };

  return (
    <form key={availability.version} onSubmit={submit} aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-xl">
        Online booking hours (Chicago time)
      </h2>
      <fieldset className="grid gap-2">
        <legend className="field-label">Weekly hours</legend>
        {weekdayNames.map((name, day) => {
          const hours = availability.weekly[day];
          return (
            <div key={name} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <label className="flex w-full items-center gap-2 sm:w-32">
                <input type="checkbox" name={`open-${day}`} defaultChecked={hours !== null} className="size-5" />
                {name}
              </label>
              <label className="sr-only" htmlFor={`${id}-start-${day}`}>{`${name} from`}</label>
              <input
                id={`${id}-start-${day}`}
                type="time"
                name={`start-${day}`}
                defaultValue={hours?.start ?? "09:00"}
                className="field-input w-34"
              />
              <span aria-hidden="true">to</span>
              <label className="sr-only" htmlFor={`${id}-end-${day}`}>{`${name} until`}</label>
              <input
                id={`${id}-end-${day}`}
                type="time"
                name={`end-${day}`}
                defaultValue={hours?.end ?? "16:00"}
                className="field-input w-34"
              />
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {numberFields.map((field) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="field-label">
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type="number"
              required
              min={availabilityLimits[field.name].min}
              max={availabilityLimits[field.name].max}
              defaultValue={availability[field.name]}
              className="field-input"
            />
          </div>
        ))}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        To close a day, add an all-day <strong>Closure</strong> event on the calendar; make it public to show it on the website.
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary justify-self-start">
        Save booking hours
      </button>
    </form>
  );
}
