import { useEffect } from "react";
import {
  type BookingConfirmation,
  type BookingFields,
  bookingMessages,
  bookingProblem,
  formatSlot,
  type SlotTakenProblem,
} from "../../lib/calendar";
import { messages, type Toast } from "../../lib/messages";
import { useToast } from "../../state/toast";
import { bookingFormId, bookingStatusId } from "./public-html";

/**
 * Enhances the server-rendered booking form (it works without JavaScript as a plain post): checks
 * the fields as the quote form does, sends JSON with an Idempotency-Key, and on success hands the
 * confirmation to the page. A slot someone else just took leaves the list, and the next open times
 * are named.
 */
export function useBookingForm(ready: boolean, onBooked: (booking: BookingConfirmation) => void) {
  const toast = useToast();
  useEffect(() => {
    if (!ready) return;
    const form = document.getElementById(bookingFormId);
    if (!(form instanceof HTMLFormElement)) return;
    const status = document.getElementById(bookingStatusId);
    const say = (problem: Toast) => {
      if (status) status.textContent = problem.description;
      toast.error(problem);
    };
    let sending = false;

    const submit = async (event: SubmitEvent) => {
      event.preventDefault();
      if (sending) return;
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? "");
      const fields: BookingFields = {
        slot: text("slot"),
        name: text("name"),
        phone: text("phone"),
        email: text("email"),
        address: text("address"),
        service: text("service"),
      };
      const problem = bookingProblem(fields);
      if (problem) return say(problem);

      sending = true;
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (button) button.disabled = true;
      if (status) status.textContent = "Booking…";
      try {
        const response = await fetch("/api/calendar/bookings", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
          body: JSON.stringify({
            ...fields,
            website: text("website"),
            formStartedAt: Number(text("formStartedAt")) || undefined,
            submittedAt: new Date().toISOString(),
          }),
        });
        if (response.status === 201) {
          if (status) status.textContent = "";
          onBooked((await response.json()) as BookingConfirmation);
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
    form.addEventListener("submit", submit);
    return () => form.removeEventListener("submit", submit);
  }, [ready, onBooked, toast]);
}
