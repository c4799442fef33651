import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { PageHero } from "../components/page/PageHero";
import { BeforeAfterSlider } from "../components/projects/BeforeAfterSlider";
import { serviceHref, serviceName } from "../content/service-index";
import type { Project } from "../content/types";

export function ProjectPage({ project }: { project: Project }) {
  return (
    <>
      <Head title={project.title} description={project.summary} path={`/projects/${project.id}`} />
      <PageHero eyebrow={`${serviceName(project.service)} · ${project.location}`} title={project.title}>
        <p>{project.summary}</p>
      </PageHero>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[3fr_2fr]">
        <div>
          <BeforeAfterSlider before={project.before} after={project.after} />
          <div className="mt-10">
            <h2 className="mb-4 text-2xl">The project</h2>
            {project.story.map((paragraph) => (
              <p key={paragraph} className="mb-4 leading-relaxed text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <aside className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 className="text-xl">At a glance</h2>
          <dl className="mt-4 space-y-3">
            {[
              { label: "Service", value: serviceName(project.service) },
              { label: "Location", value: project.location },
              { label: "Property", value: project.propertyType },
              { label: "Completed", value: String(project.year) },
              ...project.facts,
            ].map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <Link to={serviceHref(project.service)} className="btn-secondary mt-6 w-full">
            About {serviceName(project.service).toLowerCase()}
          </Link>
          <Link
            to="/projects"
            className="mt-3 block text-center font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            All projects
          </Link>
        </aside>
      </div>
      <CallToAction title="Have a similar project?" />
    </>
  );
}
