/**
 * Turns the built SPA into static pages: renders every public route to HTML with its head tags and
 * JSON-LD, then writes sitemap.xml, robots.txt, _redirects and _headers (with the CSP hashes of the
 * inline scripts) into the client build. Runs after `vite build`.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { business } from "../src/config/business";
import { headHtml } from "../src/html/head";
import { absoluteUrl } from "../src/lib/head";
import { pageSecurityHeaders } from "../src/lib/security-headers";

const clientDir = "dist/client";
const serverDir = "dist/prerender";

/** Scripts without src that the browser runs (JSON-LD is data, not script). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    sha256(match[1] ?? ""),
  );

/**
 * Writes into dist/client/sw.js (copied from public/sw.js) this build's version, a hash of every
 * other built file, so each deploy that changes anything gets a fresh cache; the files the offline
 * page needs (its HTML, the scripts and styles it loads, the header's menus, its island's chunk and
 * that chunk's imports), which the worker saves when it installs; and the prerendered pages, the only
 * navigations it handles.
 */
async function stampServiceWorker() {
  const workerFile = join(clientDir, "sw.js");
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file !== workerFile)
    .sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update(await readFile(file));
  const version = hash.digest("hex").slice(0, 16);

  const offlineHtml = await readFile(join(clientDir, "offline/index.html"), "utf8");
  const assetNames = await readdir(join(clientDir, "assets"));
  const queue = [
    ...(offlineHtml.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []),
    ...[...offlineHtml.matchAll(/data-menus="([^"]+)"/g)].map((match) => match[1] ?? ""),
    ...assetNames.filter((name) => /^offline-[\w-]+\.js$/.test(name)).map((name) => `/assets/${name}`),
  ];
  const precache = new Set(["/offline"]);
  for (let asset = queue.pop(); asset; asset = queue.pop()) {
    if (precache.has(asset)) continue;
    precache.add(asset);
    if (!asset.endsWith(".js")) continue;
    const code = await readFile(join(clientDir, asset), "utf8");
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g))
      queue.push(`/assets/${imported}`);
  }

  const source = await readFile(workerFile, "utf8");
  const pages = files
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => `/${file.slice(clientDir.length + 1, -"index.html".length)}`.replace(/(.)\/$/, "$1"));
  const values = { VERSION: version, PRECACHE: [...precache], PAGES: pages };
  const placeholders = {
    VERSION: 'const VERSION = "dev";',
    PRECACHE: 'const PRECACHE = ["/offline"];',
    PAGES: 'const PAGES = ["/offline"];',
  };
  let stamped = source;
  for (const [name, line] of Object.entries(placeholders) as Array<[keyof typeof values, string]>) {
    if (!stamped.includes(line)) throw new Error(`public/sw.js lost its line ${line}`);
    stamped = stamped.replace(line, `const ${name} = ${JSON.stringify(values[name])};`);
  }
  await writeFile(workerFile, stamped);
  return { version, precached: precache.size, pages: pages.length };
}

/** Every script a public page can load: the entry's chunks and all they import, now or later, from Vite's manifest. */
async function publicScripts(): Promise<string[]> {
  const manifestFile = join(clientDir, ".vite/manifest.json");
  const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = JSON.parse(
    await readFile(manifestFile, "utf8"),
  );
  const files = new Set<string>();
  const queue = ["index.html"];
  const seen = new Set<string>();
  for (let key = queue.pop(); key; key = queue.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    if (chunk.file.endsWith(".js")) files.add(chunk.file);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return Promise.all([...files].map((file) => readFile(join(clientDir, file), "utf8")));
}

/** What the Worker adds to a prerendered page as it serves it (the calendar's live part): markup as TypeScript strings. */
async function workerMarkup(): Promise<string[]> {
  const files = (await readdir("src/html")).filter((file) => file.endsWith(".ts"));
  return Promise.all(files.map((file) => readFile(join("src/html", file), "utf8")));
}

/** Page HTML as Tailwind should read it: a class such as `[&>svg]:size-4` is written `[&amp;&gt;svg]:size-4` there. */
const unescapeHtml = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[name] ?? "",
  );

/** The section a page belongs to: its path's first segment ("/" for home, "/404" for the not-found page). */
const sectionOf = (path: string) => `/${path.split("/")[1] ?? ""}`;

/**
 * Each page carries, inline (one round trip less before the first paint, most of a mobile page's
 * LCP), only the CSS its section uses: Tailwind compiled from the HTML of the section's pages, from
 * every script a public page may load (what the islands render later: the chat panel, toasts, the
 * quote form's other steps), from the markup the Worker adds and from the header's menus, which every
 * page loads on first use. That is 40-45 KB on a content page instead of the whole site's 70 KB,
 * which Chromium parses and matches against every element as it first paints the page: blocking
 * time on a slower machine. One stylesheet a section, not a page: the CSP allows each by its hash,
 * and all hashes share one _headers line (at most 2,000 characters). Returns each page's
 * stylesheet, by path.
 */
async function sectionStyles(pages: ReadonlyArray<{ path: string; html: string }>, menus: string): Promise<Map<string, string>> {
  // What islands and the Worker render later, read once in the code that renders it, and the menus' markup.
  const later = new Scanner({}).scanFiles([
    ...[...(await publicScripts()), ...(await workerMarkup())].map((content) => ({ content, extension: "js" })),
    { content: unescapeHtml(menus), extension: "html" },
  ]);
  const source = await readFile("src/styles.css", "utf8");
  const sections = new Map<string, Array<{ path: string; html: string }>>();
  for (const page of pages) {
    const section = sectionOf(page.path);
    sections.set(section, [...(sections.get(section) ?? []), page]);
  }
  const styles = new Map<string, string>();
  for (const sectionPages of sections.values()) {
    // A compiler keeps every candidate it has built, so each section needs one of its own. The
    // stylesheet's own @source lines are for `vite dev`: here the candidates are the pages and that code.
    const compiler = await compile(source, { base: join(process.cwd(), "src"), onDependency: () => {} });
    const onPages = new Scanner({}).scanFiles(
      sectionPages.map((page) => ({ content: unescapeHtml(page.html), extension: "html" })),
    );
    const candidates = [...later, ...onPages];
    const css = optimize(compiler.build(candidates), { minify: true }).code.trim();
    for (const page of sectionPages) styles.set(page.path, css);
  }
  return styles;
}

/**
 * Navigation between pages: full loads of the static pages, which Chromium prefetches, or prerenders
 * in the background, when the visitor points at or touches a link (Speculation Rules; README, "How
 * public pages load"). Not for the API, the desk, the framed widget, a visitor's own booking or
 * downloads. Other browsers ignore it.
 */
const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: ["/api/*", "/admin", "/admin/*", "/embed/*", "/calendar/booked/*", "/*.ics"] } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
const withSpeculationRules = (template: string) =>
  template.replace("</head>", `  <script type="speculationrules">${JSON.stringify(speculationRules)}</script>\n  </head>`);

/**
 * The app's scripts are requested only after the first contentful paint, so on a slow connection
 * the page's HTML and its LCP image have the bandwidth to themselves; the islands start just after.
 * Waiting for the paint entry, not for the next frame: a frame
 * can come before the text does, and a script requested before the paint is then counted in it
 * (Lighthouse's simulated FCP and LCP jumped by about 450 ms on those runs). Browsers without paint
 * timing, and tabs not shown, load the scripts after a second and a half. The loader is an inline
 * script, allowed by its CSP hash.
 */
function withScriptsAfterFirstPaint(template: string) {
  const entry = template.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry?.[1]) throw new Error("No module script in the built index.html");
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const load = `function load(){if(done)return;done=true;${JSON.stringify(preloads.map((link) => link[1]))}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)});var script=document.createElement("script");script.type="module";script.src=${JSON.stringify(entry[1])};document.head.append(script)}`;
  const loader = `(function(){var done=false;${load}try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true})}catch(error){}setTimeout(load,1500)})()`;
  let page = template.replace(entry[0], "");
  for (const link of preloads) page = page.replace(link[0], "");
  return page.replace("</body>", `  <script>${loader}</script>\n  </body>`);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

const fileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

async function main() {
  await build({
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true },
  });
  const server = await import(join(process.cwd(), serverDir, "entry-server.js"));
  const template = withSpeculationRules(withScriptsAfterFirstPaint(await readFile(join(clientDir, "index.html"), "utf8")));
  const paths: string[] = server.publicPaths();
  // The header's menus, a file of their own that every page names and loads on first use (src/components/layout/SiteMenus.tsx).
  const menus: string = await server.renderMenus();
  const menusFile = `assets/menus-${createHash("sha256").update(menus).digest("hex").slice(0, 12)}.html`;
  await writeFile(join(clientDir, menusFile), menus);
  // Addressed without .html, as the static assets serve it (html_handling): with it, they answer with a redirect.
  const menusAddress = `/${menusFile.slice(0, -".html".length)}`;

  const pages: Array<{ file: string; path: string; html: string }> = [];
  const files: Array<[file: string, path: string]> = [
    ...[...paths, ...server.unlistedPaths].map((path: string): [string, string] => [fileFor(path), path]),
    ["404.html", "/404"],
  ];
  for (const [file, path] of files) {
    const { html, head } = await server.render(path, menusAddress);
    const inline = html.match(/<script(?![^>]*application\/ld\+json)[\s\S]{0,300}/);
    if (inline) throw new Error(`${path}: React wrote an inline script (a page suspended while prerendering): ${inline[0]}`);
    const headTags = (await headHtml(head)).toString();
    pages.push({
      file,
      path,
      html: template.replace("<!--app-head-->", () => headTags).replace("<!--app-html-->", () => html),
    });
  }
  const styles = await sectionStyles(pages, menus);
  // Vite's manifest was for sectionStyles only; not a file to serve.
  await rm(join(clientDir, ".vite"), { recursive: true, force: true });
  for (const { file, path, html } of pages) {
    await mkdir(dirname(join(clientDir, file)), { recursive: true });
    await writeFile(
      join(clientDir, file),
      html.replace("</head>", () => `  <style>${styles.get(path)}</style>\n  </head>`),
    );
  }

  const today = new Date().toISOString().slice(0, 10);
  await writeFile(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map((path) => `  <url><loc>${absoluteUrl(path)}</loc><lastmod>${today}</lastmod></url>`)
      .join("\n")}\n</urlset>\n`,
  );
  await writeFile(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
  );
  await writeFile(
    join(clientDir, "_redirects"),
    `${Object.entries(server.permanentRedirects as Record<string, string>)
      .map(([from, to]) => `${from} ${to} 301`)
      .join("\n")}\n`,
  );

  const hashes = {
    scripts: [...new Set(inlineScriptHashes(template))],
    styles: [...new Set([...styles.values()].map(sha256))],
  };
  const headerBlock = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => {
        const line = name.startsWith("!") ? `  ${name}` : `  ${name}: ${value}`;
        // Cloudflare ignores a longer line; the CSP grows by a hash for each section's stylesheet.
        if (line.length > 2000) throw new Error(`_headers: the ${name} line for ${pattern} is over 2,000 characters`);
        return line;
      })
      .join("\n")}\n`;
  await writeFile(
    join(clientDir, "_headers"),
    [
      headerBlock("/*", pageSecurityHeaders(hashes)),
      headerBlock("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
      // The quote widget is the one page other sites may frame: replace the page policy, do not add to it.
      headerBlock("/embed/*", {
        "! Content-Security-Policy": "",
        "! X-Frame-Options": "",
        "Content-Security-Policy": pageSecurityHeaders(hashes, "*")["Content-Security-Policy"] ?? "",
      }),
    ].join("\n"),
  );
  await rm(serverDir, { recursive: true, force: true });
  const worker = await stampServiceWorker();
  console.log(
    `prerendered ${pages.length} pages for ${business.siteUrl}; sw.js ${worker.version}, ${worker.precached} files precached, ${worker.pages} pages`,
  );
}

await main();
