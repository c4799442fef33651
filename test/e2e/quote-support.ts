import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import type { LeadDetailResponse, LeadRow } from "../../src/lib/desk";
import { messages } from "../../src/lib/messages";
import { baseUrl, browserAroundTests, deskApi, desktop, waitForHydration } from "./browser";

/** What quote.test.ts and quote-submission.test.ts share: a visitor's page, the form's parts, toasts, files. */
export const endpoint = "**/api/quote-requests";
export const draftKey = "lakeshore:quote-draft:contact";

/** One Chromium per test file, started before its tests and closed after them. */
let browser: () => Browser;
export function startBrowserAroundTests() {
  browser = browserAroundTests();
}

let clientNumber = 0;
/** Each test is its own visitor (the Worker rate-limits leads per client address). */
export async function open(
  path: string,
  options: BrowserContextOptions = desktop,
  prepare?: (page: Page) => Promise<void>,
  hydrate = options.javaScriptEnabled !== false,
) {
  clientNumber += 1;
  const context = await browser().newContext({
    baseURL: baseUrl(),
    // The offline service worker (tested elsewhere) never handles POSTs; blocking it keeps routing plain.
    serviceWorkers: "block",
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(process.pid % 200) + clientNumber}` },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await prepare?.(page);
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
  return { page, context, errors };
}

/** A stored lead as the desk reads it (the e2e server's local identity is staff). */
export const storedLead = (id: string) => deskApi<LeadDetailResponse>(`/api/admin/leads/${id}`);

/** The one lead the desk's search finds for a name made of letters only (the search reads digits as a phone number). */
export async function storedLeadNamed(name: string) {
  const { leads } = await deskApi<{ leads: LeadRow[] }>(`/api/admin/leads?q=${encodeURIComponent(name)}`);
  expect(leads.map((lead) => lead.name)).toEqual([name]);
  return storedLead(leads[0]?.id ?? "");
}

/** A word no other lead has, in letters only. */
export const uniqueWord = () =>
  (Date.now() + Math.random()).toString(36).replace(/[\d.]/g, (digit) => "abcdefghijk"[Number(digit)] ?? "z");

/** The toast currently shown, as the visitor reads it. */
export async function shownToast(page: Page) {
  const toast = page.locator("[data-variant]");
  if ((await toast.count()) === 0) return null;
  return {
    variant: await toast.getAttribute("data-variant"),
    title: await toast.locator("p").nth(0).textContent(),
    description: await toast.locator("p").nth(1).textContent(),
  };
}

export async function expectToast(page: Page, toast: { title: string; description: string }, variant: "default" | "destructive") {
  await expect.poll(() => shownToast(page), { timeout: 15_000 }).toEqual({ variant, ...toast });
}

export const submissionError = (description: string) => ({ title: messages.submission.title, description });

export const form = (page: Page) => page.locator("#quote form");
export const progressStep = (page: Page) => form(page).locator('ol[aria-label="Form progress"] li[aria-current="step"]');
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
export const submitButton = (page: Page) => form(page).locator('button[type="submit"]');

export async function fillStepOne(page: Page, values: { name: string; email: string; phone?: string }) {
  await page.getByLabel("Full name").fill(values.name);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Phone").fill(values.phone ?? "");
}

export const currentStep = async (page: Page) => Number((await progressStep(page).textContent())?.match(/Step (\d)/)?.[1]);

/** Moves one step at a time, waiting for each move (the first click may come before the form's code). */
export async function toStep(page: Page, step: 1 | 2 | 3) {
  for (let current = await currentStep(page); current !== step; current = await currentStep(page)) {
    await form(page)
      .getByRole("button", { name: current < step ? "Continue" : "Back" })
      .click();
    await expect.poll(() => currentStep(page)).not.toBe(current);
  }
}

export const pngBytes = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
/**
 * Chooses valid 1x1 GIFs padded to the given sizes, made in the page (quicker than sending megabytes
 * through the driver). GIFs are sent as chosen, never re-encoded, so the size checks see them as is.
 */
export const choosePaddedGifs = (page: Page, sizes: number[]) =>
  page.evaluate((sizes) => {
    const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    sizes.forEach((size, index) => {
      transfer.items.add(new File([gif, new Uint8Array(size - gif.length)], `big-${index}.gif`, { type: "image/gif" }));
    });
    const input = document.querySelector<HTMLInputElement>('#quote input[type="file"][name="images"]');
    if (!input) throw new Error("no file input");
    input.files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, sizes);
