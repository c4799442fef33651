import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { iconNames } from "../src/components/ui/icons";

/** A lucide icon as its package describes it: the shapes inside its svg, as [tag, attributes]. */
type IconData = { name: string; size?: number; node: Array<[tag: string, attributes: Record<string, string>]> };

const attributeText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    // `key` is React's, for lucide's own rendering.
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
    .join("");

/**
 * The sprite of every icon in src/components/ui/icons.ts: one <symbol> each, with lucide's own
 * shapes, named by the icon. Its file name carries a hash of its content, so like every other file
 * under /assets/ it is cached for good and a new sprite gets a new address.
 */
async function buildSprite() {
  const symbols = await Promise.all(
    iconNames.map(async (name) => {
      const { size = 24, node } = ((await import(`lucide-react/icons/${name}`)) as { __iconData: IconData }).__iconData;
      const shapes = node.map(([tag, attributes]) => `<${tag}${attributeText(attributes)}/>`).join("");
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${shapes}</symbol>`;
    }),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const file = `assets/icons-${createHash("sha256").update(svg).digest("hex").slice(0, 12)}.svg`;
  return { file, svg };
}

const moduleId = "virtual:icon-sprite";

/**
 * Vite plugin: `import spriteAddress from "virtual:icon-sprite"` gives the sprite's address
 * (src/components/ui/Icon.tsx). Every build that imports it gets the same address, the prerenderer's
 * as much as the browser's, and a browser build writes the file; `vite dev` serves it. The sprite is
 * made when first asked for, not when the plugin is created: lucide's modules load React, which must
 * not load before Vite has set NODE_ENV (the prerenderer would then run two builds of React).
 */
export function iconSprite(): Plugin {
  let sprite: ReturnType<typeof buildSprite> | undefined;
  const spriteOnce = () => (sprite ??= buildSprite());
  return {
    name: "icon-sprite",
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return;
      const { file, svg } = await spriteOnce();
      if (this.environment.mode === "build" && this.environment.config.consumer === "client")
        this.emitFile({ type: "asset", fileName: file, source: svg });
      return `export default ${JSON.stringify(`/${file}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { file, svg } = await spriteOnce();
        if (request.url !== `/${file}`) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(svg);
      });
    },
  };
}
