import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { business } from "../../src/config/business";
import { cities } from "../../src/config/service-area";
import { homeSlides, homeTabs } from "../../src/content/home";
import { serviceIndex } from "../../src/content/service-index";
import { testimonials } from "../../src/content/testimonials";
import { baseUrl, browserAroundTests } from "./browser";
import {
  currentSlide,
  leave,
  openHome,
  rotationButton,
  selectedTab,
  serviceCarousel,
  tabsWidget,
  testimonialCarousel,
  untilRotating,
} from "./home-widgets";

/**
 * The home page in Chromium against the built site. Timers run on Playwright's clock (installed
 * before the page loads), so every interval is exact and no test waits in real time.
 */
const browser = browserAroundTests();

describe("hero", () => {
  test("poster first; the muted looping video 500 ms after load, exactly over the poster", async () => {
    const { page, context, errors } = await openHome(browser());
    const poster = page.locator('img[fetchpriority="high"]');
    expect(await poster.getAttribute("width")).toBe("1280");
    expect(await poster.getAttribute("height")).toBe("720");
    expect(await poster.getAttribute("src")).toMatch(/^\/images\/home\/hero-\d+\.webp$/);
    expect(await poster.getAttribute("loading")).toBeNull();
    await page.waitForFunction(() => document.readyState === "complete");
    const video = page.locator("video");
    await page.clock.runFor(400);
    expect(await video.count()).toBe(0);
    await page.clock.runFor(150);
    await expect.poll(() => video.count()).toBe(1);
    const properties = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      autoplay: element.autoplay,
      playsInline: element.playsInline,
      hidden: element.getAttribute("aria-hidden"),
      sources: [...element.querySelectorAll("source")].map((source) => [source.getAttribute("src"), source.getAttribute("type")]),
    }));
    expect(properties).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      playsInline: true,
      hidden: "true",
      sources: [
        ["/video/hero.webm", 'video/webm; codecs="vp9"'],
        ["/video/hero.mp4", "video/mp4"],
      ],
    });
    expect(await video.boundingBox()).toEqual(await poster.boundingBox());
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 2)).toBe(true);
    // The visible pause control stops it.
    await page.getByRole("button", { name: "Pause background video" }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("no video with Save-Data", async () => {
    const { page, context } = await openHome(browser(), { saveData: true });
    await page.clock.runFor(3_000);
    expect(await page.locator("video").count()).toBe(0);
    await context.close();
  });

  test("hero (TOP RATED, h1, badges, calls to action, quote form on lg only), certifications, four steps, FAQ as in its JSON-LD, closing call to action", async () => {
    const { page, context } = await openHome(browser(), { saveData: true });
    const hero = page.locator("section").first();
    expect(await hero.getByText("TOP RATED").isVisible()).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await hero.getByText("24/7 emergency service").isVisible()).toBe(true);
    expect(await hero.getByText("Free estimates").isVisible()).toBe(true);
    expect(await hero.getByRole("link", { name: "Get Free Quote" }).getAttribute("href")).toBe("/contact");
    expect(await hero.getByRole("link", { name: "Our Services" }).getAttribute("href")).toBe("/services");
    expect(await hero.getByRole("button", { name: "Submit Quote Request" }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await hero.getByRole("button", { name: "Submit Quote Request" }).isVisible()).toBe(false);

    expect(await page.getByRole("heading", { name: "Credentials you can check" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "EPA Lead-Safe Certified Firm" }).isVisible()).toBe(true);
    expect(
      await page
        .locator("section", { has: page.getByRole("heading", { name: "Our four-step process" }) })
        .locator("ol > li h3")
        .allTextContents(),
    ).toEqual(["Inspection & Assessment", "Detailed Report & Planning", "Safe Remediation", "Final Clearance"]);
    const faq = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? "{}")).find((data) => data["@type"] === "FAQPage"),
      );
    const questions = await page.locator("details summary h3").allTextContents();
    expect(questions).toEqual(faq.mainEntity.map((entry: { name: string }) => entry.name));
    expect(questions).toHaveLength(8);
    expect(await page.getByRole("link", { name: "Get Free Consultation" }).getAttribute("href")).toBe("/contact");
    expect(
      await page
        .getByRole("link", { name: `Call ${business.phone.display}` })
        .last()
        .getAttribute("href"),
    ).toBe(`tel:${business.phone.e164}`);
    await context.close();
  });
});

describe("banners", () => {
  test("services and cities scroll as CSS marquees once on screen, the copy hidden from screen readers, paused on hover, focus and button", async () => {
    const { page, context } = await openHome(browser(), { saveData: true });
    const services = page.getByRole("region", { name: "Services we offer" });
    const towns = page.getByRole("region", { name: "Cities we serve" });
    const track = (banner: Locator) => banner.locator(":scope > div");
    const state = (banner: Locator) =>
      track(banner).evaluate(
        (element) => `${getComputedStyle(element).animationName} ${getComputedStyle(element).animationPlayState}`,
      );
    // Below the first screen, the banners stand still and their copies are not made: the load lays none of them out.
    expect(await services.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    expect(await page.locator('[data-island="marquee"] ul[aria-hidden="true"]').count()).toBe(0);
    expect(await state(services)).toBe("none running");
    await services.scrollIntoViewIfNeeded();
    await expect.poll(() => services.locator('ul[aria-hidden="true"] li').count()).toBe(serviceIndex.length);
    expect(await services.locator("ul:not([aria-hidden]) li").allTextContents()).toEqual(serviceIndex.map((s) => s.name));
    expect(await towns.locator("ul:not([aria-hidden]) li").count()).toBe(cities.length);
    expect(await towns.locator('ul[aria-hidden="true"] li').count()).toBe(cities.length);
    expect(await state(services)).toBe("marquee running");
    expect(await state(towns)).toBe("marquee running");
    await services.hover();
    expect(await state(services)).toBe("marquee paused");
    await towns.focus();
    expect(await state(towns)).toBe("marquee paused");
    await leave(page);
    expect(await state(services)).toBe("marquee running");
    await page.getByRole("button", { name: "Pause scrolling banners" }).click();
    await leave(page);
    expect([await state(services), await state(towns)]).toEqual(["marquee paused", "marquee paused"]);
    await page.getByRole("button", { name: "Play scrolling banners" }).click();
    expect(await state(towns)).toBe("marquee running");

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await track(services).evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    expect(await services.locator('ul[aria-hidden="true"]').isVisible()).toBe(false);
    await context.close();
  });
});

describe("service carousel", () => {
  test("7 services, every 3 s with wraparound; previous, next and dots; each slide links to its service page", async () => {
    const { page, context, errors } = await openHome(browser(), { saveData: true });
    const carousel = serviceCarousel(page);
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    await carousel.scrollIntoViewIfNeeded();
    await leave(page);
    await untilRotating(carousel);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(7);
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("off");
    expect(await currentSlide(carousel)).toBe("1 of 7");
    await page.clock.runFor(2_900);
    expect(await currentSlide(carousel)).toBe("1 of 7");
    for (const expected of [2, 3, 4, 5, 6, 7, 1]) {
      await page.clock.runFor(expected === 2 ? 100 : 3_000);
      await expect.poll(() => currentSlide(carousel)).toBe(`${expected} of 7`);
    }
    for (const [index, slide] of homeSlides.entries()) {
      const element = slides.nth(index);
      // (locator("a"), not getByRole: the slides not on show are inert, so outside the accessibility tree.)
      expect(await element.locator("a").getAttribute("href")).toBe(`/services/${slide.id}`);
      expect(await element.locator("img").getAttribute("src")).toBe(`/images/services/${slide.id}.webp`);
      expect(await element.locator("img").getAttribute("loading")).toBe("lazy");
    }

    await carousel.getByRole("button", { name: "Previous service" }).click();
    expect(await currentSlide(carousel)).toBe("7 of 7");
    expect(await carousel.locator("[aria-live]").getAttribute("aria-live")).toBe("polite");
    await carousel.getByRole("button", { name: "Next service" }).click();
    expect(await currentSlide(carousel)).toBe("1 of 7");
    await carousel.getByRole("button", { name: "Show service 4 of 7: Mold Remediation" }).click();
    expect(await currentSlide(carousel)).toBe("4 of 7");
    expect(await carousel.getByRole("button", { name: /^Show service 4/ }).getAttribute("aria-current")).toBe("true");
    // Keyboard: the current slide's link is reachable and opens the service page.
    await carousel.locator('[aria-roledescription="slide"]:not([inert])').getByRole("link").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/services/mold-remediation");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("all three rotate only while not hovered, not focused and not paused", async () => {
    const { page, context } = await openHome(browser(), { saveData: true });
    const widgets = [
      { name: "services", root: serviceCarousel(page), hoverOn: serviceCarousel(page).locator("[aria-live]"), ms: 3_000 },
      {
        name: "tabs",
        root: tabsWidget(page),
        hoverOn: page.getByRole("tablist"),
        ms: 5_000,
      },
      {
        name: "testimonials",
        root: testimonialCarousel(page),
        hoverOn: testimonialCarousel(page).locator("[aria-live]"),
        ms: 4_000,
      },
    ];
    for (const widget of widgets) {
      const current = () => (widget.name === "tabs" ? selectedTab(page) : currentSlide(widget.root));
      const rotating = () => widget.root.getAttribute("data-rotating");
      await widget.hoverOn.scrollIntoViewIfNeeded();
      await leave(page);
      await untilRotating(widget.root);
      const start = await current();

      await widget.hoverOn.hover();
      await expect.poll(rotating).toBe("false");
      await page.clock.runFor(widget.ms * 2);
      expect(await current(), `${widget.name} while hovered`).toBe(start);
      await leave(page);
      await untilRotating(widget.root);
      await page.clock.runFor(widget.ms);
      await expect.poll(current, { message: `${widget.name} after the mouse left` }).not.toBe(start);

      const afterHover = await current();
      const focusTarget =
        widget.name === "tabs" ? page.getByRole("tab", { selected: true }) : widget.root.getByRole("button", { name: /^Next / });
      await focusTarget.focus();
      await expect.poll(rotating).toBe("false");
      await page.clock.runFor(widget.ms * 2);
      expect(await current(), `${widget.name} while focused`).toBe(afterHover);
      await leave(page);
      await untilRotating(widget.root);
      await page.clock.runFor(widget.ms);
      await expect.poll(current, { message: `${widget.name} after focus left` }).not.toBe(afterHover);

      const afterFocus = await current();
      const button = rotationButton(widget.root);
      await button.click();
      expect(await button.getAttribute("aria-label")).toBe("Play automatic rotation");
      await leave(page);
      await expect.poll(rotating).toBe("false");
      await page.clock.runFor(widget.ms * 3);
      expect(await current(), `${widget.name} while paused`).toBe(afterFocus);
      await button.click();
      expect(await button.getAttribute("aria-label")).toBe("Pause automatic rotation");
      await leave(page);
      await untilRotating(widget.root);
      await page.clock.runFor(widget.ms);
      await expect.poll(current, { message: `${widget.name} after Play` }).not.toBe(afterFocus);
    }
    await context.close();
  });
});

describe("service tabs", () => {
  test("rotate every 5 s with wraparound; tabs pattern with arrows, Home and End; description, four key services, Learn More", async () => {
    const { page, context, errors } = await openHome(browser(), { saveData: true });
    const tablist = page.getByRole("tablist", { name: "Our core services" });
    const tabs = tablist.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(homeTabs.map((tab) => tab.label));
    // Below the first screen the other panels wait in their template (and no tab points at one yet).
    expect(await tablist.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    expect(await page.locator('[role="tabpanel"]').count()).toBe(1);
    expect(await tabs.nth(1).getAttribute("aria-controls")).toBeNull();
    await tablist.scrollIntoViewIfNeeded();
    await leave(page);
    await untilRotating(tabsWidget(page));
    for (const expected of [1, 2, 3, 0]) {
      await page.clock.runFor(5_000);
      await expect.poll(() => selectedTab(page)).toBe(homeTabs[expected]?.label);
    }
    for (const [index, tab] of homeTabs.entries()) {
      await tabs.nth(index).click();
      const panel = page.locator(`#${(await tabs.nth(index).getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`);
      expect(await panel.getAttribute("role")).toBe("tabpanel");
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.getByText(tab.description).isVisible()).toBe(true);
      expect(await panel.locator("li").allTextContents()).toEqual(tab.keyServices);
      expect(await panel.getByRole("link", { name: /^Learn More/ }).getAttribute("href")).toBe(`/services/${tab.slug}`);
      expect(await tabs.evaluateAll((all) => all.map((element) => element.getAttribute("tabindex")))).toEqual(
        homeTabs.map((_, other) => (other === index ? "0" : "-1")),
      );
    }

    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await tabs.first().click();
    await page.keyboard.press("ArrowRight");
    expect([await selectedTab(page), await focused()]).toEqual(["Lead Paint", "Lead Paint"]);
    await page.keyboard.press("End");
    expect([await selectedTab(page), await focused()]).toEqual(["Windows", "Windows"]);
    await page.keyboard.press("ArrowRight");
    expect([await selectedTab(page), await focused()]).toEqual(["Asbestos", "Asbestos"]);
    await page.keyboard.press("ArrowLeft");
    expect(await selectedTab(page)).toBe("Windows");
    await page.keyboard.press("Home");
    expect(await selectedTab(page)).toBe("Asbestos");
    // Tab leaves the tablist for the panel (roving tabindex: one stop for the whole list).
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("testimonials", () => {
  const visibleCards = (page: Page) =>
    testimonialCarousel(page)
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((cards) => cards.filter((card) => getComputedStyle(card).visibility === "visible").length);

  test("12 testimonials, every 4 s with wraparound, arrows and dots; 4 visible at 1280 px, 2 at 768 px, 1 at 390 px", async () => {
    const { page, context, errors } = await openHome(browser(), { saveData: true });
    const carousel = testimonialCarousel(page);
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(await visibleCards(page)).toBe(4);
    // The prerendered page carries the four cards that can be on show; the rest join when the carousel first comes on screen.
    expect(await carousel.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(4);
    await carousel.locator("[aria-live]").scrollIntoViewIfNeeded();
    await leave(page);
    await untilRotating(carousel);
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(testimonials.length);
    // Pausing and resuming change nothing on show, so the cards are not moved (a move is a new layout of the row).
    const moves = await carousel.locator("[data-rotator-items]").evaluateHandle((items) => {
      const records: MutationRecord[] = [];
      new MutationObserver((batch) => records.push(...batch)).observe(items, { childList: true });
      return records;
    });
    await carousel.locator("[aria-live]").hover();
    await expect.poll(() => carousel.getAttribute("data-rotating")).toBe("false");
    await leave(page);
    await untilRotating(carousel);
    expect(await moves.evaluate((records) => records.length)).toBe(0);
    for (let step = 2; step <= testimonials.length + 1; step++) {
      await page.clock.runFor(4_000);
      const expected = step > testimonials.length ? 1 : step;
      await expect.poll(() => currentSlide(carousel)).toBe(`${expected} of 12`);
    }
    expect(await visibleCards(page)).toBe(4);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    expect(await currentSlide(carousel)).toBe("12 of 12");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    expect(await currentSlide(carousel)).toBe("1 of 12");
    await carousel.getByRole("button", { name: "Show testimonial 9 of 12" }).click();
    expect(await currentSlide(carousel)).toBe("9 of 12");
    const first = carousel.locator('[aria-roledescription="slide"]').first();
    expect(await first.getByText(testimonials[8]?.name ?? "").isVisible()).toBe(true);
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await visibleCards(page)).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await visibleCards(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the prerendered HTML", () => {
  test("carries only what is on show: one service slide, one tab panel, four testimonials, each city once, no closed menus", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // What waits in a <template> is inert markup, not part of the document until a script puts it there.
    const body = html.slice(html.indexOf("<body")).replace(/<template[\s\S]*?<\/template>/g, "");
    const count = (pattern: RegExp) => body.match(pattern)?.length ?? 0;
    expect(count(/aria-roledescription="slide" aria-label="\d+ of 7"/g)).toBe(1);
    expect(count(/aria-roledescription="slide" aria-label="\d+ of 12"/g)).toBe(4);
    expect(count(/role="tabpanel"/g)).toBe(1);
    for (const city of cities) expect(count(new RegExp(`>${city.name}, ${city.state}<`, "g")), city.name).toBe(1);
    expect(count(/<dialog/g)).toBe(0);
    expect(body).not.toContain("Free on-site estimate");
    expect(count(/<[a-zA-Z][\w-]*[\s/>]/g)).toBeLessThanOrEqual(700);
  });
});

describe("the rest of the page", () => {
  test("no layout shift from the splash, the video or any rotating widget", async () => {
    const { page, context, errors } = await openHome(browser(), { splash: true });
    await page.evaluate(() => {
      const log: string[] = [];
      Object.assign(window, { __shifts: log });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
          const nodes = entry.sources.map(
            (source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? source.node?.textContent,
          );
          log.push(`${entry.value}: ${nodes.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    expect(await page.locator("[data-splash]").count()).toBe(1);
    await page.clock.runFor(2_000);
    for (const target of [serviceCarousel(page), tabsWidget(page), testimonialCarousel(page)]) {
      await target.scrollIntoViewIfNeeded();
      await leave(page);
      await untilRotating(target);
      await page.clock.runFor(5_000);
      await page.clock.runFor(5_000);
    }
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
