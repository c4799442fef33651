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

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), compileEntryEagerly],
  // Every browser we support has modulepreload; the polyfill would cost every page.
  build: { modulePreload: { polyfill: false } },
  server: { port: Number(process.env.PORT ?? 4321) },
  preview: { port: Number(process.env.PORT ?? 4321) },
});
