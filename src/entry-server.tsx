import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { HeadCollector } from "./components/layout/Head";
import type { PageHead } from "./lib/head";
import { AppRoutes, loadPageCode } from "./routes";

export { permanentRedirects, publicPaths, unlistedPaths } from "./lib/site-map";

/** Renders one path to HTML for the prerenderer, waiting for its lazy code, with the head the page declared. */
export async function render(path: string): Promise<{ html: string; head: PageHead }> {
  // With the page's code loaded first nothing suspends, so React writes plain HTML with no inline scripts.
  await loadPageCode(path);
  let head: PageHead | undefined;
  const { prelude } = await prerender(
    <StrictMode>
      <HeadCollector value={(declared) => (head = declared)}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </HeadCollector>
    </StrictMode>,
    // Never split a large page into streamed segments: that would need inline scripts to reassemble it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (!head) throw new Error(`${path} rendered no <Head>`);
  return { html, head };
}
