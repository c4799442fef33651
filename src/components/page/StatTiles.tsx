import { Link } from "react-router-dom";
import { stats } from "../../config/business";

/** The business's figures; each tile leads to the page that backs it up. */
export function StatTiles({ linked = false }: { linked?: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => {
        const body = (
          <>
            <span className="block text-3xl font-extrabold text-brand-700 dark:text-brand-300">{stat.figure}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{stat.label}</span>
          </>
        );
        const tile = "block h-full rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
        return (
          <li key={stat.label}>
            {linked ? (
              <Link to={stat.to} className={`${tile} hover:border-brand-500`}>
                {body}
              </Link>
            ) : (
              <div className={tile}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
