import { Award, BadgeCheck, FlaskConical, HardHat, Leaf, type LucideIcon, ShieldCheck, Sparkles, Star } from "lucide-react";
import { certifications } from "../../content/certifications";

/** An icon for each credential, by position in certifications.ts; the default covers additions. */
const icons: LucideIcon[] = [ShieldCheck, BadgeCheck, HardHat, Sparkles, Star, Award, Leaf, FlaskConical];

/** The certifications grid: one card per credential. */
export function Certifications() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {certifications.map((certification, index) => {
        const Icon = icons[index] ?? BadgeCheck;
        return (
          <li
            key={certification.name}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center gap-3 sm:block">
              <Icon
                aria-hidden="true"
                className="size-11 shrink-0 rounded-xl bg-brand-50 p-2.5 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
              />
              <h3 className="text-lg sm:mt-4">{certification.name}</h3>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-slate-700 sm:mt-2 dark:text-slate-300">{certification.detail}</p>
          </li>
        );
      })}
    </ul>
  );
}
