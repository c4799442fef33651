import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { EstimateDetail, SentEstimate } from "../../src/lib/estimate-desk";
import { draftOf, tileLines } from "../support/estimate-drafts";
import { deskApi as desk, desktop, launchBrowser, mobile, newLead, openPage } from "./browser";

/**
 * The green strip at the top of the public pages and of the customer's estimate page (phone, e-mail,
 * the estimate page's languages): each of its links, reached with the Tab key, shows a focus ring of
 * at least 3:1 against the strip, whole: not cut by the top of the window or by an ancestor that
 * clips its overflow.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type RingCheck = { link: string; contrast: number; clippedBy: string | null };

/**
 * Tabs from the top of the page through the strip (`strip` selects it) and measures the ring of
 * each link focused there: its outline colour against the strip's background (or the link's own,
 * for a ring drawn inside a link that has one: the chosen language's pill), and its box (the link's
 * box grown by the outline's offset and width) against the window and every ancestor whose overflow
 * is not visible.
 */
async function ringsInStrip(page: Page, strip: string): Promise<RingCheck[]> {
  const checks: RingCheck[] = [];
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Tab");
    const check = await page.evaluate((stripSelector) => {
      const link = document.activeElement;
      const stripElement = document.querySelector(stripSelector);
      if (!(link instanceof HTMLElement) || !stripElement?.contains(link)) return null;
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(link);
      if (style.outlineStyle === "none" || channels(style.outlineColor)[3] === 0) {
        return { link: link.textContent ?? "", contrast: 1, clippedBy: "no outline" };
      }
      // The ring lies on the strip, or inside the link on the link's own background if it has one.
      const grow = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
      const ownBackground = channels(style.backgroundColor)[3] !== 0 && grow <= 0;
      const background = ownBackground ? style.backgroundColor : getComputedStyle(stripElement).backgroundColor;
      const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
      const contrast = ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);

      const box = link.getBoundingClientRect();
      const ring = { top: box.top - grow, bottom: box.bottom + grow, left: box.left - grow, right: box.right + grow };
      let clippedBy: string | null = ring.top < 0 ? "the top of the window" : null;
      for (let ancestor = link.parentElement; ancestor && !clippedBy; ancestor = ancestor.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(ancestor);
        if (overflowX === "visible" && overflowY === "visible") continue;
        const clip = ancestor.getBoundingClientRect();
        const cut = ring.top < clip.top || ring.bottom > clip.bottom || ring.left < clip.left || ring.right > clip.right;
        if (cut) clippedBy = `${ancestor.tagName.toLowerCase()}.${[...ancestor.classList].join(".")}`;
      }
      return { link: link.textContent ?? "", contrast: Math.round(contrast * 100) / 100, clippedBy };
    }, strip);
    if (check) checks.push(check);
    else if (checks.length > 0) break;
  }
  return checks;
}

/** A lead from the quote API, an estimate from it with the tile lines, sent: the customer's path. */
async function sentEstimatePath() {
  const leadId = await newLead({ name: "Ana Peña", email: `strip.focus.${process.pid}@example.com` }, "198.51.100.201");
  const { estimate } = await desk<{ estimate: EstimateDetail }>("/api/admin/estimates", "POST", { leadId });
  const draft = await desk<{ estimate: EstimateDetail }>(
    `/api/admin/estimates/${estimate.id}`,
    "PUT",
    draftOf(estimate, { lines: tileLines() }),
  );
  const sent = await desk<SentEstimate>(`/api/admin/estimates/${estimate.id}/send`, "POST", { version: draft.estimate.version });
  return new URL(sent.link).pathname;
}

describe("the top strip's focus ring", () => {
  test.each([
    ["a public page at 1280 px", "/about", desktop, "header > div:first-child", 2],
    ["a public page at 390 px, dark", "/about", { ...mobile, colorScheme: "dark" as const }, "header > div:first-child", 1],
  ])("%s: every strip link's ring is at least 3:1 and whole", async (_, path, options, strip, links) => {
    const { page, context, errors } = await openPage(browser, path, options);
    const rings = await ringsInStrip(page, strip);
    expect(rings.map((ring) => ring.link)).toHaveLength(links);
    for (const ring of rings) {
      expect(ring.contrast, ring.link).toBeGreaterThanOrEqual(3);
      expect(ring.clippedBy, ring.link).toBeNull();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the customer's estimate page, light and dark: phone, e-mail and each language", async () => {
    const path = await sentEstimatePath();
    for (const options of [desktop, { ...mobile, colorScheme: "dark" as const }]) {
      const { page, context } = await openPage(browser, path, options);
      const rings = await ringsInStrip(page, ".strip");
      // Phone and e-mail (the e-mail only on a wide screen), then English, Español and Français.
      expect(rings.map((ring) => ring.link)).toHaveLength(options === desktop ? 5 : 4);
      for (const ring of rings) {
        expect(ring.contrast, ring.link).toBeGreaterThanOrEqual(3);
        expect(ring.clippedBy, ring.link).toBeNull();
      }
      await context.close();
    }
  });
});
