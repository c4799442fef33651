import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router-dom";
import { business, claims, fullAddress, hours, mailHref, telHref } from "../../config/business";
import { statesServed } from "../../config/service-area";
import { companyLinks, legalLinks } from "../../content/navigation";
import { serviceHref, serviceIndex } from "../../content/service-index";
import { HoursList } from "../page/HoursList";

function LinkList({ links, className }: { links: ReadonlyArray<{ to: string; label: string }>; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="render-when-visible border-t border-slate-200 bg-slate-50 [--section-height:1100px] lg:[--section-height:480px] text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900 dark:text-white">{business.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{business.description}</p>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <a href={telHref} className="flex items-center gap-2 hover:underline">
              <Phone aria-hidden="true" className="size-4 shrink-0" /> {business.phone.display}
            </a>
            <a href={mailHref} className="flex items-center gap-2 hover:underline">
              <Mail aria-hidden="true" className="size-4 shrink-0" /> {business.email}
            </a>
            <span className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {fullAddress}
            </span>
          </address>
        </div>
        <div>
          <h2 className="text-base">Services</h2>
          <LinkList
            className="mt-3 space-y-1.5 text-sm"
            links={serviceIndex.map((service) => ({ to: serviceHref(service.slug), label: service.name }))}
          />
        </div>
        <div>
          <h2 className="text-base">Company</h2>
          <LinkList className="mt-3 space-y-1.5 text-sm" links={companyLinks} />
          <h2 className="mt-6 text-base">Hours</h2>
          <HoursList />
          <p className="mt-2 text-sm font-medium text-brand-700 dark:text-brand-300">{hours.emergency}</p>
        </div>
        <div>
          <h2 className="text-base">Free estimate</h2>
          <p className="mt-3 text-sm">
            {claims.freeEstimates}, {claims.noHiddenFees.toLowerCase()}. {claims.replyTime}. Serving {statesServed.join(", ")}.
          </p>
          <Link to="/contact" className="btn-primary mt-4">
            Request a free quote
          </Link>
          <p className="mt-6 text-sm font-medium">We accept</p>
          <img
            src="/images/payments.webp"
            width="240"
            height="32"
            alt="Visa, Mastercard, American Express, Discover, checks and ACH bank transfer"
            className="mt-2 h-8 w-60"
            loading="lazy"
          />
        </div>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {business.name}. {claims.licensed}.
          </p>
          <LinkList className="flex gap-4" links={legalLinks} />
        </div>
      </div>
    </footer>
  );
}
