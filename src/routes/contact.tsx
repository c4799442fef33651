import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Head } from "../components/layout/Head";
import { HoursList } from "../components/page/HoursList";
import { PageHero } from "../components/page/PageHero";
import { EmbedSnippet } from "../components/quote/EmbedSnippet";
import { business, claims, fullAddress, hours, mailHref, telHref } from "../config/business";
import { Island } from "../react-island";

export function Component() {
  return (
    <>
      <Head
        title="Contact us and request a free quote"
        description={`Request a free asbestos, lead, mold or exterior quote. ${claims.replyTime}. Call ${business.phone.display}, 24/7 for emergencies.`}
        path="/contact"
        keywords={["free quote", "contact", "asbestos removal quote", "mold remediation estimate"]}
      />
      <PageHero eyebrow="Contact" title="Get your free quote">
        <p>
          Tell us about the property and the problem. {claims.replyTime}; {claims.formDuration.toLowerCase()}.
        </p>
      </PageHero>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <section id="quote" aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="text-2xl">
            Request a free quote
          </h2>
          <Island name="quote-form" />
        </section>
        {/* Beside the form on wide screens; below it, far down, on narrower ones, where it renders as it comes near. */}
        <aside
          aria-labelledby="reach-us"
          className="h-fit space-y-5 rounded-2xl border border-slate-200 p-6 max-lg:render-when-visible [--section-height:370px] dark:border-slate-800"
        >
          <h2 id="reach-us" className="text-xl">
            Reach us directly
          </h2>
          <a href={telHref} className="flex items-start gap-3 hover:underline">
            <Phone aria-hidden="true" className="mt-0.5 size-5 text-brand-700 dark:text-brand-300" />
            <span>
              <span className="block font-semibold">{business.phone.display}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{hours.emergency}</span>
            </span>
          </a>
          <a href={mailHref} className="flex items-start gap-3 break-all hover:underline">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            {business.email}
          </a>
          <p className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            {fullAddress}
          </p>
          <div className="flex items-start gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            <HoursList />
          </div>
        </aside>
      </div>
      <div className="container-page pb-14">
        <EmbedSnippet />
      </div>
    </>
  );
}
