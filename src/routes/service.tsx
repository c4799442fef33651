import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { FaqList } from "../components/page/FaqList";
import { PageHero } from "../components/page/PageHero";
import { ProseSection } from "../components/page/ProseSection";
import { projectIndex } from "../content/project-index";
import { categoryNames } from "../content/service-index";
import type { Service } from "../content/types";
import { faqPage, serviceOffer } from "../lib/structured-data";

export function ServicePage({ service }: { service: Service }) {
  const path = `/services/${service.slug}`;
  const related = projectIndex.filter((project) => project.service === service.slug);
  return (
    <>
      <Head
        title={`${service.name} in Chicago, IL`}
        description={service.summary}
        path={path}
        keywords={service.keywords}
        jsonLd={[serviceOffer(service.name, service.summary, path), faqPage(service.faqs)]}
      />
      <PageHero eyebrow={categoryNames[service.category]} title={service.name}>
        <p>{service.headline}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className="btn-primary">
            Get Free Quote
          </Link>
        </div>
      </PageHero>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[3fr_2fr]">
        <div>
          <ProseSection section={service.whatItIs} />
          <ProseSection section={service.whenNeeded} belowTheFold />
          <section className="render-when-visible mb-10 [--section-height:640px]">
            <h2 className="mb-6 text-2xl sm:text-3xl">How we do it safely</h2>
            <ol className="space-y-5">
              {service.process.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="text-lg">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <ProseSection section={service.regulations} belowTheFold />
        </div>
        <aside className="space-y-8">
          <img
            src={service.image}
            alt={service.imageAlt}
            width="1200"
            height="800"
            className="w-full rounded-2xl border border-slate-200 dark:border-slate-800"
          />
          {related.length > 0 && (
            <section aria-labelledby="related-projects">
              <h2 id="related-projects" className="text-xl">
                Recent {service.name.toLowerCase()} projects
              </h2>
              <ul className="mt-3 space-y-2">
                {related.map((project) => (
                  <li key={project.id}>
                    <Link
                      to={`/projects/${project.id}`}
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {project.title}
                    </Link>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{project.location}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
      {/* Always beyond the first two and a half screens, where content-visibility skips it until it comes near. */}
      <section
        aria-labelledby="service-faq"
        className="container-page render-when-visible max-w-4xl pb-16 [--section-height:500px] sm:[--section-height:390px]"
      >
        <h2 id="service-faq" className="mb-6 text-3xl">
          {service.name}: common questions
        </h2>
        <FaqList faqs={service.faqs} />
      </section>
      <CallToAction title={`Talk to us about ${service.name.toLowerCase()}`} />
    </>
  );
}
