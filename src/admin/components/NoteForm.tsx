import { type FormEvent, useId, useState } from "react";
import { leadDeskMessages } from "../../lib/desk";
import { useAddNote } from "../api/leads";

/** Adds a note to the lead's timeline; the text stays in the box until the server has it. */
export function NoteForm({ leadId }: { leadId: string }) {
  const id = useId();
  const addNote = useAddNote(leadId);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(leadDeskMessages.noteEmpty);
      return;
    }
    setProblem(null);
    addNote.mutate(text, { onSuccess: () => setText("") });
  };

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor={`${id}-note`} className="field-label">
        Add a note
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="field-input"
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <button type="submit" className="btn-primary justify-self-start" disabled={addNote.isPending}>
        {addNote.isPending ? "Adding…" : "Add note"}
      </button>
    </form>
  );
}
