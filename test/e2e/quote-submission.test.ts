import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { messages } from "../../src/lib/messages";
import { desktop, mobile } from "./browser";
import {
  draftKey,
  endpoint,
  expectToast,
  fillStepOne,
  focusedText,
  form,
  open,
  pngBytes,
  progressStep,
  startBrowserAroundTests,
  storedLead,
  storedLeadNamed,
  submissionError,
  submitButton,
  toStep,
  uniqueWord,
} from "./quote-support";

/**
 * The quote forms of spec section 2 ("Quote form", "Home") sending for real: what a submission sends
 * (what the Worker stores of it is test/worker/quote-requests.test.ts's), the states while sending,
 * the same form without JavaScript, and the home page's compact form.
 */
startBrowserAroundTests();

describe("submission", () => {
  test("a real submission with a downscaled phone photo is accepted as sent; the form then resets", async () => {
    const { page, context, errors } = await open("/contact", mobile, (page) => page.clock.install());
    await fillStepOne(page, { name: "Dana Downscale", email: "dana@example.com", phone: "312 555 0199" });
    await toStep(page, 2);
    await page.getByLabel("Service needed").selectOption("Asbestos Removal");
    await page.getByLabel("Property type").selectOption("Residential - Single Family");
    await page.getByLabel("When do you need the work done?").selectOption("Within 1-2 weeks");
    await page.getByLabel("Property address").fill("1200 W Main St");
    await page.getByLabel("City").fill("Oak Park");
    await page.getByLabel("State").selectOption("IL");
    await page.getByLabel("ZIP code").fill("60302");
    await toStep(page, 3);
    await page.getByLabel("Project description").fill("Old pipe insulation in the basement.");

    // A 12-megapixel noisy photo (4032 x 3024), as phones take them: far over 5 MB and 2560 px. (Half
    // the pixels of the 24-megapixel one it replaces, which only cost more to draw, encode and decode.)
    const originalBytes = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(4032, 3024);
      const context2d = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      const pixels = context2d.createImageData(4032, 3024);
      for (let offset = 0; offset < pixels.data.length; offset += 65536) {
        crypto.getRandomValues(pixels.data.subarray(offset, offset + 65536));
      }
      // Noise of moderate amplitude around mid-grey, fully opaque.
      const words = new Uint32Array(pixels.data.buffer);
      for (let index = 0; index < words.length; index++) words[index] = ((words[index] ?? 0) & 0x3f3f3f) + 0x606060 + 0xff000000;
      context2d.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
      const input = document.querySelector<HTMLInputElement>('#quote input[type="file"][name="images"]');
      if (!input) throw new Error("no file input");
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], "IMG_4032.jpeg", { type: "image/jpeg" }));
      input.files = transfer.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      return blob.size;
    });
    expect(originalBytes).toBeGreaterThan(5 * 1024 * 1024);
    await expectToast(page, messages.imagesAdded(1), "default");
    await form(page)
      .locator('input[type="file"]')
      .setInputFiles([{ name: "label.png", mimeType: "image/png", buffer: await pngBytes(80, 60, "#134e4a") }]);
    await expectToast(page, messages.imagesAdded(1), "default");

    // A person takes longer than the Worker's minimum fill time; the page's clock says so.
    await page.clock.fastForward(8_000);
    const requestPromise = page.waitForRequest((request) => request.url().endsWith("/api/quote-requests"));
    const responsePromise = page.waitForResponse((response) => response.url().endsWith("/api/quote-requests"));
    await submitButton(page).click();
    const request = await requestPromise;
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const answer = (await response.json()) as { id: string; status: string };
    expect(answer.status).toBe("received");

    const payload = request.postDataJSON();
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Object.keys(payload).sort()).toEqual(
      [
        "type",
        "name",
        "email",
        "phone",
        "service",
        "timeline",
        "description",
        "propertyAddress",
        "city",
        "state",
        "zipCode",
        "propertyType",
        "images",
        "submittedAt",
        "source",
        "website",
        "formStartedAt",
        "attribution",
      ].sort(),
    );
    expect(payload).toMatchObject({
      type: "quote-request",
      name: "Dana Downscale",
      email: "dana@example.com",
      phone: "312 555 0199",
      service: "Asbestos Removal",
      timeline: "Within 1-2 weeks",
      propertyAddress: "1200 W Main St",
      city: "Oak Park",
      state: "IL",
      zipCode: "60302",
      propertyType: "Residential - Single Family",
      source: "quote-form",
      website: "",
    });
    expect(new Date(payload.submittedAt).toISOString()).toBe(payload.submittedAt);
    expect(Date.parse(payload.submittedAt) - payload.formStartedAt).toBeGreaterThanOrEqual(8_000);
    const [photo, label] = payload.images as Array<{ data: string; name: string; type: string; size: number }>;
    expect(photo).toMatchObject({ name: "IMG_4032.jpg", type: "image/jpeg" });
    expect(photo?.data.startsWith("data:image/jpeg;base64,")).toBe(true);
    const photoBytes = Buffer.from(photo?.data.split(",")[1] ?? "", "base64");
    expect(photoBytes.length).toBe(photo?.size);
    expect(photoBytes.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const sentSize = await sharp(photoBytes).metadata();
    expect(Math.max(sentSize.width ?? 0, sentSize.height ?? 0)).toBeLessThanOrEqual(2560);
    expect(Math.max(sentSize.width ?? 0, sentSize.height ?? 0)).toBeGreaterThan(1000);
    expect(label).toMatchObject({ name: "label.png", type: "image/png" });
    expect(label?.data.startsWith("data:image/png;base64,")).toBe(true);

    // The visitor sees success; fields and photos are cleared and the form is back at step 1.
    await expectToast(page, messages.submitted, "default");
    expect(messages.submitted).toEqual({
      title: "Quote Request Submitted Successfully!",
      description: "We'll review your request and contact you within 24 hours with a detailed quote.",
    });
    await expect.poll(() => progressStep(page).textContent()).toContain("Contact Information");
    expect(await focusedText(page)).toBe("Contact Information");
    expect(await page.getByLabel("Full name").inputValue()).toBe("");
    expect(await page.evaluate((key) => sessionStorage.getItem(key), draftKey)).toBeNull();
    await toStep(page, 3);
    expect(await form(page).getByRole("list", { name: "Chosen photos" }).count()).toBe(0);
    expect(await page.getByLabel("Project description").inputValue()).toBe("");

    // What the Worker stores of such a payload, photos in R2 included, is test/worker/quote-requests.test.ts's
    // ("answers 201 with the id, and the lead is in D1 …", "stores photos in R2 …").
    expect(errors).toEqual([]);
    await context.close();
  });

  test("while sending: button disabled with a spinner and upload progress; every error case shows its toast", async () => {
    const { page, context } = await open("/contact");
    await fillStepOne(page, { name: "Erin Errors", email: "erin@example.com" });
    await toStep(page, 2);
    await page.getByLabel("Service needed").selectOption("Mold Remediation");
    await toStep(page, 3);
    await form(page)
      .locator('input[type="file"]')
      .setInputFiles([{ name: "wall.png", mimeType: "image/png", buffer: await pngBytes(40, 40, "#555555") }]);
    await expectToast(page, messages.imagesAdded(1), "default");

    const keys: string[] = [];
    let answer: (route: import("playwright-core").Route) => Promise<void> = (route) => route.abort("failed");
    let release: () => void = () => {};
    await page.route(endpoint, async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      await answer(route);
    });

    // Held request: busy state.
    answer = (route) =>
      new Promise<void>((resolve) => {
        release = () => void route.fulfill({ status: 413, body: "" }).then(resolve);
      });
    await submitButton(page).click();
    await expect.poll(() => submitButton(page).textContent()).toBe("Submitting...");
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await submitButton(page).locator("span.animate-spin").count()).toBe(1);
    expect(await form(page).getByRole("progressbar", { name: "Uploading photos…" }).isVisible()).toBe(true);
    release();
    await expectToast(
      page,
      submissionError("Request too large. Please reduce image sizes or remove some images."),
      "destructive",
    );
    expect(await submitButton(page).textContent()).toBe("Submit Quote Request");
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await form(page).getByRole("progressbar").count()).toBe(0);
    // A failure keeps everything the visitor typed and chose.
    expect(await page.getByRole("button", { name: "Remove photo wall.png" }).count()).toBe(1);

    const cases: Array<[string, (route: import("playwright-core").Route) => Promise<void>, string]> = [
      [
        "server error field",
        (route) => route.fulfill({ status: 400, json: { error: "Choose a service from the list." } }),
        "Choose a service from the list.",
      ],
      ["empty server error", (route) => route.fulfill({ status: 500, json: { error: "" } }), messages.submission.serverDefault],
      [
        "body not JSON",
        (route) => route.fulfill({ status: 502, contentType: "text/plain", body: "Bad gateway" }),
        "Server error: Bad gateway",
      ],
      [
        "error mentioning 413",
        (route) => route.fulfill({ status: 400, json: { error: "Upstream said 413 Payload Too Large" } }),
        messages.submission.tooLarge,
      ],
      ["network failure", (route) => route.abort("internetdisconnected"), messages.submission.network],
    ];
    for (const [, handler, description] of cases) {
      await page.locator("[data-variant] button").click();
      answer = handler;
      await submitButton(page).click();
      await expectToast(page, submissionError(description), "destructive");
    }
    expect(messages.submission).toMatchObject({
      serverDefault: "There was an error submitting your request.",
      network: "Network error. Please check your internet connection and try again.",
      tooLarge: "Request too large. Please reduce image sizes or remove some images.",
    });
    // Retries of the same content reuse one Idempotency-Key; changed content gets a new one.
    expect(new Set(keys).size).toBe(1);
    await page.getByLabel("Project description").fill("Now with a description.");
    await page.locator("[data-variant] button").click();
    await submitButton(page).click();
    await expectToast(page, submissionError(messages.submission.network), "destructive");
    await expect.poll(() => new Set(keys).size).toBe(2);

    // Other errors: the error's own message, or the default sentence.
    await page.unroute(endpoint);
    await page.evaluate(() => {
      XMLHttpRequest.prototype.send = () => {
        throw new Error("Boom from the browser");
      };
    });
    await submitButton(page).click();
    await expectToast(page, submissionError("Boom from the browser"), "destructive");
    await page.evaluate(() => {
      XMLHttpRequest.prototype.send = () => {
        throw new Error("");
      };
    });
    await page.locator("[data-variant] button").click();
    await submitButton(page).click();
    await expectToast(page, submissionError("There was an error submitting your request. Please try again."), "destructive");
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("all steps show as one form that posts multipart, lands on the thank-you page and stores the lead", async () => {
    const { page, context } = await open("/contact", { ...desktop, javaScriptEnabled: false });
    const quoteForm = form(page);
    expect(await quoteForm.getAttribute("method")).toBe("post");
    expect(await quoteForm.getAttribute("action")).toBe("/api/quote-requests");
    expect(await quoteForm.getAttribute("enctype")).toBe("multipart/form-data");
    for (const heading of ["Contact Information", "Project Details", "Additional Information"]) {
      expect(await quoteForm.getByRole("heading", { name: heading }).isVisible()).toBe(true);
    }
    expect(await quoteForm.locator('ol[aria-label="Form progress"]').isVisible()).toBe(false);
    expect(await quoteForm.getByRole("button", { name: "Continue" }).isVisible()).toBe(false);
    expect(await submitButton(page).isVisible()).toBe(true);
    expect(await quoteForm.getByLabel("Leave this empty").getAttribute("tabindex")).toBe("-1");

    const name = `No Script ${uniqueWord()}`;
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Email").fill("noscript@example.com");
    await page.getByLabel("Phone").fill("312-555-0177");
    await page.getByLabel("Service needed").selectOption("Lead Paint Removal");
    await page.getByLabel("Property type").selectOption("Educational");
    await page.getByLabel("City").fill("Gary");
    await page.getByLabel("State").selectOption("IN");
    await page.getByLabel("Project description").fill("Peeling paint in a 1920s school.");
    await quoteForm
      .locator('input[name="images"]')
      .setInputFiles([{ name: "hall.png", mimeType: "image/png", buffer: await pngBytes(120, 90, "#99f6e4") }]);
    await submitButton(page).click();
    await page.waitForURL("**/contact/thank-you");
    expect(await page.locator("h1").textContent()).toContain("Thank you");
    expect(await page.getByText(messages.submitted.description).first().isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "What happens next" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /^Call / }).getAttribute("href")).toMatch(/^tel:\+1/);
    expect(await page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    // The page's own field names reached the lead (the Worker's reading of a multipart post is test/worker/quote-requests.test.ts's).
    const stored = await storedLeadNamed(name);
    expect(stored.lead).toMatchObject({ source: "quote-form", isSpam: false, state: "IN", propertyType: "Educational" });
    expect(stored.photos.map(({ contentType, originalName }) => ({ contentType, originalName }))).toEqual([
      { contentType: "image/png", originalName: "hall.png" },
    ]);
    await context.close();
  });

  test("if the app's script never starts, the whole no-JavaScript form appears after 6 s", async () => {
    const { page, context } = await open(
      "/contact",
      desktop,
      async (page) => {
        await page.clock.install();
        await page.route("**/assets/*.js", (route) => route.abort());
      },
      false,
    );
    expect(await page.getByLabel("Service needed").isVisible()).toBe(false);
    await page.clock.runFor(6_500);
    await expect.poll(() => page.getByLabel("Service needed").isVisible()).toBe(true);
    expect(await submitButton(page).isVisible()).toBe(true);
    expect(await form(page).getByRole("button", { name: "Continue" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("home page form", () => {
  test("compact form: labels, invalid email toast, 'Submitting...' and success", async () => {
    const { page, context } = await open("/", { viewport: { width: 1280, height: 1000 } }, async (page) => {
      // The splash (tested in home.test.ts) would only delay this test.
      await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
      await page.clock.install();
    });
    const homeForm = page.locator('form:has(input[name="source"][value="home-form"])');
    expect(await homeForm.getByText("We'll get back to you within 24 hours").isVisible()).toBe(true);
    await homeForm.getByLabel("Full name").fill("Hana Home");
    await homeForm.getByLabel("Email").fill("hana@@example");
    await homeForm.getByLabel("Service needed").selectOption("Window Installation");
    await homeForm.getByRole("button", { name: "Submit Quote Request" }).click();
    await expectToast(page, messages.invalidEmail, "destructive");
    await homeForm.getByLabel("Email").fill("hana@example.com");
    await homeForm.getByLabel("Short description").fill("Six drafty windows.");
    await page.clock.fastForward(5_000);
    let release: () => void = () => {};
    await page.route(endpoint, (route) => new Promise<void>((resolve) => (release = () => void route.continue().then(resolve))));
    const responsePromise = page.waitForResponse((response) => response.url().endsWith("/api/quote-requests"));
    await homeForm.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect.poll(() => homeForm.locator('button[type="submit"]').textContent()).toBe("Submitting...");
    release();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    await expectToast(page, messages.submitted, "default");
    expect(await homeForm.getByLabel("Full name").inputValue()).toBe("");
    const { id } = (await response.json()) as { id: string };
    expect((await storedLead(id)).lead).toMatchObject({ source: "home-form", isSpam: false, description: "Six drafty windows." });
    await context.close();
  });
});
