import { Link } from "react-router-dom";
import { Head } from "../components/layout/Head";
import { CallToAction } from "../components/page/CallToAction";
import { cardClass } from "../components/page/card-list";
import { PageHero } from "../components/page/PageHero";
import { claims } from "../config/business";
import { projectImage, projectIndex } from "../content/project-index";
import { serviceName } from "../content/service-index";

export function Component() {
  return (
    <>
      <Head
        title="Projects: before and after"
        description="Asbestos, lead, mold, window, roofing and siding projects we completed across Chicagoland, with before and after pictures."
        path="/projects"
        keywords={["remediation projects", "before and after", "Chicago contractor portfolio"]}
      />
      <PageHero eyebrow="Our work" title="Projects">
        <p>{claims.projects}. A few of them, told from first inspection to final clearance.</p>
      </PageHero>
      <ul className="container-page grid gap-8 py-14 sm:grid-cols-2 lg:grid-cols-3">
        {projectIndex.map((project, index) => (
          <li key={project.id} className={cardClass(index)}>
            <Link
              to={`/projects/${project.id}`}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <img
                src={projectImage(project.id, "after")}
                alt=""
                width="1200"
                height="800"
                // The first card's picture is on the first screen, and on a phone the page's largest paint.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="flex flex-1 flex-col p-5">
                <span className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                  {serviceName(project.service)} · {project.location}
                </span>
                <span className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{project.title}</span>
                <span className="mt-2 text-slate-700 dark:text-slate-300">{project.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <CallToAction title="Have a similar project?" />
    </>
  );
}
