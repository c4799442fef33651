/**
 * Makes the home hero's background clip and its poster from our own artwork: a dusk view of the
 * Chicago skyline across the lake with a row of Chicago two-flats and bungalows in front, drawn as
 * SVG below. Each frame is the same scene under a slow camera pan and zoom (with parallax between
 * the layers), drifting clouds and shimmering water; every motion is periodic in the clip length,
 * so the clip loops without a seam and its first frame is exactly the poster.
 *
 * Needs ffmpeg (`apt-get install -y ffmpeg`) with libvpx-vp9 and libx264. Run once after changing
 * the artwork: `npx tsx scripts/make-video.ts`. The outputs are committed; the build never runs this.
 *   public/video/hero.webm   VP9, no audio
 *   public/video/hero.mp4    H.264 fallback, no audio, faststart
 *   public/images/home/hero-{640,960,1280}.webp   the poster (frame 0)
 * `--preview` writes only the first and middle frames as PNG to the temp folder; `--stills` only the
 * posters (no ffmpeg needed).
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

const width = 1280;
const height = 720;
const fps = 24;
const seconds = 8;
const frames = fps * seconds;
const maxBytes = 400 * 1024;
const posterWidths = [640, 960, 1280];

/** A small deterministic random generator, so the skyline's lit windows are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

type Tower = { x: number; w: number; h: number; top?: "spire" | "antennas" | "stepped" | "taper" };

const skyline: Tower[] = [
  { x: 250, w: 46, h: 150 },
  { x: 300, w: 60, h: 210, top: "stepped" },
  { x: 366, w: 40, h: 170 },
  { x: 410, w: 70, h: 330, top: "taper" },
  { x: 486, w: 44, h: 190 },
  { x: 534, w: 56, h: 250, top: "spire" },
  { x: 596, w: 38, h: 160 },
  { x: 640, w: 64, h: 280 },
  { x: 710, w: 82, h: 400, top: "stepped" },
  { x: 798, w: 48, h: 230 },
  { x: 852, w: 58, h: 300, top: "spire" },
  { x: 916, w: 40, h: 180 },
  { x: 962, w: 66, h: 260 },
  { x: 1034, w: 50, h: 210, top: "antennas" },
  { x: 1090, w: 74, h: 320, top: "taper" },
  { x: 1170, w: 44, h: 170 },
  { x: 1220, w: 60, h: 230 },
  { x: 1286, w: 42, h: 150 },
  { x: 1334, w: 56, h: 190, top: "stepped" },
];
const waterline = 640;

function towerSvg(tower: Tower, random: () => number) {
  const top = waterline - tower.h;
  const parts = [`<rect x="${tower.x}" y="${top}" width="${tower.w}" height="${tower.h}"/>`];
  if (tower.top === "stepped") {
    parts.push(`<rect x="${tower.x + tower.w * 0.15}" y="${top - 40}" width="${tower.w * 0.7}" height="41"/>`);
    parts.push(`<rect x="${tower.x + tower.w * 0.3}" y="${top - 70}" width="${tower.w * 0.4}" height="31"/>`);
    parts.push(`<rect x="${tower.x + tower.w * 0.32}" y="${top - 120}" width="3" height="50"/>`);
    parts.push(`<rect x="${tower.x + tower.w * 0.64}" y="${top - 110}" width="3" height="40"/>`);
  } else if (tower.top === "taper") {
    parts.push(
      `<path d="M${tower.x} ${top + 1} L${tower.x + 8} ${top - 60} H${tower.x + tower.w - 8} L${tower.x + tower.w} ${top + 1}Z"/>`,
    );
    parts.push(`<rect x="${tower.x + tower.w * 0.3}" y="${top - 120}" width="3" height="60"/>`);
    parts.push(`<rect x="${tower.x + tower.w * 0.68}" y="${top - 120}" width="3" height="60"/>`);
  } else if (tower.top === "spire") {
    parts.push(
      `<path d="M${tower.x + 6} ${top + 1} L${tower.x + tower.w / 2} ${top - 50} L${tower.x + tower.w - 6} ${top + 1}Z"/>`,
    );
    parts.push(`<rect x="${tower.x + tower.w / 2 - 1}" y="${top - 95}" width="2" height="46"/>`);
  } else if (tower.top === "antennas") {
    parts.push(`<rect x="${tower.x + 10}" y="${top - 45}" width="2" height="45"/>`);
  }
  const windows: string[] = [];
  for (let y = top + 12; y < waterline - 10; y += 14) {
    for (let x = tower.x + 6; x < tower.x + tower.w - 8; x += 10) {
      if (random() < 0.22) windows.push(`<rect x="${x}" y="${y}" width="4" height="6"/>`);
    }
  }
  return { body: parts.join(""), windows: windows.join("") };
}

function houseRow() {
  // Chicago two-flats (flat roofs with a cornice) and bungalows (low hipped roofs), left to right.
  const houses: string[] = [];
  const lights: string[] = [];
  let x = -60;
  let kind = 0;
  const random = seeded(7);
  while (x < 1700) {
    const twoFlat = kind % 3 !== 1;
    const w = twoFlat ? 120 : 160;
    const h = twoFlat ? 124 : 74;
    const base = 920;
    const top = base - h;
    if (twoFlat) {
      houses.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}"/>`);
      houses.push(`<rect x="${x - 6}" y="${top - 10}" width="${w + 12}" height="12"/>`);
      for (const [wx, wy] of [
        [x + 20, top + 20],
        [x + 50, top + 20],
        [x + 80, top + 20],
        [x + 20, top + 72],
        [x + 50, top + 72],
        [x + 80, top + 72],
      ] as const) {
        if (random() < 0.55) lights.push(`<rect x="${wx}" y="${wy}" width="18" height="28" rx="2"/>`);
      }
    } else {
      houses.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}"/>`);
      houses.push(`<path d="M${x - 14} ${top + 2} L${x + w / 2} ${top - 56} L${x + w + 14} ${top + 2}Z"/>`);
      houses.push(`<rect x="${x + w * 0.62}" y="${top - 40}" width="14" height="26"/>`);
      for (const wx of [x + 22, x + 66, x + 110]) {
        if (random() < 0.6) lights.push(`<rect x="${wx}" y="${top + 18}" width="28" height="24" rx="2"/>`);
      }
    }
    x += w + 34;
    kind++;
  }
  return { houses: houses.join(""), lights: lights.join("") };
}

const skylineRandom = seeded(2004);
const towers = skyline.map((tower) => towerSvg(tower, skylineRandom));
const row = houseRow();
const starRandom = seeded(1871);
const stars = Array.from({ length: 46 }, () => ({
  x: starRandom() * 1600,
  y: starRandom() * 320,
  r: 0.8 + starRandom() * 1.4,
  phase: starRandom() * Math.PI * 2,
}));
const clouds = [
  { x: 120, y: 140, scale: 1.4, speed: 1 },
  { x: 760, y: 90, scale: 1, speed: 1 },
  { x: 1240, y: 200, scale: 1.7, speed: 1 },
];

const cloudPath = "M0 40c0-22 18-40 40-40 14 0 26 7 33 18 5-3 11-5 17-5 19 0 34 15 34 34v3H0Z";

/** The scene at time t (seconds). All motion has period `seconds`, so frame 0 equals the frame after the last. */
function scene(t: number) {
  const phase = (2 * Math.PI * t) / seconds;
  const pan = Math.sin(phase) * 38; // px of camera pan, swinging slowly left and right
  const zoom = 1.07 - 0.035 * Math.cos(phase); // 1.035 at the start, 1.105 half way
  const layer = (depth: number) => `translate(${(-pan * depth).toFixed(2)} 0)`;
  const drift = (t / seconds) * 1800; // clouds cross a 1800 px loop once per clip
  const camera = `translate(800 450) scale(${zoom.toFixed(4)}) translate(-800 -450)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#041615"/>
      <stop offset="0.45" stop-color="#0b3331"/>
      <stop offset="0.78" stop-color="#3d4a36"/>
      <stop offset="1" stop-color="#b0622a"/>
    </linearGradient>
    <radialGradient id="glow" cx="1120" cy="640" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#f59e0b" stop-opacity="0.55"/>
      <stop offset="0.5" stop-color="#d97706" stop-opacity="0.16"/>
      <stop offset="1" stop-color="#d97706" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b3f2c"/>
      <stop offset="1" stop-color="#06201f"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#052220"/>
      <stop offset="1" stop-color="#020c0c"/>
    </linearGradient>
  </defs>
  <g transform="${camera}">
    <rect x="-200" y="-200" width="2000" height="1300" fill="url(#sky)"/>
    <rect x="-200" y="-200" width="2000" height="1300" fill="url(#glow)"/>
    <g fill="#ccfbf1" transform="${layer(0.1)}">
      ${stars.map((star) => `<circle cx="${star.x.toFixed(1)}" cy="${star.y.toFixed(1)}" r="${star.r.toFixed(2)}" opacity="${(0.35 + 0.3 * Math.sin(phase * 2 + star.phase)).toFixed(3)}"/>`).join("")}
    </g>
    <g fill="#0d3b39" opacity="0.8">
      ${clouds
        .map((cloud) => {
          const x = ((((cloud.x + drift * cloud.speed) % 1800) + 1800) % 1800) - 200;
          return `<path transform="translate(${x.toFixed(1)} ${cloud.y}) scale(${cloud.scale})" d="${cloudPath}"/>`;
        })
        .join("")}
    </g>
    <g transform="${layer(0.35)}">
      <g fill="#0a2625">${towers.map((tower) => tower.body).join("")}</g>
      <g fill="#fbbf24" opacity="${(0.55 + 0.08 * Math.sin(phase * 3)).toFixed(3)}">${towers.map((tower) => tower.windows).join("")}</g>
    </g>
    <rect x="-200" y="${waterline}" width="2000" height="200" fill="url(#lake)"/>
    <g fill="#fbbf24" opacity="0.4" transform="${layer(0.5)}">
      ${Array.from({ length: 14 }, (_, index) => {
        const y = waterline + 10 + index * 9;
        const shimmer = Math.sin(phase * 2 + index * 1.3) * 30;
        const w = 420 - index * 22;
        return `<rect x="${(1120 - w / 2 + shimmer).toFixed(1)}" y="${y}" width="${w}" height="2" rx="1"/>`;
      }).join("")}
    </g>
    <g transform="${layer(0.8)}">
      <path d="M-200 790 C 200 770 500 780 800 784 S 1400 770 1800 792 V 1100 H -200 Z" fill="#041a19"/>
      <g fill="#031413">
        ${[40, 250, 560, 800, 1120, 1420]
          .map(
            (x) =>
              `<circle cx="${x}" cy="762" r="40"/><circle cx="${x + 34}" cy="774" r="32"/><rect x="${x + 10}" y="780" width="8" height="40"/>`,
          )
          .join("")}
      </g>
    </g>
    <g transform="${layer(1.2)}">
      <rect x="-300" y="900" width="2200" height="400" fill="url(#ground)"/>
      <g fill="#021110">${row.houses}</g>
      <g fill="#f59e0b" opacity="0.6">${row.lights}</g>
    </g>
  </g>
</svg>`;
}

const frame = (t: number) => sharp(Buffer.from(scene(t)));

/** The poster: frame 0 of the clip, in three widths. */
async function writeStills() {
  await mkdir("public/images/home", { recursive: true });
  for (const posterWidth of posterWidths) {
    await frame(0).resize(posterWidth).webp({ quality: 60, effort: 6 }).toFile(`public/images/home/hero-${posterWidth}.webp`);
  }
}

async function main() {
  if (process.argv.includes("--preview")) {
    // Quick look at the artwork without encoding: the first and the middle frame.
    await frame(0).png().toFile(join(tmpdir(), "hero-frame-0.png"));
    await frame(seconds / 2)
      .png()
      .toFile(join(tmpdir(), "hero-frame-mid.png"));
    console.log(`preview frames written to ${tmpdir()}`);
    return;
  }
  await writeStills();
  if (process.argv.includes("--stills")) return;
  execFileSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  const work = await mkdtemp(join(tmpdir(), "hero-video-"));
  try {
    for (let index = 0; index < frames; index++) {
      await frame(index / fps)
        .png({ compressionLevel: 1 })
        .toFile(join(work, `f${String(index).padStart(4, "0")}.png`));
    }
    await mkdir("public/video", { recursive: true });
    await mkdir("public/images/home", { recursive: true });
    const input = ["-y", "-hide_banner", "-loglevel", "error", "-framerate", String(fps), "-i", join(work, "f%04d.png")];
    execFileSync("ffmpeg", [
      ...input,
      ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "35", "-row-mt", "1", "-deadline", "good", "-cpu-used", "1"],
      ...["-pix_fmt", "yuv420p", "-an", "public/video/hero.webm"],
    ]);
    execFileSync("ffmpeg", [
      ...input,
      ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "26", "-profile:v", "high", "-tune", "animation"],
      ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", "public/video/hero.mp4"],
    ]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  for (const file of [
    "public/video/hero.webm",
    "public/video/hero.mp4",
    ...posterWidths.map((w) => `public/images/home/hero-${w}.webp`),
  ]) {
    const { size } = await stat(file);
    console.log(`${file}: ${(size / 1024).toFixed(1)} KB`);
    if (file.startsWith("public/video") && size > maxBytes)
      throw new Error(`${file} is over ${maxBytes / 1024} KB: raise the crf`);
  }
}

await main();
