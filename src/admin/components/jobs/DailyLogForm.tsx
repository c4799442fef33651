import { useId, useState } from "react";
import { dailyLogLimits, type ReadingKind, readingKindIds, readingKinds } from "../../../lib/jobs";
import type { Draft, DraftPerson, DraftReading } from "../../daily-log-outbox";
import { FileTooLarge, toUpload } from "../../job-files";

const rowKey = () => crypto.randomUUID();
const emptyReading = (): DraftReading => ({
  key: rowKey(),
  kind: "air",
  value: "",
  unit: readingKinds.air.units[0],
  location: "",
});
const emptyPerson = (): DraftPerson => ({ key: rowKey(), name: "", hours: "" });

export const emptyDraft = (day: string): Draft => ({ day, people: [emptyPerson()], notes: "", readings: [], photos: [] });

const remove = <T,>(list: T[], index: number) => list.filter((_, position) => position !== index);
const replace = <T,>(list: T[], index: number, value: T) => list.map((item, position) => (position === index ? value : item));

/**
 * The day's entry as the crew write it on a phone: who was on site and for how long, notes, readings
 * with their units, photos. Every change goes to `onChange`, which keeps it in the browser.
 */
export function DailyLogForm({
  draft,
  onChange,
  onSubmit,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onSubmit: () => void;
}) {
  const id = useId();
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const set = (changes: Partial<Draft>) => onChange({ ...draft, ...changes });
  return (
    <form
      aria-label="Today's entry"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div>
        <label htmlFor={`${id}-day`} className="field-label">
          Day
        </label>
        <input
          id={`${id}-day`}
          type="date"
          required
          className="field-input"
          value={draft.day}
          onChange={(event) => set({ day: event.target.value })}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="field-label">On site</legend>
        {draft.people.map((person, index) => (
          <fieldset key={person.key} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-end gap-2">
            <legend className="sr-only">Person {index + 1}</legend>
            <div>
              <label htmlFor={`${id}-person-${index}`} className="text-sm font-medium">
                Name
              </label>
              <input
                id={`${id}-person-${index}`}
                className="field-input"
                autoComplete="name"
                value={person.name}
                maxLength={100}
                onChange={(event) => set({ people: replace(draft.people, index, { ...person, name: event.target.value }) })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-hours-${index}`} className="text-sm font-medium">
                Hours
              </label>
              <input
                id={`${id}-hours-${index}`}
                type="number"
                inputMode="decimal"
                min={0.25}
                max={24}
                step={0.25}
                required={person.name.trim() !== ""}
                className="field-input"
                value={person.hours}
                onChange={(event) => set({ people: replace(draft.people, index, { ...person, hours: event.target.value }) })}
              />
            </div>
            <button
              type="button"
              className="btn-secondary min-h-11 px-3"
              aria-label={`Remove person ${index + 1}`}
              onClick={() => set({ people: remove(draft.people, index) })}
            >
              ✕
            </button>
          </fieldset>
        ))}
        {draft.people.length < dailyLogLimits.people && (
          <button
            type="button"
            className="btn-secondary justify-self-start"
            onClick={() => set({ people: [...draft.people, emptyPerson()] })}
          >
            Add a person
          </button>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-notes`} className="field-label">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          className="field-input min-h-28"
          maxLength={dailyLogLimits.notes}
          value={draft.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="field-label">Readings</legend>
        {draft.readings.map((reading, index) => (
          <fieldset
            key={reading.key}
            className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 p-2 dark:border-slate-800"
          >
            <legend className="sr-only">Reading {index + 1}</legend>
            <div>
              <label htmlFor={`${id}-kind-${index}`} className="text-sm font-medium">
                Kind
              </label>
              <select
                id={`${id}-kind-${index}`}
                className="field-input"
                value={reading.kind}
                onChange={(event) => {
                  const kind = event.target.value as ReadingKind;
                  set({ readings: replace(draft.readings, index, { ...reading, kind, unit: readingKinds[kind].units[0] }) });
                }}
              >
                {readingKindIds.map((kind) => (
                  <option key={kind} value={kind}>
                    {readingKinds[kind].label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-unit-${index}`} className="text-sm font-medium">
                Unit
              </label>
              <select
                id={`${id}-unit-${index}`}
                className="field-input"
                value={reading.unit}
                onChange={(event) => set({ readings: replace(draft.readings, index, { ...reading, unit: event.target.value }) })}
              >
                {readingKinds[reading.kind].units.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-value-${index}`} className="text-sm font-medium">
                Value
              </label>
              <input
                id={`${id}-value-${index}`}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                required
                className="field-input"
                value={reading.value}
                onChange={(event) => set({ readings: replace(draft.readings, index, { ...reading, value: event.target.value }) })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-where-${index}`} className="text-sm font-medium">
                Where
              </label>
              <input
                id={`${id}-where-${index}`}
                className="field-input"
                maxLength={200}
                value={reading.location}
                onChange={(event) =>
                  set({ readings: replace(draft.readings, index, { ...reading, location: event.target.value }) })
                }
              />
            </div>
            <button
              type="button"
              className="btn-secondary col-span-2 justify-self-start"
              onClick={() => set({ readings: remove(draft.readings, index) })}
            >
              Remove reading {index + 1}
            </button>
          </fieldset>
        ))}
        {draft.readings.length < dailyLogLimits.readings && (
          <button
            type="button"
            className="btn-secondary justify-self-start"
            onClick={() => set({ readings: [...draft.readings, emptyReading()] })}
          >
            Add a reading
          </button>
        )}
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor={`${id}-photos`} className="field-label">
          Photos ({draft.photos.length} of {dailyLogLimits.photos})
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/*"
          multiple
          disabled={draft.photos.length >= dailyLogLimits.photos || adding}
          className="field-input"
          aria-describedby={photoProblem ? `${id}-photos-problem` : undefined}
          onChange={async (event) => {
            const files = [...(event.target.files ?? [])].slice(0, dailyLogLimits.photos - draft.photos.length);
            event.target.value = "";
            setPhotoProblem(null);
            setAdding(true);
            try {
              const photos = await Promise.all(files.map((file) => toUpload(file, { forLog: true })));
              set({ photos: [...draft.photos, ...photos] });
            } catch (error) {
              setPhotoProblem(error instanceof FileTooLarge ? error.message : "A photo could not be read. Choose it again.");
            } finally {
              setAdding(false);
            }
          }}
        />
        {photoProblem && (
          <p id={`${id}-photos-problem`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {photoProblem}
          </p>
        )}
        {draft.photos.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
            {draft.photos.map((photo, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two photos may share a name
              <li key={index} className="grid justify-items-start gap-1">
                <img src={photo.data} alt={photo.name} className="size-20 rounded-lg object-cover" />
                <button type="button" className="text-sm underline" onClick={() => set({ photos: remove(draft.photos, index) })}>
                  Remove <span className="sr-only">{photo.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className="btn-primary" disabled={adding}>
        Save entry
      </button>
    </form>
  );
}
