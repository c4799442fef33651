import type { Section } from "../../content/types";

/**
 * A heading with paragraphs and an optional bullet list, as the content files write them. Most of a
 * service page, post or legal page is these sections, and laying them all out at once was the longest
 * task of the page's first seconds on a slow phone: those below the fold render only as they near the
 * viewport. Never the first: deferred on screen, it would be laid out again a frame later and move
 * what follows (a layout shift).
 */
export function ProseSection({
  section,
  level = 2,
  belowTheFold = false,
}: {
  section: Section;
  level?: 2 | 3;
  belowTheFold?: boolean;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={belowTheFold ? "render-when-visible mb-10 [--section-height:380px]" : "mb-10"}>
      <Heading className={level === 2 ? "mb-4 text-2xl sm:text-3xl" : "mb-3 text-xl"}>{section.heading}</Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mb-4 leading-relaxed text-slate-700 dark:text-slate-300">
          {paragraph}
        </p>
      ))}
      {section.bullets && (
        <ul className="ml-5 list-disc space-y-2 text-slate-700 marker:text-brand-600 dark:text-slate-300">
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
