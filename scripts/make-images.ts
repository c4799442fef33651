/**
 * Writes the image files made from our own artwork: public/icon.svg from the logo mark the pages
 * draw inline (src/components/ui/LogoMark.tsx), then favicon.ico, the PNG app icons, the .jpg
 * share image and the pictures drawn in art/. Run after changing the artwork;
 * outputs are committed.
 */
import { readdir, writeFile } from "node:fs/promises";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { LogoMark } from "../src/components/ui/LogoMark";
import { business } from "../src/config/business";

const icon = Buffer.from(`${renderToStaticMarkup(createElement(LogoMark))}\n`);

const png = (size: number) => sharp(icon, { density: 600 }).resize(size, size).png().toBuffer();

/** An .ico holding one PNG image (supported by every current browser). */
function ico(pngBytes: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngBytes.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngBytes]);
}

const shareImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#042f2e"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <path d="M0 520c150-60 300-60 450 0s300 60 450 0 225-45 300 0v110H0Z" fill="#f59e0b"/>
  <path d="M760 330 920 150l160 180h-60v160H820V330Z" fill="#f0fdfa"/>
  <path d="M890 490v-90h60v90" fill="#0f766e"/>
  <text x="80" y="230" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">${business.shortName}</text>
  <text x="80" y="310" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ccfbf1">Asbestos · Lead · Mold · Windows · Roofing</text>
  <text x="80" y="370" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ccfbf1">${business.phone.display}</text>
</svg>`;

await writeFile("public/icon.svg", icon);
await writeFile("public/favicon.ico", ico(await png(32), 32));
await writeFile("public/apple-touch-icon.png", await png(180));
await writeFile("public/icon-192.png", await png(192));
await writeFile("public/icon-512.png", await png(512));
await sharp(Buffer.from(shareImage)).jpeg({ quality: 82, mozjpeg: true }).toFile("public/og-image.jpg");
/**
 * The pictures drawn in art/, as WebP in public/images: the services' and projects' 960 px wide (a
 * phone's column at 2x, a desktop's at 1x), the footer's payment marks at twice their 240 px. As an
 * SVG in an <img> each cost the page an SVG document of its own, built on the main thread as the page
 * loads (4-19 ms each on a 2-core machine), where a WebP decodes off it.
 */
const pictures = [
  ...(await readdir("art/projects")).map((file) => ({ file: `projects/${file}`, width: 960 })),
  ...(await readdir("art/services")).map((file) => ({ file: `services/${file}`, width: 960 })),
  { file: "payments.svg", width: 480 },
];
for (const { file, width } of pictures) {
  await sharp(`art/${file}`, { density: 288 })
    .resize({ width })
    .webp({ quality: 75 })
    .toFile(`public/images/${file.replace(/\.svg$/, ".webp")}`);
}
console.log("images written");
