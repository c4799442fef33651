import { Home, Phone } from "lucide-react";
import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { PageHero } from "../components/page/PageHero";
import { WhatHappensNext } from "../components/quote/parts";
import { business, claims, hours, telHref } from "../config/business";
import { messages } from "../lib/messages";

/**
 * Where a quote form posted without JavaScript lands (the Worker answers the multipart post with 303
 * to this page): the request is in, here is what happens next.
 */
export function Component() {
  return (
    <>
      <Head
        title="Thank you: your quote request is in"
        description={`${messages.submitted.description} ${claims.freeEstimates}, ${claims.noHiddenFees.toLowerCase()}.`}
        path="/contact/thank-you"
        noindex
      />
      <PageHero eyebrow="Request received" title="Thank you! Your quote request is in">
        <p>{messages.submitted.description}</p>
      </PageHero>
      <div className="container-page">
        <div className="grid max-w-4xl gap-8 py-14 md:grid-cols-2">
          <WhatHappensNext headingLevel={2} />
          <div className="space-y-4">
            <h2 className="text-xl">Need us sooner?</h2>
            <p className="text-slate-700 dark:text-slate-300">
              For asbestos, lead or mold concerns that cannot wait, call us. {hours.emergency}.
            </p>
            <a href={telHref} className="btn-primary">
              <Phone aria-hidden="true" className="size-4" />
              Call {business.phone.display}
            </a>
            <p>
              <Link
                to="/"
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                <Home aria-hidden="true" className="size-4" />
                Back to the home page
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
