import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { cardClass } from "../components/page/card-list";
import { PageHero } from "../components/page/PageHero";
import { claims } from "../config/business";
import { categoryNames, serviceHref, serviceImage, serviceIndex } from "../content/service-index";
import { serviceSummaries } from "../content/service-summaries";
import type { ServiceCategory } from "../content/types";

const categories: ServiceCategory[] = ["environmental", "construction"];

export function Component() {
  return (
    <>
      <Head
        title="Environmental & construction services"
        description="Asbestos inspection and removal, lead paint removal, mold testing and remediation, windows, roofing, siding and gutters across Chicagoland."
        path="/services"
        keywords={["asbestos", "lead paint", "mold", "windows", "roofing", "siding", "gutters"]}
      />
      <PageHero eyebrow="Services" title="Remediation and construction, done safely">
        <p>
          One licensed team for the hazards hidden in older buildings and the exterior work that protects them. {claims.licensed}.{" "}
          {claims.freeEstimates}.
        </p>
      </PageHero>
      {categories.map((category, categoryIndex) => (
        <section
          key={category}
          aria-labelledby={`category-${category}`}
          // The second category starts beyond the first two and a half screens on a phone.
          className={`container-page py-12 ${categoryIndex > 0 ? "render-when-visible [--section-height:2100px] sm:[--section-height:1110px]" : ""}`}
        >
          <h2 id={`category-${category}`} className="text-3xl">
            {categoryNames[category]}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {serviceIndex
              .filter((service) => service.category === category)
              .map((service, index) => (
                <li key={service.slug} className={cardClass(index)}>
                  <Link
                    to={serviceHref(service.slug)}
                    className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <img
                      src={serviceImage(service.slug)}
                      alt=""
                      width="1200"
                      height="800"
                      loading="lazy"
                      className="aspect-[3/2] w-full object-cover"
                    />
                    <span className="flex flex-1 flex-col p-5">
                      <span className="text-xl font-bold text-slate-900 dark:text-white">{service.name}</span>
                      <span className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{serviceSummaries[service.slug]}</span>
                      <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
                        Learn more{" "}
                        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <CallToAction />
    </>
  );
}
