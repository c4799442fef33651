import { business } from "../config/business";

/** The desk shows every time in the business's zone (America/Chicago), whatever the device's zone. */
const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, dateStyle: "medium" });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDay = (iso: string) => dateOnly.format(new Date(iso));

export const formatBytes = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const formatCount = (count: number) => count.toLocaleString("en-US");

/** "3 of 10 (30%)", or "none" when there is nothing to divide by. */
export const formatShare = (part: number, whole: number) =>
  whole === 0 ? "none" : `${part} of ${whole} (${Math.round((part / whole) * 100)}%)`;
