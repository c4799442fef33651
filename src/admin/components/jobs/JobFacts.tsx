import { type ReactNode, useId } from "react";
import { type BuildingType, buildingTypes, type SiteFacts } from "../../../lib/compliance/facts";
import { buildingTypeLabels } from "../../../lib/jobs";
import { type DeskJob, jobFieldProblems, useSaveFacts } from "../../api/jobs";
import { Field, problemProps } from "../Field";
import { SaveProblem } from "./FormParts";

/** A yes/no fact as a checkbox with its label beside it. */
function Flag({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}

function Quantity({
  id,
  name,
  label,
  value,
  problem,
}: {
  id: string;
  name: string;
  label: string;
  value: number;
  problem?: string | undefined;
}) {
  return (
    <Field id={id} label={label} problem={problem}>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        className="field-input"
        defaultValue={value}
        {...problemProps(id, problem)}
      />
    </Field>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {children}
    </fieldset>
  );
}

const number = (form: FormData, name: string) => Number(form.get(name) ?? 0);

function factsOf(form: FormData): SiteFacts {
  const year = String(form.get("yearBuilt") ?? "").trim();
  return {
    buildingType: String(form.get("buildingType")) as BuildingType,
    privatelyOwned: form.has("privatelyOwned"),
    yearBuilt: year ? Number(year) : null,
    childrenUnder6: form.has("childrenUnder6"),
    municipality: String(form.get("municipality") ?? "").trim() || null,
    asbestos: {
      friable: form.has("asbestosFriable"),
      pipeLinearFeet: number(form, "pipeLinearFeet"),
      otherSquareFeet: number(form, "otherSquareFeet"),
      cubicFeet: number(form, "cubicFeet"),
    },
    lead: {
      interiorSquareFeet: number(form, "leadInterior"),
      exteriorSquareFeet: number(form, "leadExterior"),
      windowsOrDemolition: form.has("windowsOrDemolition"),
    },
    mold: { squareFeet: number(form, "moldSquareFeet") },
  };
}

/**
 * The facts the compliance rules read: the building, its age, who uses it, and what the work
 * removes or disturbs. Prefilled from the estimate; work cannot start until staff have saved them.
 */
export function JobFacts({ job }: { job: DeskJob }) {
  const id = useId();
  const save = useSaveFacts(job.id);
  const problems = jobFieldProblems(save.error);
  const facts = job.facts;
  const final = job.state === "closed" || job.state === "cancelled";
  const problem = (path: string) => problems[`facts.${path}`];
  return (
    <form
      key={job.version}
      aria-label="Site facts"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ version: job.version, facts: factsOf(new FormData(event.currentTarget)) });
      }}
    >
      {!job.factsConfirmed && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          These are the estimate's guesses. Check them and save before work starts: the checklist depends on them.
        </p>
      )}
      <fieldset disabled={final || save.isPending} className="grid gap-4">
        <Group legend="The building">
          <Field id={`${id}-type`} label="Building type">
            <select id={`${id}-type`} name="buildingType" defaultValue={facts.buildingType} className="field-input">
              {buildingTypes.map((type) => (
                <option key={type} value={type}>
                  {buildingTypeLabels[type]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-year`} label="Year built (blank if unknown)" problem={problem("yearBuilt")}>
            <input
              id={`${id}-year`}
              name="yearBuilt"
              type="number"
              min={1600}
              max={2100}
              inputMode="numeric"
              className="field-input"
              defaultValue={facts.yearBuilt ?? ""}
              {...problemProps(`${id}-year`, problem("yearBuilt"))}
            />
          </Field>
          <Field id={`${id}-municipality`} label="Municipality" hint="For local permits, e.g. Chicago.">
            <input
              id={`${id}-municipality`}
              name="municipality"
              className="field-input"
              defaultValue={facts.municipality ?? ""}
              maxLength={80}
            />
          </Field>
          <div className="grid content-end">
            <Flag name="privatelyOwned" label="Privately owned" checked={facts.privatelyOwned} />
            <Flag name="childrenUnder6" label="Children under 6 live there or use it" checked={facts.childrenUnder6} />
          </div>
        </Group>
        <Group legend="Asbestos removed or disturbed">
          <Quantity
            id={`${id}-pipes`}
            name="pipeLinearFeet"
            label="On pipes (linear feet)"
            value={facts.asbestos.pipeLinearFeet}
            problem={problem("asbestos.pipeLinearFeet")}
          />
          <Quantity
            id={`${id}-other`}
            name="otherSquareFeet"
            label="On other components (square feet)"
            value={facts.asbestos.otherSquareFeet}
            problem={problem("asbestos.otherSquareFeet")}
          />
          <Quantity
            id={`${id}-cubic`}
            name="cubicFeet"
            label="Off components (cubic feet)"
            value={facts.asbestos.cubicFeet}
            problem={problem("asbestos.cubicFeet")}
          />
          <div className="grid content-end">
            <Flag name="asbestosFriable" label="Friable, or made friable by the work" checked={facts.asbestos.friable} />
          </div>
        </Group>
        <Group legend="Lead-painted surface disturbed">
          <Quantity
            id={`${id}-lead-in`}
            name="leadInterior"
            label="Inside (square feet)"
            value={facts.lead.interiorSquareFeet}
            problem={problem("lead.interiorSquareFeet")}
          />
          <Quantity
            id={`${id}-lead-out`}
            name="leadExterior"
            label="Outside (square feet)"
            value={facts.lead.exteriorSquareFeet}
            problem={problem("lead.exteriorSquareFeet")}
          />
          <div className="grid content-end sm:col-span-2">
            <Flag
              name="windowsOrDemolition"
              label="Windows replaced or painted surface demolished"
              checked={facts.lead.windowsOrDemolition}
            />
          </div>
        </Group>
        <Group legend="Mold">
          <Quantity
            id={`${id}-mold`}
            name="moldSquareFeet"
            label="Affected area (square feet)"
            value={facts.mold.squareFeet}
            problem={problem("mold.squareFeet")}
          />
        </Group>
      </fieldset>
      <SaveProblem error={save.error} />
      {!final && (
        <button type="submit" className="btn-primary justify-self-start" disabled={save.isPending}>
          {job.factsConfirmed ? "Save site facts" : "Confirm site facts"}
        </button>
      )}
    </form>
  );
}
