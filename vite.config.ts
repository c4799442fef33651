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
 * The staff desk (admin.html, served by the Worker only to staff) is built as an environment of
 * its own after the site: built together, the two entries would share chunks, and tree-shaking
 * would keep in the public pages' chunks whatever the desk uses of a shared library (react-router's
 * data router alone is about 17 KB gzip). Built apart, no byte of the desk reaches a public page.
 */
const buildDeskAfterSite: Plugin = {
  name: "build-desk-after-site",
  buildApp: {
    order: "post",
    async handler(builder) {
      const desk = builder.environments.desk;
      if (desk && !desk.isBuilt) await builder.build(desk);
    },
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), compileEntryEagerly, buildDeskAfterSite],
  // Every browser we support has modulepreload; the polyfill would cost every page.
  build: { modulePreload: { polyfill: false } },
  environments: {
    desk: {
      consumer: "client",
      build: { outDir: "dist/client", emptyOutDir: false, copyPublicDir: false, rolldownOptions: { input: "admin.html" } },
    },
  },
  server: { port: Number(process.env.PORT ?? 4321) },
  preview: { port: Number(process.env.PORT ?? 4321) },
});
