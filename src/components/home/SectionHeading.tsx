import type { ReactNode } from "react";

/** A home section's small label, h2 and introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${center ? "mx-auto text-center" : ""}`}>
      <p className="text-sm font-bold uppercase tracking-widest text-brand-700 dark:text-brand-300">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{children}</p>}
    </div>
  );
}
