import { Clock, Mail, Phone, Star } from "lucide-react";
import { business, hours, mailHref, telHref } from "../../config/business";

/** The green strip above the header; its links' focus ring is the strip's light text colour (9:1 on the strip). */
export function TopStrip() {
  return (
    <div className="bg-brand-900 text-sm text-brand-50">
      <div className="container-page flex min-h-9 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-1">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a
            href={telHref}
            className="inline-flex items-center gap-1.5 font-semibold hover:underline focus-visible:outline-brand-50"
          >
            <Phone aria-hidden="true" className="size-4" />
            {business.phone.display}
          </a>
          <a
            href={mailHref}
            className="hidden items-center gap-1.5 hover:underline focus-visible:outline-brand-50 sm:inline-flex"
          >
            <Mail aria-hidden="true" className="size-4" />
            {business.email}
          </a>
          <span className="hidden items-center gap-1.5 md:inline-flex">
            <Clock aria-hidden="true" className="size-4" />
            {hours.weekdays.label} {hours.weekdays.display}
          </span>
        </div>
        <span className="inline-flex items-center gap-1.5">
          <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
          <span>
            <strong>{business.rating.value}/5</strong> from {business.rating.count} reviews
          </span>
        </span>
      </div>
    </div>
  );
}
