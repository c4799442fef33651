import { business } from "../../src/config/business";
import { addDays, chicagoDate } from "../../src/lib/calendar";

/** An event as an iCalendar VEVENT needs it. */
export type IcsEvent = {
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  startsAt: string;
  endsAt: string;
  allDay?: boolean;
  updatedAt?: string;
};

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, newlines become \n. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/** RFC 5545 3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (currentBytes + bytes > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = "";
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** 20260310T150000Z */
const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
const dateStamp = (date: string) => date.replace(/-/g, "");

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.updatedAt ?? stamp)}`];
  if (event.allDay) {
    // All-day events are stored from Chicago midnight to the midnight after their last day.
    const firstDay = chicagoDate(event.startsAt);
    const lastDay = chicagoDate(Date.parse(event.endsAt) - 1);
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(firstDay)}`, `DTEND;VALUE=DATE:${dateStamp(addDays(lastDay, 1))}`);
  } else {
    lines.push(`DTSTART:${utcStamp(event.startsAt)}`, `DTEND:${utcStamp(event.endsAt)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push("END:VEVENT");
  return lines;
}

/** A whole calendar: CRLF line ends, folded lines, times in UTC (no VTIMEZONE needed). */
export function icsCalendar(name: string, events: readonly IcsEvent[], now: Date): string {
  const stamp = now.toISOString();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(business.name)}//Calendar//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${business.timeZone}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Stable across renames and moves: the event's id at the site's domain. */
export const eventUid = (id: string) => `${id}@${new URL(business.siteUrl).hostname}`;
