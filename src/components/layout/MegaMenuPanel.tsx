import { Phone } from "lucide-react";
import { Link } from "react-router-dom";
import { business, claims, telHref } from "../../config/business";
import { ServiceMenuGroups } from "./ServiceMenuGroups";

/** What the open mega-menu shows: the services by category and the free-estimate panel. */
export function MegaMenuPanel() {
  return (
    <>
      <div className="grid grid-cols-[1fr_1fr_16rem] gap-6">
        <ServiceMenuGroups headingClassName="mb-3" />
        <div className="rounded-xl bg-brand-900 p-5 text-brand-50">
          <p className="text-lg font-bold text-white">Free on-site estimate</p>
          <p className="mt-2 text-sm">
            {claims.noHiddenFees}. {claims.replyTime}.
          </p>
          <Link to="/contact" className="btn-primary mt-4 w-full">
            Get a free quote
          </Link>
          <a href={telHref} className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-white hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            Call {business.phone.display}
          </a>
        </div>
      </div>
      <Link to="/services" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        See all services
      </Link>
    </>
  );
}
