import { Mail, MapPin, Phone } from "lucide-react";
import type { LeadDetail } from "../../lib/desk";

const linkClass = "inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline dark:text-brand-200";

/** One line for the map search: street, city, state and ZIP, whichever the lead has. */
export const leadAddressLine = (lead: LeadDetail) =>
  [lead.address, lead.city, [lead.state, lead.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** Call, e-mail and map links: on a phone the crew calls with one tap. */
export function LeadContact({ lead }: { lead: LeadDetail }) {
  const address = leadAddressLine(lead);
  return (
    <ul className="grid gap-1">
      {lead.phone && (
        <li>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            <Phone aria-hidden="true" className="size-4" />
            Call {lead.phone}
          </a>
        </li>
      )}
      {lead.email && (
        <li>
          <a href={`mailto:${lead.email}`} className={`${linkClass} break-all`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {lead.email}
          </a>
        </li>
      )}
      {address && (
        <li>
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {address}
            <span className="sr-only"> (map, opens in a new tab)</span>
          </a>
        </li>
      )}
      {!lead.phone && !lead.email && !address && <li>No contact details were given.</li>}
    </ul>
  );
}
