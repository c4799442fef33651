import { Phone } from "lucide-react";
import { Link } from "react-router-dom";
import { business, claims, telHref } from "../../config/business";

/** The closing band of most pages: a free quote or a call. */
export function CallToAction({
  title = "Ready for a safe, professional job?",
  quoteLabel = "Get Free Quote",
}: {
  title?: string;
  quoteLabel?: string;
}) {
  return (
    <section className="render-when-visible bg-brand-900 py-16 text-brand-50 [--section-height:420px] lg:[--section-height:260px]">
      <div className="container-page flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl text-white">{title}</h2>
          <p className="mt-3 text-lg">
            {claims.freeEstimates}, {claims.noHiddenFees.toLowerCase()}, and {claims.replyTime.toLowerCase()}. {claims.emergency}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className="btn-primary">
            {quoteLabel}
          </Link>
          <a href={telHref} className="btn border border-brand-300 text-white hover:bg-brand-800">
            <Phone aria-hidden="true" className="size-4" />
            Call {business.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
