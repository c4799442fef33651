import type { Request } from "playwright-core";
import { describe, expect, test } from "vitest";
import { claims } from "../../src/config/business";
import { messages } from "../../src/lib/messages";
import { desktop, seriousAxeViolationsInBothThemes, waitForHydration } from "./browser";
import {
  choosePaddedGifs,
  draftKey,
  expectToast,
  fillStepOne,
  focusedText,
  form,
  open,
  pngBytes,
  progressStep,
  shownToast,
  startBrowserAroundTests,
  submitButton,
  toStep,
} from "./quote-support";

/**
 * The quote form of spec section 2 ("Quote form") against the built site served by wrangler dev:
 * three steps, every toast of the catalogue, the draft kept across a reload, photos. What real
 * submissions send, the form without JavaScript and the home page's form are quote-submission.test.ts's.
 */
startBrowserAroundTests();

describe("three-step quote form", () => {
  test("steps, progress indicator, Continue and Back without validation, focus on each step's heading", async () => {
    const { page, context, errors } = await open("/contact");
    expect(await form(page).getByText(claims.formDuration).isVisible()).toBe(true);
    const progress = form(page).locator('ol[aria-label="Form progress"] > li');
    expect(await progress.count()).toBe(3);
    expect(await progressStep(page).textContent()).toContain("Contact Information");
    expect(await page.getByLabel("Service needed").isVisible()).toBe(false);
    expect(await submitButton(page).isVisible()).toBe(false);
    expect(await form(page).getByRole("button", { name: "Back" }).count()).toBe(0);
    for (const label of ["Full name", "Email"]) expect(await page.getByLabel(label).getAttribute("aria-required")).toBe("true");
    expect(await page.getByLabel("Phone").getAttribute("aria-required")).toBeNull();

    // Continue with nothing filled in: no validation, no toast. The form's code loads on this first
    // interaction, and the click is carried out once it has.
    await form(page).getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => progressStep(page).textContent()).toContain("Project Details");
    expect(await focusedText(page)).toBe("Project Details");
    expect(await page.getByLabel("Service needed").isVisible()).toBe(true);
    expect(await page.getByLabel("Service needed").getAttribute("aria-required")).toBe("true");
    expect(await page.getByLabel("Full name").isVisible()).toBe(false);
    expect(await shownToast(page)).toBeNull();

    await form(page).getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => progressStep(page).textContent()).toContain("Additional Information");
    expect(await focusedText(page)).toBe("Additional Information");
    expect(await form(page).getByRole("button", { name: "Continue" }).count()).toBe(0);
    expect(await submitButton(page).textContent()).toBe("Submit Quote Request");
    const next = form(page).getByRole("heading", { name: "What happens next" }).locator("xpath=following-sibling::ol/li");
    expect((await next.allTextContents()).join(" ")).toMatch(
      /24 hours.*certified professional.*free on-site consultation.*no hidden fees/,
    );
    expect(await progress.nth(0).textContent()).toContain("(completed)");

    await form(page).getByRole("button", { name: "Back" }).click();
    await expect.poll(() => progressStep(page).textContent()).toContain("Project Details");
    expect(await focusedText(page)).toBe("Project Details");
    await form(page).getByRole("button", { name: "Back" }).click();
    expect(await focusedText(page)).toBe("Contact Information");
    expect(await shownToast(page)).toBeNull();

    // Keyboard only: Enter in a field moves on like Continue; Tab reaches Back and Continue.
    await page.getByLabel("Full name").focus();
    await page.keyboard.type("Kim Keyboard");
    await page.keyboard.press("Enter");
    await expect.poll(() => progressStep(page).textContent()).toContain("Project Details");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.id)).toBe(
      await page.getByLabel("Service needed").getAttribute("id"),
    );
    await page.getByRole("button", { name: "Back" }).focus();
    await page.keyboard.press("Enter");
    expect(await page.getByLabel("Full name").inputValue()).toBe("Kim Keyboard");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("final submit validates with the shared rules and shows each toast word for word, sending nothing", async () => {
    const { page, context } = await open("/contact");
    const sent: Request[] = [];
    page.on("request", (request) => request.url().includes("/api/quote-requests") && sent.push(request));
    await toStep(page, 3);
    await submitButton(page).click();
    await expectToast(page, messages.missingFields(["Name", "Email", "Service"]), "destructive");
    expect((await shownToast(page))?.description).toBe("Please fill in: Name, Email, Service");

    await toStep(page, 1);
    await fillStepOne(page, { name: "Riley Rules", email: "" });
    await toStep(page, 3);
    await submitButton(page).click();
    await expectToast(page, messages.missingFields(["Email", "Service"]), "destructive");

    await toStep(page, 1);
    await fillStepOne(page, { name: "Riley Rules", email: "riley@example" });
    await toStep(page, 2);
    await page.getByLabel("Service needed").selectOption("Mold Inspection");
    await toStep(page, 3);
    await submitButton(page).click();
    await expectToast(page, { title: "Invalid Email", description: "Please enter a valid email address" }, "destructive");

    await toStep(page, 1);
    await fillStepOne(page, { name: "Riley Rules", email: "riley@example.com", phone: "555-12" });
    await toStep(page, 3);
    await submitButton(page).click();
    await expectToast(
      page,
      { title: "Invalid Phone Number", description: "Please enter a valid phone number (10-15 digits)" },
      "destructive",
    );
    // The toast region is a live region: errors are announced.
    expect(await page.locator('[role="alert"][aria-live="assertive"] [data-variant="destructive"]').count()).toBe(1);
    expect(sent).toEqual([]);
    await context.close();
  });

  test("the form's code loads on the visitor's first interaction, not with the page", async () => {
    const { page, context } = await open("/contact");
    await page.waitForLoadState("networkidle");
    const formCodeLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/assets\/QuoteForm-[\w-]+\.js$/.test(entry.name)),
      );
    expect(await formCodeLoaded()).toBe(false);
    await page.getByLabel("Full name").focus();
    await expect.poll(formCodeLoaded).toBe(true);
    await context.close();
  });

  test("typed input and the step survive a reload (sessionStorage)", async () => {
    const { page, context } = await open("/contact");
    await fillStepOne(page, { name: "Reload Person", email: "reload@example.com", phone: "(312) 555-0100" });
    await toStep(page, 2);
    await page.getByLabel("Service needed").selectOption("Asbestos Testing");
    await page.getByLabel("City").fill("Evanston");
    const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), draftKey)) ?? "{}");
    expect(stored.fields).toMatchObject({ name: "Reload Person", service: "Asbestos Testing", city: "Evanston" });
    expect(typeof stored.formStartedAt).toBe("number");

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => progressStep(page).textContent()).toContain("Project Details");
    expect(await page.getByLabel("Service needed").inputValue()).toBe("Asbestos Testing");
    expect(await page.getByLabel("City").inputValue()).toBe("Evanston");
    await toStep(page, 1);
    expect(await page.getByLabel("Full name").inputValue()).toBe("Reload Person");
    expect(await page.getByLabel("Phone").inputValue()).toBe("(312) 555-0100");
    await context.close();
  });

  test("text typed before the form's script has loaded is kept when the form comes to life", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, context } = await open("/contact", desktop, async (page) => {
      await page.route("**/assets/QuoteForm-*.js", async (route) => {
        await held;
        await route.continue();
      });
    });
    await page.getByLabel("Full name").fill("Early Bird");
    release();
    await page.locator('[data-island="quote-form"][data-island-live]').waitFor({ state: "attached" });
    await page.getByLabel("Email").fill("early@example.com");
    await page.getByLabel("Phone").fill("312 555 0111");
    expect(await page.getByLabel("Full name").inputValue()).toBe("Early Bird");
    await expect
      .poll(async () => JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), draftKey)) ?? "{}").fields?.name)
      .toBe("Early Bird");
    await context.close();
  });

  test("photos: several images at once, thumbnails with accessible remove buttons, and every photo toast", async () => {
    const { page, context } = await open("/contact");
    await toStep(page, 3);
    const input = form(page).locator('input[type="file"][name="images"]');
    expect(await input.getAttribute("accept")).toBe("image/*");
    expect(await input.getAttribute("multiple")).not.toBeNull();

    await input.setInputFiles([
      { name: "basement.png", mimeType: "image/png", buffer: await pngBytes(64, 48, "#0f766e") },
      { name: "attic.png", mimeType: "image/png", buffer: await pngBytes(48, 64, "#f59e0b") },
    ]);
    await expectToast(page, messages.imagesAdded(2), "default");
    expect(messages.imagesAdded(2).description).toBe("2 image(s) have been added to the project");
    const thumbnails = form(page).getByRole("list", { name: "Chosen photos" }).getByRole("img");
    expect(await thumbnails.count()).toBe(2);
    expect(await thumbnails.nth(0).getAttribute("alt")).toBe("basement.png");

    // Keyboard removal; focus moves to the next remove button.
    await page.getByRole("button", { name: "Remove photo basement.png" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => thumbnails.count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Remove photo attic.png");

    // A file that is not an image, and one that claims to be but cannot be read.
    await input.setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
    await expectToast(page, messages.imageReadError, "destructive");
    await page.locator("[data-variant] button").click();
    await input.setInputFiles([{ name: "broken.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2048, 7) }]);
    await expectToast(
      page,
      { title: "Image Upload Error", description: "Failed to process some images. Please try again." },
      "destructive",
    );

    await choosePaddedGifs(page, [5 * 1024 * 1024 + 10]);
    await expectToast(
      page,
      { title: "Image Too Large", description: "Some images exceed 5MB limit. Please resize them and try again." },
      "destructive",
    );
    await choosePaddedGifs(
      page,
      [4.5, 4.5, 4.5, 4.5, 4.5].map((megabytes) => megabytes * 1024 * 1024),
    );
    await expectToast(
      page,
      { title: "Total Image Size Too Large", description: "Total image size exceeds 20MB. Please remove some images." },
      "destructive",
    );
    expect(await thumbnails.count()).toBe(1);

    // axe on the busiest step, in both themes.
    expect(await seriousAxeViolationsInBothThemes(page, "#quote")).toEqual([]);
    await context.close();
  });
});
