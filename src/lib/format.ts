/** A calendar date ("2026-03-14") as "March 14, 2026", the same on the server and in every browser. */
export const formatDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Minutes to read a text at about 220 words a minute, at least 2. */
export function readingMinutes(sections: Array<{ heading: string; paragraphs: string[]; bullets?: string[] }>) {
  const words = sections
    .flatMap((section) => [section.heading, ...section.paragraphs, ...(section.bullets ?? [])])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.round(words / 220));
}
