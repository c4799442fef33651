import type { ComponentType } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router-dom";
import { Layout } from "./components/layout/Layout";
import { serviceImage, serviceIndex } from "./content/service-index";
import type { ProjectDetail, Section, ServiceDetail } from "./content/types";

/**
 * A route of the site: the prerenderer loads its code (`preload`, through loadPageCode) and then
 * renders it. Only the prerenderer renders routes; in the browser a page is its HTML and its islands.
 */
function page(path: string, load: () => Promise<ComponentType>) {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= await load();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route, at module load
  const Page = () => {
    if (!Loaded) throw new Error(`The code of ${path} was not loaded before rendering it`);
    return <Loaded />;
  };
  return { path, preload, element: <Page /> };
}

const routeModule = (module: Promise<{ Component: ComponentType }>) => module.then((loaded) => loaded.Component);

// Each service, project and post is its own module, so a page loads only its own text; the
// summaries for projects and posts load with it, keeping the lists out of every page's code.
const serviceDetails = import.meta.glob<ServiceDetail>("./content/services/*.ts", { import: "detail" });
const projectDetails = import.meta.glob<ProjectDetail>("./content/projects/*.ts", { import: "detail" });
const postSections = import.meta.glob<Section[]>("./content/posts/*.ts", { import: "sections" });

/** One page per content file: `/projects/<file name>` for ./content/projects/<file name>.ts. */
function itemPages<T>(
  modules: Record<string, () => Promise<T>>,
  basePath: string,
  load: (name: string, detail: T) => Promise<ComponentType>,
) {
  return Object.entries(modules).map(([file, loadDetail]) => {
    const name = file.slice(file.lastIndexOf("/") + 1, -".ts".length);
    return page(`${basePath}/${name}`, async () => load(name, await loadDetail()));
  });
}

const findSummary = <T,>(list: T[], found: (item: T) => boolean) => {
  const summary = list.find(found);
  if (!summary) throw new Error("A content file has no entry in its index");
  return summary;
};

/** Pages inside the site's header and footer. */
const pages = [
  page("/", () => routeModule(import("./routes/home"))),
  page("/about", () => routeModule(import("./routes/about"))),
  page("/services", () => routeModule(import("./routes/services"))),
  ...itemPages(serviceDetails, "/services", async (slug, detail) => {
    const [{ ServicePage }, { serviceSummaries }] = await Promise.all([
      import("./routes/service"),
      import("./content/service-summaries"),
    ]);
    const listing = findSummary([...serviceIndex], (entry) => entry.slug === slug);
    const service = { ...listing, ...detail, summary: serviceSummaries[listing.slug], image: serviceImage(slug) };
    return () => <ServicePage service={service} />;
  }),
  page("/projects", () => routeModule(import("./routes/projects"))),
  ...itemPages(projectDetails, "/projects", async (id, detail) => {
    const [{ ProjectPage }, { projectIndex }] = await Promise.all([
      import("./routes/project"),
      import("./content/project-index"),
    ]);
    const project = { ...findSummary(projectIndex, (summary) => summary.id === id), ...detail };
    return () => <ProjectPage project={project} />;
  }),
  page("/blog", () => routeModule(import("./routes/blog"))),
  ...itemPages(postSections, "/blog", async (slug, sections) => {
    const [{ PostPage }, { postIndex }] = await Promise.all([import("./routes/post"), import("./content/post-index")]);
    const post = { ...findSummary(postIndex, (summary) => summary.slug === slug), sections };
    return () => <PostPage post={post} />;
  }),
  page("/contact", () => routeModule(import("./routes/contact"))),
  page("/contact/thank-you", () => routeModule(import("./routes/thank-you"))),
  page("/calendar", () => routeModule(import("./routes/calendar"))),
  page("/privacy", () => routeModule(import("./routes/privacy"))),
  page("/terms", () => routeModule(import("./routes/terms"))),
  page("/offline", () => routeModule(import("./routes/offline"))),
  page("*", () => routeModule(import("./routes/not-found"))),
];

/** Pages shown on their own, without header and footer (e.g. a widget other sites frame). */
const barePages: Array<ReturnType<typeof page>> = [page("/embed/quote", () => routeModule(import("./routes/embed-quote")))];

const routes: RouteObject[] = [...barePages, { element: <Layout />, children: pages }];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the page at `pathname`, so prerendering can start with it in hand. */
export async function loadPageCode(pathname: string) {
  await Promise.all((matchRoutes([...barePages, ...pages], pathname) ?? []).map((match) => match.route.preload()));
}
