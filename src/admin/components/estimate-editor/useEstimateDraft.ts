import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type Blocker, useBlocker } from "react-router-dom";
import type { EstimateDetail } from "../../../lib/estimate-desk";
import { problemText } from "../../api/client";
import { conflictOf, fieldProblems, useLoadCurrent, useSaveEstimate } from "../../api/estimates";
import { draftOf, type EstimateForm, formOf, inputIdOf, type LineForm, numberProblems } from "../../estimate-form";

/** What is wrong, keyed by the id of the input it is said beside. */
export type Errors = Record<string, string>;
export type Conflict = { message: string; current: EstimateDetail };

/** The ids focus can be sent to besides an input's own id. */
export const editorIds = { save: "estimate-save", summary: "estimate-summary", lines: "estimate-lines" } as const;

export type EstimateDraftState = {
  form: EstimateForm;
  /** The version the next save is made against. */
  version: number;
  /** Something typed is not saved yet. */
  dirty: boolean;
  saving: boolean;
  errors: Errors;
  /** Beside Save: why nothing was saved. */
  summary: string | null;
  /** Someone else saved first: their version, and the choice to load it or keep these edits. */
  conflict: Conflict | null;
  /** Staff chose to keep their edits over the other version. */
  keptNote: boolean;
  /** A move to another desk page while something is unsaved, waiting for staff to choose. */
  leaving: Blocker;
  conflictPanel: RefObject<HTMLDivElement | null>;
  linesHeading: RefObject<HTMLHeadingElement | null>;
  change: (patch: Partial<EstimateForm>) => void;
  changeLine: (index: number, patch: Partial<LineForm>) => void;
  addLine: (line: LineForm) => void;
  moveLine: (index: number, by: -1 | 1) => void;
  removeLine: (index: number) => void;
  /** Saves what is on screen; answers the new version, or null when it was not saved (and says why). */
  saveNow: () => Promise<number | null>;
  /** After a conflict: the other version replaces what was typed. */
  takeCurrent: () => void;
  /** After a conflict: what was typed stays, and saving replaces the other version. */
  keepMine: () => void;
  /** Lets the page go without asking (the draft was deleted). */
  forget: () => void;
};

/**
 * A draft estimate's editing state: the form as typed, the version it will be saved against, what
 * is wrong with it, and the save with its conflict flow. A save sends the whole draft with that
 * version; a newer version on the server is said, and what was typed stays until staff choose to
 * load the current version. Leaving with unsaved changes asks first, whether by reload or closing
 * the tab (the browser asks) or through the desk's own links and the back button (`leaving`).
 * Focus follows each outcome: the first input with a problem, a new line, the conflict.
 */
export function useEstimateDraft(estimate: EstimateDetail): EstimateDraftState {
  const save = useSaveEstimate(estimate.id);
  const loadCurrent = useLoadCurrent();
  const [form, setForm] = useState(() => formOf(estimate));
  const [version, setVersion] = useState(estimate.version);
  const [dirty, setDirtyState] = useState(false);
  // Read by the navigation blocker at the moment of leaving, which may come right after a change of state.
  const unsaved = useRef(false);
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [keptNote, setKeptNote] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const conflictPanel = useRef<HTMLDivElement>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);

  const setDirty = (value: boolean) => {
    unsaved.current = value;
    setDirtyState(value);
  };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const leaving = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        unsaved.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === "conflict") conflictPanel.current?.focus();
    else if (focusTarget === "lines") linesHeading.current?.focus();
    else if (focusTarget === "first-problem")
      (document.querySelector("[data-estimate-editor] [aria-invalid='true']") as HTMLElement | null)?.focus();
    else document.getElementById(focusTarget)?.focus();
  }, [focusTarget]);

  const change = (patch: Partial<EstimateForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const changeLine = (index: number, patch: Partial<LineForm>) =>
    change({ lines: form.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) });
  const addLine = (line: LineForm) => {
    change({ lines: [...form.lines, line] });
    setFocusTarget(`line-${form.lines.length}-description`);
  };
  const moveLine = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= form.lines.length) return;
    const lines = [...form.lines];
    [lines[index], lines[target]] = [lines[target] as LineForm, lines[index] as LineForm];
    change({ lines });
    setErrors({});
  };
  const removeLine = (index: number) => {
    change({ lines: form.lines.filter((_, i) => i !== index) });
    setErrors({});
    setFocusTarget("lines");
  };

  const saveNow = async (): Promise<number | null> => {
    setSummary(null);
    setKeptNote(false);
    const problems = numberProblems(form);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setSummary("Some numbers are not typed as the desk reads them. Nothing was saved yet.");
      setFocusTarget("first-problem");
      return null;
    }
    try {
      const { estimate: saved } = await save.mutateAsync(draftOf(form, version));
      setVersion(saved.version);
      setErrors({});
      setDirty(false);
      setConflict(null);
      return saved.version;
    } catch (error) {
      const current = conflictOf(error);
      if (current) {
        setConflict(current);
        setFocusTarget("conflict");
        return null;
      }
      const byInput = Object.fromEntries(
        Object.entries(fieldProblems(error)).map(([path, sentence]) => [inputIdOf(path), sentence]),
      );
      setErrors(byInput);
      // Each problem is said beside its input; the line by Save says only that nothing was saved,
      // unless a problem has no input on screen to be said beside.
      const placed = Object.keys(byInput).length > 0 && Object.keys(byInput).every((id) => document.getElementById(id));
      setSummary(placed ? "Nothing was saved. Each problem is said beside its field." : problemText(error));
      setFocusTarget(Object.keys(byInput).length > 0 ? "first-problem" : editorIds.summary);
      return null;
    }
  };

  const takeCurrent = () => {
    if (!conflict) return;
    setForm(formOf(conflict.current));
    setVersion(conflict.current.version);
    setDirty(false);
    setErrors({});
    setConflict(null);
    loadCurrent(conflict.current);
    setFocusTarget("estimate-title");
  };
  const keepMine = () => {
    if (!conflict) return;
    setVersion(conflict.current.version);
    setConflict(null);
    setKeptNote(true);
    setFocusTarget(editorIds.save);
  };

  return {
    form,
    version,
    dirty,
    saving: save.isPending,
    errors,
    summary,
    conflict,
    keptNote,
    leaving,
    conflictPanel,
    linesHeading,
    change,
    changeLine,
    addLine,
    moveLine,
    removeLine,
    saveNow,
    takeCurrent,
    keepMine,
    forget: () => setDirty(false),
  };
}
