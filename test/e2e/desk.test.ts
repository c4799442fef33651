import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type LeadDetailResponse, leadDeskMessages } from "../../src/lib/desk";
import {
  deskApi,
  desktop,
  getAsPublicHost,
  launchBrowser,
  mobile,
  newContext,
  newLead,
  openPageIn,
  seriousAxeViolationsInBothThemes,
} from "./browser";
import { uniqueWord } from "./desk-estimate-support";

/**
 * The staff desk in Chromium, signed in as the e2e server's local identity (its first admin), against
 * the real public site and API: a quote request with a photo is worked in the desk. The tests share
 * one context per width, each in a tab of its own (openPageIn).
 */

let browser: Browser;
let wide: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  [wide, phone] = await Promise.all([newContext(browser, desktop), newContext(browser, mobile)]);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A lead with one photo, as the public quote form sends it: through the quote API. The form itself is
 * test/e2e/quote.test.ts's, and what the Worker stores of its payload test/worker/quote-requests.test.ts's.
 */
async function leadWithPhoto(name: string) {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#0d9488" } })
    .png()
    .toBuffer();
  return newLead({
    name,
    email: "desk.visitor@example.com",
    phone: "(312) 555-0142",
    service: "Mold Remediation",
    city: "Evanston",
    description: "Mold behind the basement drywall after a flood.",
    images: [
      { data: `data:image/png;base64,${photo.toString("base64")}`, name: "basement.png", type: "image/png", size: photo.length },
    ],
  });
}

async function openDesk(path: string, context = wide) {
  const opened = await openPageIn(context, path);
  await opened.page.locator("#desk-main").waitFor();
  return opened;
}

/** A lead's page, opened at its address. */
async function openLead(page: Page, id: string, name: string) {
  await page.goto(`/admin/leads/${id}`);
  await page.getByRole("heading", { level: 1, name }).waitFor();
}

/** The inbox filtered to one name in a new tab of the desk, then the lead's page through its link. */
async function openLeadPage(name: string) {
  const opened = await openDesk(`/admin/leads?q=${encodeURIComponent(name)}`);
  await opened.page.getByRole("link", { name }).filter({ visible: true }).click();
  await opened.page.getByRole("heading", { level: 1, name }).waitFor();
  return opened;
}

const toastText = async (page: Page) => (await page.locator("[data-variant]").textContent()) ?? "";

describe("a lead from the public site, worked in the desk", () => {
  const name = `Desk Customer ${uniqueWord()}`;
  let id = "";
  beforeAll(async () => {
    id = await leadWithPhoto(name);
  });

  test("shows in the inbox and its photo displays on the lead page, full size in a dialog", async () => {
    const { page, errors } = await openDesk(`/admin/leads?q=${encodeURIComponent(name)}`);
    const row = page.locator("table tbody tr", { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain("Mold Remediation");
    expect(await row.textContent()).toContain("Evanston");
    expect(await page.getByRole("status").filter({ hasText: "lead matches" }).textContent()).toContain("1 lead matches");
    await row.getByRole("link", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const thumbnail = page.getByRole("img", { name: "basement.png, open full size" });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(await page.getByRole("link", { name: /Download basement\.png/ }).getAttribute("href")).toMatch(
      /^\/api\/admin\/photos\/[0-9a-f-]+\?download=1$/,
    );

    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: "basement.png" });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.querySelector("img")?.alt)).toBe("basement.png, open full size");

    expect(await page.getByRole("link", { name: /Call \(312\) 555-0142/ }).getAttribute("href")).toBe("tel:3125550142");
    expect(await page.getByRole("link", { name: "desk.visitor@example.com" }).getAttribute("href")).toBe(
      "mailto:desk.visitor@example.com",
    );
    expect(await page.getByRole("link", { name: /Evanston/ }).getAttribute("href")).toContain("google.com/maps/search");
    expect(await page.getByRole("list", { name: "Timeline, newest first" }).textContent()).toContain("Lead received");

    // And on the pipeline board, in New, with its photo counted.
    expect(page.url().split("/").at(-1)).toBe(id);
    await page.goto("/admin/kanban");
    const column = page.locator('section[aria-labelledby="column-pipeline-new"]');
    const card = column.locator(`[data-card="${id}"]`);
    // Other files add leads to New on this server meanwhile: it may be past the column's first page.
    const cards = column.locator("[data-card]");
    await cards.first().waitFor();
    while ((await card.count()) === 0) {
      const shown = await cards.count();
      await column.getByRole("button", { name: /^Show [\d,]+ more in New/ }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    expect(await card.textContent()).toContain("Mold Remediation · Evanston");
    expect(await card.textContent()).toMatch(/1\s*photo(?!s)/);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a photo the browser cannot decode, or whose file is missing from storage, says so", async () => {
    const { page } = await openPageIn(wide, "about:blank");
    // Undecodable: a placeholder with its download link.
    await page.route("**/api/admin/photos/*", (route) =>
      route.request().url().includes("download=1")
        ? route.continue()
        : route.fulfill({ status: 200, contentType: "image/png", body: "not an image" }),
    );
    await openLead(page, id, name);
    const placeholder = page.getByText("This browser cannot show basement.png.");
    await placeholder.scrollIntoViewIfNeeded();
    await placeholder.waitFor();
    expect(await page.getByRole("link", { name: /Download basement\.png/ }).isVisible()).toBe(true);
    await page.unrouteAll({ behavior: "ignoreErrors" });

    // Missing from storage: said so, with no download link. The Worker's side (the detail's
    // fileMissing, the photo's 404) is test/worker/desk-leads-api.test.ts's.
    await page.route(/\/api\/admin\/leads\/[0-9a-f-]{36}$/, async (route) => {
      const detail = (await (await route.fetch()).json()) as LeadDetailResponse;
      await route.fulfill({ json: { ...detail, photos: detail.photos.map((photo) => ({ ...photo, fileMissing: true })) } });
    });
    await openLead(page, id, name);
    const missing = page.getByText(`basement.png: ${leadDeskMessages.photoFileMissing}`);
    await missing.scrollIntoViewIfNeeded();
    await missing.waitFor();
    expect(await page.getByRole("link", { name: /Download basement\.png/ }).count()).toBe(0);
    expect(await page.getByText("This browser cannot show").count()).toBe(0);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });

  test("a note shows in the timeline with its author and Chicago time; a status change is saved; both survive a reload", async () => {
    const { page, errors } = await openLeadPage(name);
    const note = `Called, left a voicemail ${Date.now()}`;
    await page.getByLabel("Add a note").fill(note);
    await page.getByRole("button", { name: "Add note" }).click();
    const timeline = page.getByRole("list", { name: "Timeline, newest first" });
    await expect.poll(() => timeline.textContent()).toContain(note);
    const entry = timeline.locator("li", { hasText: note });
    expect(await entry.textContent()).toContain("owner@lakeshore-environmental.example");
    const shown = await entry.locator("time").textContent();
    const at = await entry.locator("time").getAttribute("datetime");
    expect(shown).toBe(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short" }).format(
        new Date(at ?? ""),
      ),
    );
    expect(await page.getByLabel("Add a note").inputValue()).toBe("");

    await page.getByLabel("Status", { exact: true }).selectOption("quoted");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => toastText(page)).toContain("Saved");

    await page.reload();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("quoted");
    await expect.poll(() => page.getByRole("list", { name: "Timeline, newest first" }).textContent()).toContain(note);
    expect(await page.getByRole("list", { name: "Timeline, newest first" }).textContent()).toContain("Status changed");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("an edit against a stale version reloads the lead and says so", async () => {
    const { page } = await openLeadPage(name);
    // Someone else sets the priority meanwhile, from the same desk API.
    const other = await page.evaluate(async (leadId) => {
      const current = await (await fetch(`/api/admin/leads/${leadId}`)).json();
      const response = await fetch(`/api/admin/leads/${leadId}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version: current.lead.version, priority: "high" }),
      });
      return response.status;
    }, id);
    expect(other).toBe(200);
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => toastText(page)).toContain("The lead was changed meanwhile");
    expect(await page.locator("[data-variant]").getAttribute("data-variant")).toBe("destructive");
    // The page shows the other change, and not the refused one.
    await expect.poll(() => page.getByLabel("Priority", { exact: true }).inputValue()).toBe("high");
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).not.toBe("won");
    await page.close();
  });

  test("the CSV export of the current filter contains the lead", async () => {
    const { page } = await openDesk(`/admin/leads?q=${encodeURIComponent(name)}`);
    const link = page.getByRole("link", { name: "Export CSV" });
    expect(await link.getAttribute("href")).toBe(
      `/api/admin/leads/export.csv?q=${encodeURIComponent(name).replace(/%20/g, "+")}`,
    );
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    await page.close();
  });

  test("filters live in the address: a filtered view survives a reload", async () => {
    const { page } = await openDesk("/admin/leads");
    await page.getByLabel("Search name, e-mail, phone, city or description").fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=/);
    await page.getByLabel("Service", { exact: true }).selectOption("Mold Remediation");
    await page.waitForURL(/service=Mold\+Remediation/);
    await page.getByLabel("With photos only").check();
    await page.waitForURL(/hasPhotos=1/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("hasPhotos");
    await page.reload();
    expect(await page.getByLabel("Service", { exact: true }).inputValue()).toBe("Mold Remediation");
    expect(await page.getByLabel("With photos only").isChecked()).toBe(true);
    await page.locator("table tbody tr", { hasText: name }).waitFor();
    expect(await page.locator("table tbody tr").count()).toBe(1);

    await page.getByLabel("Source").selectOption("chatbot");
    await page.getByText("No lead matches these filters.").waitFor();
    await page.goBack();
    await page.locator("table tbody tr", { hasText: name }).waitFor();
    expect(await page.getByLabel("Source").inputValue()).toBe("");
    await page.close();
  });

  test("spam: marked from the lead page, it leaves the inbox; Not spam in the spam folder brings it back", async () => {
    const spamName = `Desk Spam Check ${uniqueWord()}`;
    await newLead({ name: spamName });
    const { page } = await openLeadPage(spamName);
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await expect.poll(() => toastText(page)).toContain("Moved to spam");
    await page.goto(`/admin/leads?q=${encodeURIComponent(spamName)}`);
    await page.getByText("No lead matches these filters.").waitFor();
    await page.getByRole("link", { name: "Spam", exact: true }).click();
    await page.getByLabel("Search name, e-mail, phone, city or description").fill(spamName);
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.locator("table tbody tr", { hasText: spamName });
    await row.getByRole("button", { name: `Not spam: ${spamName}` }).click();
    await expect.poll(() => toastText(page)).toContain("Not spam");
    await page.getByText("The spam folder is empty.").waitFor();
    await page.goto(`/admin/leads?q=${encodeURIComponent(spamName)}`);
    await page.locator("table tbody tr", { hasText: spamName }).waitFor();
    await page.close();
  });

  test("at 390 px a crew member calls, changes the status and adds a note", async () => {
    const { page, errors } = await openDesk(`/admin/leads?q=${encodeURIComponent(name)}`, phone);
    await page.getByRole("list", { name: "Leads" }).getByRole("link", { name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A list of cards, not a table.
    expect(await page.locator("table").isVisible()).toBe(false);
    await page.getByRole("list", { name: "Leads" }).getByRole("link", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const call = page.getByRole("link", { name: /Call \(312\) 555-0142/ });
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute("href")).toBe("tel:3125550142");
    await page.getByLabel("Status", { exact: true }).selectOption("estimate_scheduled");
    await page.getByRole("button", { name: "Save changes" }).tap();
    await expect.poll(() => toastText(page)).toContain("Saved");
    const note = `On site, customer home ${Date.now()}`;
    await page.getByLabel("Add a note").fill(note);
    await page.getByRole("button", { name: "Add note" }).tap();
    await expect.poll(() => page.getByRole("list", { name: "Timeline, newest first" }).textContent()).toContain(note);
    await page.reload();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("estimate_scheduled");
    expect(errors).toEqual([]);
    await page.close();
  });

  test("the dashboard counts it among today's new leads and shows sources, services, forwarding and site speed", async () => {
    const { page, errors } = await openDesk("/admin");
    for (const heading of [
      "New leads",
      "Forwarding problems",
      "By source: won of all leads",
      "By service",
      "Site speed: p75 over the last 7 days",
    ])
      await page.getByRole("heading", { level: 2, name: heading }).waitFor();
    const today = Number(await page.locator("dt", { hasText: "Today" }).locator("xpath=following-sibling::dd").textContent());
    expect(today).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("forwarding problems: five at first, all on request, and Retry forwarding queues the lead again", async () => {
    const lead = await deskApi<LeadDetailResponse>(`/api/admin/leads/${id}`);
    const { page, errors } = await openPageIn(wide, "about:blank");
    // A desk whose forwarding broke: the real lead first, then six stand-ins, of 60 in all.
    await page.route("**/api/admin/dashboard", async (route) => {
      const dashboard = await (await route.fetch()).json();
      const problem = { ...lead.lead, forwardStatus: "failed" };
      const standIns = Array.from({ length: 6 }, (_, i) => ({ ...problem, id: `${id.slice(0, -1)}${i}`, name: `Stand-in ${i}` }));
      await route.fulfill({ json: { ...dashboard, forwardingProblems: [problem, ...standIns], forwardingProblemsTotal: 60 } });
    });
    await page.goto("/admin");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Forwarding problems" }) });
    await section.getByText("60 leads have not reached the team, oldest first (the oldest 7 are listed).").waitFor();
    expect(await section.getByRole("listitem").count()).toBe(5);
    await section.getByRole("button", { name: "Show all 7" }).click();
    expect(await section.getByRole("listitem").count()).toBe(7);

    await section.getByRole("button", { name: `Retry forwarding for ${name}` }).click();
    await expect.poll(() => toastText(page)).toContain("queued for forwarding");
    // A dashboard reload may still be in the handler: its late answer is dropped, not an error.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await openLead(page, id, name);
    expect(await page.getByRole("list", { name: "Timeline, newest first" }).textContent()).toContain("Forwarding retried");
    expect(errors).toEqual([]);
    await page.close();
  });

  // The dashboard's axe check at this width, on this server's leads, is test/e2e/desk-jobs.test.ts's (its
  // "what is due" step), and at both widths on a server of its own test/e2e/desk-estimate-settings.test.ts's.
  test("axe finds no serious or critical violation on the inbox and lead page, in either theme", async () => {
    const { page } = await openDesk(`/admin/leads?q=${encodeURIComponent(name)}`);
    const bothThemes = async (screen: string) => {
      expect(await seriousAxeViolationsInBothThemes(page), screen).toEqual([]);
    };
    await page.locator("table tbody tr", { hasText: name }).waitFor();
    await bothThemes("inbox");
    await page.getByRole("link", { name }).filter({ visible: true }).click();
    await page.getByRole("list", { name: "Timeline, newest first" }).waitFor();
    await bothThemes("lead page");
    await page.close();
  });
});

describe("deleting a lead for good", () => {
  test("an admin confirms first; Keep the lead keeps it, Delete for good removes it", async () => {
    const name = `Privacy Request ${uniqueWord()}`;
    const id = await newLead({ name });
    const { page, errors } = await openLeadPage(name);

    await page.getByRole("button", { name: "Delete permanently" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ${name}'s lead?` });
    await dialog.getByRole("button", { name: "Keep the lead" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await page.request.get(`/api/admin/leads/${id}`)).status()).toBe(200);

    await page.getByRole("button", { name: "Delete permanently" }).click();
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await expect.poll(() => toastText(page)).toContain("Lead deleted");
    await page.waitForURL(/\/admin\/leads$/);
    // The desk asked for it: the lead is gone. All that goes with it (photos in R2, events, appointments)
    // is test/worker/desk-lead-edits.test.ts's ("removes the lead, its events, photo rows, R2 photos, …").
    expect((await page.request.get(`/api/admin/leads/${id}`)).status()).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the desk on a public host, through the real asset router", () => {
  // The built admin.html is a static asset: only run_worker_first keeps it behind the Access check.
  test.each(["/admin", "/admin/", "/admin.html", "/admin/leads", "/api/admin/me"])(
    "%s without an Access token answers 401 and none of the desk",
    async (path) => {
      const { status, body } = await getAsPublicHost(path);
      expect(status).toBe(401);
      expect(body).not.toContain('id="desk"');
      expect(body).not.toContain("/assets/");
    },
  );
});

describe("the desk's shell", () => {
  test("an unknown /admin address shows the desk's not-found inside the shell, noindex; so does an unknown lead id", async () => {
    const { page, errors } = await openDesk("/admin/whatever/else");
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Desk" }).isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(errors).toEqual([]);

    await page.goto("/admin/leads/00000000-0000-4000-8000-000000000000");
    await page.getByRole("heading", { level: 1, name: "Lead not found" }).waitFor();
    expect(await page.getByText("This lead does not exist.").isVisible()).toBe(true);
    await page.close();
  });

  test("the signed-in member, the navigation, the skip link and the theme switch, by keyboard", async () => {
    const { page } = await openDesk("/admin");
    await page.getByText("owner@lakeshore-environmental.example").waitFor();
    expect(await page.getByText("Admin", { exact: true }).isVisible()).toBe(true);
    const links = await page.getByRole("navigation", { name: "Desk" }).getByRole("link").allTextContents();
    expect(links.map((text) => text.trim())).toEqual([
      "Dashboard",
      "Leads",
      "Pipeline",
      "Estimates",
      "Jobs",
      "Sources",
      "Calendar",
      "Chatbot",
      "Price list",
      "Estimate settings",
      "Staff",
    ]);
    expect(await page.getByRole("link", { name: "Pipeline" }).getAttribute("href")).toBe("/admin/kanban");

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("desk-main");

    await page.getByRole("link", { name: "Leads" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("desk-main");
    expect(await page.title()).toBe("Leads · Staff desk");

    const dark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    const before = await dark();
    await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).focus();
    await page.keyboard.press("Enter");
    expect(await dark()).toBe(!before);
    await page.reload();
    await page.locator("#desk-main").waitFor();
    expect(await dark()).toBe(!before);
    // Back as it was: the other tabs of this context keep the theme in the same storage.
    await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).focus();
    await page.keyboard.press("Enter");
    expect(await dark()).toBe(before);
    await page.close();
  });
});

describe("staff screen", () => {
  test("an admin adds a member, changes their role, disables them and removes them", async () => {
    const { page, errors } = await openDesk("/admin/staff");
    const email = `crew.${Date.now()}@lakeshore-environmental.example`;
    await page.getByLabel("E-mail (their Cloudflare Access sign-in)").fill(email);
    await page.getByLabel("Name (optional)").fill("Crew Member");
    await page.getByRole("button", { name: "Add member" }).click();
    const member = page.getByRole("list", { name: "Members" }).locator("li", { hasText: email });
    await member.waitFor();
    expect(await member.textContent()).toContain("Staff · Active");

    await member.getByLabel("Role of Crew Member").selectOption("admin");
    await expect.poll(() => member.textContent()).toContain("Admin · Active");
    await member.getByRole("button", { name: "Disable Crew Member" }).click();
    await expect.poll(() => member.textContent()).toContain("Admin · Disabled");

    // The signed-in admin has no controls for themselves.
    const me = page.getByRole("list", { name: "Members" }).locator("li", { hasText: "(you)" });
    expect(await me.getByRole("button").count()).toBe(0);

    await member.getByRole("button", { name: "Remove Crew Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove Crew Member?" });
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await member.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a refused change (a duplicate member) explains itself in a toast", async () => {
    const { page } = await openDesk("/admin/staff");
    await page.getByLabel("E-mail (their Cloudflare Access sign-in)").fill("owner@lakeshore-environmental.example");
    await page.getByRole("button", { name: "Add member" }).click();
    await expect.poll(() => toastText(page)).toContain("This e-mail is already on the staff list.");
    expect(await page.locator("[data-variant]").getAttribute("data-variant")).toBe("destructive");
    await page.close();
  });
});
