import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { BookingConfirmed } from "../components/calendar/BookingConfirmed";
import { newIdempotencyKey } from "../components/quote/submission";
import { toastActions } from "../components/ui/toast";
import { bookingFormId, bookingStatusId } from "../html/calendar";
import {
  type BookingConfirmation,
  type BookingFields,
  bookingMessages,
  bookingProblem,
  formatSlot,
  type SlotTakenProblem,
} from "../lib/calendar";
import { messages, type Toast } from "../lib/messages";

/** One fill of the form: a retry of the same content reuses its key and time stamp, so the Worker books once. */
type Attempt = { fingerprint: string; key: string; submittedAt: string };

function readFields(form: HTMLFormElement): BookingFields {
  const data = new FormData(form);
  const text = (name: keyof BookingFields) => String(data.get(name) ?? "");
  return {
    slot: text("slot"),
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    service: text("service"),
  };
}

/**
 * Enhances the booking form the Worker put into /calendar (it works without JavaScript as a plain
 * post), from the visitor's first touch of it: checks the fields as the quote form does, sends JSON
 * with an Idempotency-Key, and on success puts the confirmation in the form's place. A slot someone
 * else just took leaves the list, and the next open times are named. Its problems also show as a
 * toast: the toasts' island is started beside this one (island-triggers.ts).
 */
export function mount(liveRegion: HTMLElement) {
  const form = document.getElementById(bookingFormId);
  if (!(form instanceof HTMLFormElement)) return;
  const status = document.getElementById(bookingStatusId);
  const say = (problem: Toast) => {
    if (status) status.textContent = problem.description;
    toastActions.error(problem);
  };
  let sending = false;
  let attempt: Attempt | null = null;
  // As in the quote form, the fill starts at the first focus or change. Filled in before this script
  // came (a slow connection), it began with the visitor's first touch of the form (island-triggers.ts): dated
  // from now, a quick send would look like a bot's, and a bot's booking holds no slot.
  const firstTouch = Number(form.closest<HTMLElement>("[data-island]")?.dataset.firstUseAt) || Date.now();
  let startedAt = Object.values(readFields(form)).some((value) => value !== "") ? firstTouch : null;
  const markStarted = (event: Event) => {
    if (event.target instanceof Element && event.target.matches("input, select, textarea")) startedAt ??= Date.now();
  };
  const booked = (confirmation: BookingConfirmation) => {
    form.hidden = true;
    const confirmationBox = document.createElement("div");
    liveRegion.before(confirmationBox);
    createRoot(confirmationBox).render(createElement(BookingConfirmed, { booking: confirmation }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    const fields = readFields(form);
    const problem = bookingProblem(fields);
    if (problem) return say(problem);

    const website = form.querySelector<HTMLInputElement>("input[name=website]")?.value ?? "";
    const payload = { ...fields, website, formStartedAt: startedAt ?? Date.now() };
    const fingerprint = JSON.stringify(payload);
    if (attempt?.fingerprint !== fingerprint) {
      attempt = { fingerprint, key: newIdempotencyKey(), submittedAt: new Date().toISOString() };
    }
    const { key, submittedAt } = attempt;
    sending = true;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (button) button.disabled = true;
    if (status) status.textContent = "Booking…";
    try {
      const response = await fetch("/api/calendar/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ ...payload, submittedAt }),
      });
      // A booking or a refusal ends this fill. With no answer, a server fault or "retry after", the
      // same key goes again, so a booking whose answer was lost is replayed, not refused as taken.
      if (response.status < 500 && !response.headers.has("Retry-After")) attempt = null;
      if (response.status === 201) {
        if (status) status.textContent = "";
        booked((await response.json()) as BookingConfirmation);
        return;
      }
      const body = (await response.json().catch(() => null)) as Partial<SlotTakenProblem> | null;
      if (response.status === 409 && body?.slots) {
        form.querySelector(`option[value="${CSS.escape(fields.slot)}"]`)?.remove();
        const next = body.slots.map((slot) => formatSlot(slot.startsAt)).join("; ");
        return say({
          title: "That time was just taken",
          description: next ? `${bookingMessages.slotTaken} Next open: ${next}.` : bookingMessages.slotTaken,
        });
      }
      say({ title: messages.submission.title, description: body?.error ?? messages.submission.otherDefault });
    } catch {
      say({ title: messages.submission.title, description: messages.submission.network });
    } finally {
      sending = false;
      if (button) button.disabled = false;
    }
  };
  form.addEventListener("focusin", markStarted);
  form.addEventListener("input", markStarted);
  form.addEventListener("submit", submit);
}
