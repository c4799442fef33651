import { html } from "hono/html";
import { business, telHref } from "../config/business";
import {
  bookingMessages,
  chicagoDate,
  eventKindLabels,
  formatDay,
  formatShortDay,
  formatTime,
  type PublicEvent,
  requiredBookingFields,
  type Slot,
  slotsByDay,
} from "../lib/calendar";
import { quoteServices } from "../lib/options";

/**
 * The public calendar's live part as HTML: the Worker puts it into the prerendered /calendar page
 * (HTMLRewriter), so visitors without JavaScript and search engines get the events and a working
 * booking form. The page's script keeps it as it is and only enhances the form. Hono's html tag, no
 * React, so the Worker can build it in a millisecond: every interpolated string is escaped, and
 * markup goes in only as the tag's own result. It lives under src so Tailwind sees its classes.
 */

/** The element of the prerendered page the live part goes into (src/routes/calendar.tsx renders it). */
export const liveRegionId = "calendar-live";
export const bookingFormId = "booking-form";
export const bookingStatusId = "booking-status";
/** The form's start time: empty in the markup; the Worker stamps it into each /calendar response, as the page is cached. */
export const formStartedAtSelector = `#${bookingFormId} input[name="formStartedAt"]`;

function eventWhen(event: PublicEvent): string {
  if (event.allDay) {
    const lastDay = chicagoDate(Date.parse(event.endsAt) - 1);
    const first = formatDay(event.startsAt);
    return lastDay === chicagoDate(event.startsAt)
      ? `${first}, all day`
      : `${first} to ${formatDay(Date.parse(event.endsAt) - 1)}`;
  }
  return `${formatDay(event.startsAt)}, ${formatTime(event.startsAt)} to ${formatTime(event.endsAt)}`;
}

function eventsHtml(events: readonly PublicEvent[]) {
  if (events.length === 0) {
    return html`<p class="text-slate-700 dark:text-slate-300">No public events or closures in the coming months. New workshops and service days are posted here as soon as they are set.</p>`;
  }
  return html`<ol class="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">${events.map(
    (event) => html`<li class="p-4" data-kind="${event.kind}">
<p class="text-sm font-semibold ${event.kind === "closure" ? "text-red-700 dark:text-red-300" : "text-brand-700 dark:text-brand-300"}">${eventKindLabels[event.kind]}</p>
<h3 class="text-lg">${event.title}</h3>
<p class="text-slate-700 dark:text-slate-300"><time datetime="${event.startsAt}">${eventWhen(event)}</time></p>
${event.location ? html`<p class="text-slate-700 dark:text-slate-300">${event.location}</p>` : ""}
${event.description ? html`<p class="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">${event.description}</p>` : ""}
</li>`,
  )}</ol>`;
}

const field = (name: keyof typeof requiredBookingFields, type: string, autocomplete: string) => html`<div>
<label for="booking-${name}" class="field-label">${requiredBookingFields[name]}<span aria-hidden="true" class="ml-0.5 text-red-700 dark:text-red-400">*</span></label>
<input id="booking-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required aria-required="true" maxlength="200" class="field-input">
</div>`;

function bookingHtml(slots: readonly Slot[]) {
  if (slots.length === 0) {
    return html`<p class="text-slate-700 dark:text-slate-300">${bookingMessages.noSlots} <a class="font-semibold text-brand-700 underline dark:text-brand-300" href="${telHref}">${business.phone.display}</a></p>`;
  }
  const options = slotsByDay(slots).map(
    (day) =>
      html`<optgroup label="${formatDay(day.slots[0]?.startsAt ?? day.date)}">${day.slots.map(
        (slot) =>
          html`<option value="${slot.startsAt}">${formatShortDay(slot.startsAt)}, ${formatTime(slot.startsAt)} to ${formatTime(slot.endsAt)}</option>`,
      )}</optgroup>`,
  );
  return html`<form id="${bookingFormId}" method="post" action="/api/calendar/bookings" enctype="multipart/form-data" class="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 dark:border-slate-800">
<div class="sm:col-span-2">
<label for="booking-slot" class="field-label">Time (Chicago time)<span aria-hidden="true" class="ml-0.5 text-red-700 dark:text-red-400">*</span></label>
<select id="booking-slot" name="slot" required aria-required="true" class="field-input"><option value="">Choose a time</option>${options}</select>
</div>
${field("name", "text", "name")}
${field("phone", "tel", "tel")}
${field("email", "email", "email")}
${field("address", "text", "street-address")}
<div class="sm:col-span-2">
<label for="booking-service" class="field-label">${requiredBookingFields.service}<span aria-hidden="true" class="ml-0.5 text-red-700 dark:text-red-400">*</span></label>
<select id="booking-service" name="service" required aria-required="true" class="field-input"><option value="">Choose a service</option>${quoteServices.map(
    (service) => html`<option>${service}</option>`,
  )}</select>
</div>
<div aria-hidden="true" class="absolute -left-[9999px] top-auto size-px overflow-hidden"><label for="booking-website">Leave this empty</label><input id="booking-website" type="text" name="website" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="formStartedAt" value="">
<div class="sm:col-span-2 flex flex-wrap items-center gap-4">
<button type="submit" class="btn-primary">Book free inspection</button>
<p class="text-sm text-slate-600 dark:text-slate-400">All fields are required. An inspection takes about ${Math.round((Date.parse(slots[0]?.endsAt ?? "") - Date.parse(slots[0]?.startsAt ?? "")) / 60_000)} minutes.</p>
</div>
<div id="${bookingStatusId}" role="status" aria-live="polite" class="sm:col-span-2"></div>
</form>`;
}

/** Upcoming public events and closures, then the booking form with the open slots. */
export function publicCalendarHtml(events: readonly PublicEvent[], slots: readonly Slot[]) {
  return html`<section aria-labelledby="upcoming-heading" class="mt-10">
<h2 id="upcoming-heading" class="mb-4 text-2xl">Upcoming events and closures</h2>
${eventsHtml(events)}
</section>
<section aria-labelledby="booking-heading" class="mt-12">
<h2 id="booking-heading" class="text-2xl">Book a free on-site inspection</h2>
<p class="mb-4 mt-2 max-w-2xl text-slate-700 dark:text-slate-300">Pick an open time and we will come to you. Times are Chicago time; the list shows what is free right now.</p>
${bookingHtml(slots)}
</section>`;
}
