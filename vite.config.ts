import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare()],
  // Every browser we support has modulepreload; the polyfill would cost every page.
  build: { modulePreload: { polyfill: false } },
  server: { port: Number(process.env.PORT ?? 4321) },
  preview: { port: Number(process.env.PORT ?? 4321) },
});
