import { Link } from "react-router-dom";
import { categoryNames, menuGroups, serviceHref, serviceName } from "../../content/service-index";

/** The services by category, as the mega-menu and the mobile menu list them. */
export function ServiceMenuGroups({ groupClassName, headingClassName }: { groupClassName?: string; headingClassName: string }) {
  return menuGroups.map((group) => (
    <div key={group.category} className={groupClassName}>
      <p className={`text-xs font-bold uppercase tracking-widest text-brand-700 dark:text-brand-300 ${headingClassName}`}>
        {categoryNames[group.category]}
      </p>
      <ul className="space-y-1">
        {group.slugs.map((slug) => (
          <li key={slug}>
            <Link to={serviceHref(slug)} className="block rounded-lg px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800">
              {serviceName(slug)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}
