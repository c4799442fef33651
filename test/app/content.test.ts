import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LogoMark } from "../../src/components/ui/LogoMark";
import { business } from "../../src/config/business";
import { postIndex } from "../../src/content/post-index";
import { projectImage, projectIndex } from "../../src/content/project-index";
import { serviceImage, serviceIndex } from "../../src/content/service-index";
import { serviceSummaries } from "../../src/content/service-summaries";
import type { ProjectDetail, Section, ServiceDetail } from "../../src/content/types";
import { readingMinutes } from "../../src/lib/format";

const publicFile = (path: string) => existsSync(new URL(`../../public${path}`, import.meta.url));
const serviceDetails = import.meta.glob<ServiceDetail>("../../src/content/services/*.ts", { import: "detail", eager: true });
const projectDetails = import.meta.glob<ProjectDetail>("../../src/content/projects/*.ts", { import: "detail", eager: true });
const postSections = import.meta.glob<Section[]>("../../src/content/posts/*.ts", { import: "sections", eager: true });
const names = (modules: Record<string, unknown>) =>
  Object.keys(modules)
    .map((file) => file.slice(file.lastIndexOf("/") + 1, -3))
    .sort();

describe("content", () => {
  test("every service, project and post has both its summary and its page text", () => {
    expect(names(serviceDetails)).toEqual(serviceIndex.map((service) => service.slug).sort());
    expect(names(projectDetails)).toEqual(projectIndex.map((project) => project.id).sort());
    expect(names(postSections)).toEqual(postIndex.map((post) => post.slug).sort());
  });

  test("summaries fit a meta description and images exist", () => {
    const summaries = [
      ...Object.values(serviceSummaries),
      ...projectIndex.map((item) => item.summary),
      ...postIndex.map((item) => item.summary),
    ];
    for (const summary of summaries) expect(summary.length).toBeLessThanOrEqual(160);
    expect(Object.keys(serviceSummaries).sort()).toEqual(serviceIndex.map((service) => service.slug).sort());
    for (const service of serviceIndex) expect(publicFile(serviceImage(service.slug)), service.slug).toBe(true);
    for (const project of projectIndex) {
      expect(publicFile(projectImage(project.id, "before"))).toBe(true);
      expect(publicFile(projectImage(project.id, "after"))).toBe(true);
      expect(serviceIndex.map((service) => service.slug)).toContain(project.service);
    }
  });

  test("public/icon.svg (the estimate page's icon, and the source of the app icons) is the mark the pages draw inline, as scripts/make-images.ts writes it", () => {
    const file = readFileSync(new URL("../../public/icon.svg", import.meta.url), "utf8");
    expect(file).toBe(`${renderToStaticMarkup(createElement(LogoMark))}\n`);
  });

  // Chromium downloads a manifest icon through the page's renderer on every page load; an SVG one
  // is built as a document on the page's main thread, the PNGs are decoded without one.
  test("the web app manifest lists the PNG app icons and no SVG icon", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../public/site.webmanifest", import.meta.url), "utf8")) as {
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.icons).toEqual([
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ]);
    for (const icon of manifest.icons) expect(publicFile(icon.src), icon.src).toBe(true);
  });

  test("each picture drawn in art/ has its WebP in public/images (scripts/make-images.ts), and each WebP its drawing", () => {
    const stems = (dir: string, extension: string) =>
      readdirSync(new URL(dir, import.meta.url))
        .filter((name) => name.endsWith(extension))
        .map((name) => name.slice(0, -extension.length))
        .sort();
    for (const folder of ["", "projects/", "services/"])
      expect(stems(`../../public/images/${folder}`, ".webp"), folder).toEqual(stems(`../../art/${folder}`, ".svg"));
  });

  test("each post's reading time matches its text", () => {
    for (const post of postIndex)
      expect(post.readingMinutes, post.slug).toBe(readingMinutes(postSections[`../../src/content/posts/${post.slug}.ts`] ?? []));
  });

  test("posts are newest first", () => {
    const dates = postIndex.map((post) => post.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test("the business's phone number is a fictional 555-01xx number until the owner sets the real one", () => {
    expect(business.phone.e164).toMatch(/^\+1\d{3}55501\d{2}$/);
  });
});
