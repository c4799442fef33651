import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { HeadCollector } from "./components/layout/Head";
import type { PageHead } from "./lib/head";
import { AppRoutes } from "./routes";

export { permanentRedirects, publicPaths, unlistedPaths } from "./lib/site-map";

/** Renders one path to HTML for the prerenderer, waiting for its lazy code, with the head the page declared. */
export async function render(path: string): Promise<{ html: string; head: PageHead }> {
  let head: PageHead | undefined;
  const { prelude } = await prerender(
    <StrictMode>
      <HeadCollector value={(declared) => (head = declared)}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </HeadCollector>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  if (!head) throw new Error(`${path} rendered no <Head>`);
  return { html, head };
}
