import { addCalendarDays, calendarDaysBetween } from "./days";
import type { ItemRecord } from "./job-input";
import { complianceMessages as say } from "./messages";
import type { ItemTracking } from "./rule-shape";

/**
 * Requirements kept per item (asbestos waste loads): each item is due back a number of days
 * after it started, then followed up in stages ("contact the transporter", "report to the
 * agency") until it comes back or a settling follow-up is done.
 */

export type ItemState = {
  id: string;
  startedOn: string;
  status: "to-do" | "overdue" | "done";
  dueOn: string | null;
  doneOn: string | null;
  todo: string | null;
  notes: string[];
};

function missingOf(tracking: ItemTracking, item: ItemRecord): string[] {
  const missing = tracking.fields
    .filter((field) => field.required && !item.fields[field.id]?.trim())
    .map((field) => say.missingReference(field.label));
  const file = tracking.settledFile;
  if (item.settledOn !== null && file) {
    if (item.evidence === null && file.required) missing.push(say.missingFile(file.label));
    if (item.evidence !== null && !file.kinds.includes(item.evidence.kind))
      missing.push(say.wrongFileKind(file.label, file.kinds));
  }
  return missing;
}

/** Where one item stands today. */
export function itemState(tracking: ItemTracking, item: ItemRecord, today: string): ItemState {
  const name = say.item(tracking.noun, item.startedOn);
  const missing = missingOf(tracking, item);
  const followUps = tracking.followUps.toSorted((a, b) => a.afterDays - b.afterDays);
  const stageDay = (afterDays: number) => addCalendarDays(item.startedOn, afterDays);
  const notes = followUps.flatMap((followUp) => {
    const doneOn = item.followUpsDone[followUp.id];
    return doneOn ? [say.itemFollowedUp(doneOn)] : [];
  });
  const base = { id: item.id, startedOn: item.startedOn, notes };
  const firstDue = followUps[0] ? stageDay(followUps[0].afterDays) : null;

  const settling = followUps.find((followUp) => followUp.settles && item.followUpsDone[followUp.id]);
  const settledOn = item.settledOn ?? (settling ? (item.followUpsDone[settling.id] ?? null) : null);
  if (settledOn !== null) {
    if (item.settledOn === null) notes.push(say.itemSettledByFollowUp(settledOn));
    return missing.length === 0
      ? { ...base, status: "done", dueOn: null, doneOn: settledOn, todo: null }
      : { ...base, status: "to-do", dueOn: firstDue, doneOn: null, todo: say.itemMissing(name, missing) };
  }

  const missingNote = missing.length > 0 ? [say.itemMissing(name, missing)] : [];
  const elapsed = calendarDaysBetween(item.startedOn, today);
  // The last follow-up whose days have passed; -1 while the item is not yet due back.
  const stage = followUps.findLastIndex((followUp) => elapsed > followUp.afterDays);
  const current = followUps[stage];
  if (!current) {
    const dueOn = firstDue;
    const todo = dueOn ? say.itemDueBack(name, dueOn) : say.itemMissing(name, missing);
    return { ...base, notes: [...notes, ...missingNote], status: "to-do", dueOn, doneOn: null, todo };
  }
  const handled = followUps.slice(stage).some((followUp) => item.followUpsDone[followUp.id]);
  if (!handled) {
    return {
      ...base,
      notes: [...notes, ...missingNote],
      status: "overdue",
      dueOn: stageDay(current.afterDays),
      doneOn: null,
      todo: say.itemFollowUp(name, current.action),
    };
  }
  const next = followUps[stage + 1];
  const dueOn = stageDay((next ?? current).afterDays);
  return { ...base, notes: [...notes, ...missingNote], status: "to-do", dueOn, doneOn: null, todo: say.itemDueBack(name, dueOn) };
}
