import type { Browser, BrowserContextOptions } from "playwright-core";
import type { EstimateDraft } from "../../src/lib/desk-schemas/estimates";
import { desktop, newLead, openPage } from "./browser";

/** What the desk's estimate browser tests share: a lead of their own, the desk opened on a page, one line to send. */

/** A word no other lead has. */
export const uniqueWord = () =>
  (Date.now() + Math.random()).toString(36).replace(/[\d.]/g, (digit) => "abcdefghijk"[Number(digit)] ?? "z");

let leadCount = 0;
/** A lead from the public quote API, with an address and a client address of its own (`file` keeps test files apart). */
export async function lead(name: string, file: string) {
  leadCount += 1;
  return newLead(
    { name, email: `estimate.${file}.${process.pid}.${leadCount}@example.com` },
    `198.51.100.${((process.pid + leadCount + file.length * 37) % 150) + 100}`,
  );
}

export async function openDesk(browser: Browser, path: string, options: BrowserContextOptions = desktop) {
  const opened = await openPage(browser, path, options);
  await opened.page.locator("#desk-main").waitFor();
  return opened;
}

/** One required line, enough to save and send. */
export const smallLines = (): EstimateDraft["lines"] => [
  {
    kind: "required",
    group: null,
    groupLabel: null,
    section: "Basement",
    description: "Remove 9×9 asbestos floor tile",
    unit: "sq ft",
    quantityThousandths: 120_000,
    unitPriceCents: 650,
    taxBps: 0,
    preselected: false,
    priceItemId: null,
  },
];
