import { ChevronDown, Phone, X } from "lucide-react";
import { Link } from "react-router-dom";
import { business, hours, telHref } from "../../config/business";
import { mainNavigation } from "../../content/navigation";
import { ServiceMenuGroups } from "./ServiceMenuGroups";

const servicesId = "mobile-menu-services";

/**
 * The slide-in menu on narrow screens: a modal <dialog>, so focus stays inside and Escape closes it;
 * src/browser/menus.ts opens it, locks the page's scroll while it is open, expands Services and marks
 * the link to the page it is on (aria-current): the dialog is built once for every page (SiteMenus.tsx).
 */
export function MobileMenuDialog() {
  return (
    <dialog
      aria-label="Site menu"
      className="ml-auto mr-0 h-dvh max-h-dvh w-[min(22rem,100vw)] max-w-none bg-white p-0 text-slate-800 backdrop:bg-slate-950/60 open:animate-[slide-in_200ms_ease-out] dark:bg-slate-900 dark:text-slate-200"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <span className="font-bold">Menu</span>
          <button
            type="button"
            data-menu-close
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-3">
          <ul className="space-y-1">
            {mainNavigation.map((item) =>
              item.to === "/services" ? (
                <li key={item.to}>
                  <button
                    type="button"
                    aria-expanded="false"
                    aria-controls={servicesId}
                    className="group flex min-h-11 w-full items-center justify-between rounded-lg px-3 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    Services
                    <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
                  </button>
                  <div id={servicesId} hidden className="pb-2 pl-3">
                    <Link
                      to="/services"
                      className="block rounded-lg px-3 py-2 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
                    >
                      All services
                    </Link>
                    <ServiceMenuGroups groupClassName="mt-2" headingClassName="px-3" />
                  </div>
                </li>
              ) : (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    data-page-link
                    className="flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-slate-100 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-300"
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-700">
          <Link to="/contact" className="btn-primary w-full">
            Get Quote
          </Link>
          <a href={telHref} className="btn-secondary w-full">
            <Phone aria-hidden="true" className="size-4" />
            {business.phone.display}
          </a>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            {hours.weekdays.label} {hours.weekdays.display} · {hours.emergency}
          </p>
        </div>
      </div>
    </dialog>
  );
}
