import { type ComponentType, type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { HeadCollector } from "./components/layout/Head";
import { MenusAddress, SiteMenus } from "./components/layout/SiteMenus";
import type { PageHead } from "./lib/head";
import { IslandCollector, type IslandRender, islandIdPrefix, islandTree, reactIslands } from "./react-island";
import { AppRoutes, loadPageCode } from "./routes";

export { permanentRedirects, publicPaths, unlistedPaths } from "./lib/site-map";

async function html(node: ReactNode, identifierPrefix?: string) {
  // Never split a large page into streamed segments: that would need inline scripts to reassemble it.
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, identifierPrefix });
  return new Response(prelude).text();
}

/** One island as its own React root, exactly as src/browser/hydrate-island.tsx hydrates it. */
async function islandHtml({ name, props }: IslandRender) {
  const Component = (await reactIslands[name]()) as ComponentType<object>;
  return html(islandTree(Component, props), islandIdPrefix(name));
}

/** The header's menus, for the file of their own that every page's header names (SiteMenus.tsx). */
export function renderMenus(): Promise<string> {
  return html(
    <StrictMode>
      <StaticRouter location="/">
        <SiteMenus />
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * Renders one path to HTML for the prerenderer, with the head the page declared: the page with
 * its code loaded first (so nothing suspends and React writes no inline script), then each island
 * into its slot. The header names the menus' file at `menusAddress`.
 */
export async function render(path: string, menusAddress: string): Promise<{ html: string; head: PageHead }> {
  await loadPageCode(path);
  let head: PageHead | undefined;
  const islands: IslandRender[] = [];
  let page = await html(
    <StrictMode>
      <HeadCollector value={(declared) => (head = declared)}>
        <IslandCollector value={(island) => islands.push(island) - 1}>
          <MenusAddress value={menusAddress}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </MenusAddress>
        </IslandCollector>
      </HeadCollector>
    </StrictMode>,
  );
  if (!head) throw new Error(`${path} rendered no <Head>`);
  for (const [slot, island] of islands.entries()) {
    const marker = `<template data-island-slot="${slot}"></template>`;
    if (!page.includes(marker)) throw new Error(`${path}: the slot of island ${island.name} is missing`);
    const rendered = await islandHtml(island);
    page = page.replace(marker, () => rendered);
  }
  return { html: page, head };
}
