import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Marks the entry chunk (React, the router and the page shell, all of it run while hydrating) with
 * V8's explicit compile hint, so Chromium compiles its functions on the background thread that
 * streams the script in, instead of one by one on the main thread during hydration.
 * https://v8.dev/blog/explicit-compile-hints
 */
const compileEntryEagerly: Plugin = {
  name: "compile-entry-eagerly",
  applyToEnvironment: (environment) => environment.name === "client",
  // After minifying, which would strip the comment.
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle))
      if (chunk.type === "chunk" && chunk.isEntry) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
  },
};

/**
 * Two browser builds of their own, after the site: the staff desk (admin.html, served by the Worker
 * only to staff) and the customer estimate page's script (the page itself is rendered by the Worker).
 * Built together with the site, the entries would share chunks, and tree-shaking would keep in the
 * public pages' chunks whatever the others use of a shared library (react-router's data router
 * alone is about 17 KB gzip). Built apart, no byte of theirs reaches a public page.
 */
const buildApartAfterSite: Plugin = {
  name: "build-apart-after-site",
  buildApp: {
    order: "post",
    async handler(builder) {
      for (const name of ["desk", "estimatePage"]) {
        const environment = builder.environments[name];
        if (environment && !environment.isBuilt) await builder.build(environment);
      }
    },
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), compileEntryEagerly, buildApartAfterSite],
  // Every browser we support has modulepreload; the polyfill would cost every page.
  build: { modulePreload: { polyfill: false } },
  environments: {
    // The manifest says which scripts the public pages can load, for their stylesheets (scripts/prerender.ts reads it, then deletes it).
    client: { build: { manifest: true } },
    desk: {
      consumer: "client",
      build: { outDir: "dist/client", emptyOutDir: false, copyPublicDir: false, rolldownOptions: { input: "admin.html" } },
    },
    // The Worker's estimate page names its script by this stable address (worker/pages/estimate-page.ts);
    // outside /assets/, so browsers revalidate it after a deploy instead of keeping it for a year.
    estimatePage: {
      consumer: "client",
      build: {
        outDir: "dist/client",
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { "estimate-page": "src/browser/estimate-page.ts" },
          output: { entryFileNames: "[name].js", chunkFileNames: "assets/[name]-[hash].js" },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 4321) },
  preview: { port: Number(process.env.PORT ?? 4321) },
});
