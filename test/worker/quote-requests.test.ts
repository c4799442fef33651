import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../src/lib/messages";
import { limits } from "../../src/lib/quote";
import { apiSecurityHeaders } from "../../src/lib/security-headers";
import { fetchWithEnv, json, origin, type Problem, postJson, quoteRequest, send } from "./support/http";
import { ascii, contains, exifWithGps, fixture, imagePayload, insertAfterSoi, jpegMarkers, jpegOfSize } from "./support/images";
import { count, eventsOf, expectStorageConsistent, lead, photoKeys, photosOf } from "./support/store";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/quote-requests stores the lead", () => {
  it("answers 201 with the id, and the lead is in D1 as new, in the pipeline's first column", async () => {
    const response = await postJson("/api/quote-requests", quoteRequest());
    expect(response.status).toBe(201);
    const body = await json<{ id: string; status: string }>(response);
    expect(body).toEqual({ id: expect.any(String), status: "received" });
    expect(await lead(body.id)).toMatchObject({
      source: "quote-form",
      status: "new",
      priority: "normal",
      column_id: "pipeline-new",
      name: "Maria Kowalski",
      email: "maria.kowalski@example.com",
      phone: "(312) 555-0187",
      service: "Asbestos Removal",
      timeline: "Within 1-2 weeks",
      description: "Old floor tiles in the basement, about 400 sq ft.",
      address: "2150 W Roscoe St",
      city: "Chicago",
      state: "IL",
      zip_code: "60618",
      property_type: "Residential - Single Family",
      is_spam: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await eventsOf(body.id))[0]).toMatchObject({ kind: "created" });
  });

  it("trims text and turns blank optional fields into nothing", async () => {
    const response = await postJson(
      "/api/quote-requests",
      quoteRequest({ name: "  Ann Lee  ", phone: "", timeline: "", propertyType: null, city: "   " }),
    );
    const { id } = await json<{ id: string }>(response);
    expect(await lead(id)).toMatchObject({ name: "Ann Lee", phone: null, timeline: null });
  });

  it("marks 'As soon as possible' requests high priority", async () => {
    const { id } = await json<{ id: string }>(
      await postJson("/api/quote-requests", quoteRequest({ timeline: "As soon as possible" })),
    );
    expect((await lead(id))?.priority).toBe("high");
  });

  it("records which form sent it", async () => {
    const { id } = await json<{ id: string }>(await postJson("/api/quote-requests", quoteRequest({ source: "home-form" })));
    expect((await lead(id))?.source).toBe("home-form");
  });

  it("accepts the spec's payload without the abuse fields", async () => {
    const { formStartedAt: _, website: __, ...specPayload } = quoteRequest();
    expect((await postJson("/api/quote-requests", specPayload)).status).toBe(201);
  });

  it.each(["3125550187", "+1 (312) 555-0187", "312.555.0187", "+44 20 7946 0958"])(
    "accepts the phone number %s",
    async (phone) => {
      expect((await postJson("/api/quote-requests", quoteRequest({ phone }))).status).toBe(201);
    },
  );

  it("stores photos in R2 without their EXIF/GPS, under unguessable keys, with their rows", async () => {
    const phonePhoto = insertAfterSoi(fixture("camera-gps.jpg"), exifWithGps());
    const response = await postJson(
      "/api/quote-requests",
      quoteRequest({
        images: [imagePayload(phonePhoto, "IMG_0042.jpg"), imagePayload(fixture("plain.png"), "plan.png", "image/png")],
      }),
    );
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const photos = await photosOf(id);
    expect(photos).toMatchObject([
      { content_type: "image/jpeg", width: 40, height: 30, original_name: "IMG_0042.jpg" },
      { content_type: "image/png", width: 40, height: 30, original_name: "plan.png" },
    ]);
    for (const photo of photos)
      expect(photo.r2_key).toMatch(new RegExp(`^photos/\\d{4}/\\d\\d/\\d\\d/${id}/[0-9a-f]{32}\\.(jpg|png)$`));

    const stored = await env.PHOTOS.get(photos[0]?.r2_key ?? "");
    const bytes = new Uint8Array(await (stored as R2ObjectBody).arrayBuffer());
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(bytes.length).toBe(photos[0]?.size_bytes);
    expect(jpegMarkers(bytes)).not.toContain(0xe1);
    expect(contains(bytes, "TestPhone")).toBe(false);
    expect(contains(bytes, "Exif")).toBe(false);
  });
});

describe("POST /api/quote-requests refuses client mistakes with the forms' own sentences", () => {
  const problem = async (payload: unknown) => {
    const response = await postJson("/api/quote-requests", payload);
    return { status: response.status, body: await json<Problem>(response) };
  };

  it("names every missing required field, as the form's toast does", async () => {
    expect(await problem(quoteRequest({ name: "   ", email: "" }))).toEqual({
      status: 400,
      body: { error: "Please fill in: Name, Email", fields: { name: expect.any(String), email: expect.any(String) } },
    });
    const { name: _, email: __, service: ___, ...rest } = quoteRequest();
    expect((await problem(rest)).body.error).toBe(messages.missingFields(["Name", "Email", "Service"]).description);
  });

  it("refuses a bad email with 'Please enter a valid email address'", async () => {
    for (const email of ["maria", "maria@example", "maria @example.com", "@example.com"]) {
      expect(await problem(quoteRequest({ email }))).toEqual({
        status: 400,
        body: { error: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } },
      });
    }
  });

  it("refuses a phone number that is not 10-15 digits", async () => {
    for (const phone of ["555-0187", "1234567890123456", "call me maybe"]) {
      const result = await problem(quoteRequest({ phone }));
      expect(result.status).toBe(400);
      expect(result.body.error).toBe(messages.invalidPhone.description);
    }
  });

  it.each([
    ["service", "Pest Control", "Choose a service from the list."],
    ["propertyType", "Castle", "Choose a property type from the list."],
    ["timeline", "Yesterday", "Choose a timeline from the list."],
  ])("refuses a %s outside the spec's list", async (field, value, sentence) => {
    expect(await problem(quoteRequest({ [field]: value }))).toEqual({
      status: 400,
      body: { error: sentence, fields: { [field]: sentence } },
    });
  });

  it("refuses wrong types and overlong text", async () => {
    expect((await problem(quoteRequest({ images: "photo.jpg" }))).status).toBe(400);
    expect(
      (await problem(quoteRequest({ description: "x".repeat(limits.textChars + 1) }))).body.fields.description,
    ).toBeDefined();
    expect(
      (await problem(quoteRequest({ images: Array.from({ length: 11 }, () => imagePayload(fixture("plain.jpg"))) }))).status,
    ).toBe(400);
    expect((await problem([quoteRequest()])).body.error).toBe(messages.api.expectedObject);
  });

  it("refuses a body that is not JSON", async () => {
    for (const body of ["{", "name=Maria", ""]) {
      const response = await postJson("/api/quote-requests", body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ error: messages.api.invalidJson, fields: {} });
    }
    const invalidUtf8 = await send("/api/quote-requests", {
      headers: { "Content-Type": "application/json" },
      body: Uint8Array.of(0x7b, 0xff, 0x7d),
    });
    expect(invalidUtf8.status).toBe(400);
  });

  it("answers 415 to other content types", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml", ""]) {
      const response = await send("/api/quote-requests", {
        headers: type ? { "Content-Type": type } : {},
        body: JSON.stringify(quoteRequest()),
      });
      expect(response.status).toBe(415);
      expect(await json(response)).toEqual({ error: messages.api.unsupportedType, fields: {} });
    }
  });

  it("refuses an SVG, an HTML file named .png and a PNG/HTML polyglot, naming the file", async () => {
    const html = ascii("<!doctype html><html><script>alert(1)</script></html>");
    const cases = [
      imagePayload(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"),
      imagePayload(html, "photo.png", "image/png"),
      imagePayload(new Uint8Array([...fixture("plain.png"), ...html]), "polyglot.png", "image/png"),
      imagePayload(fixture("plain.jpg").subarray(0, 150), "truncated.jpg"),
    ];
    for (const image of cases) {
      const result = await problem(quoteRequest({ images: [imagePayload(fixture("plain.jpg")), image] }));
      const sentence = messages.api.invalidImage(image.name);
      expect(result).toEqual({ status: 400, body: { error: sentence, fields: { "images.1": sentence } } });
    }
  });

  it("answers 413 to a photo over 5 MB and to photos over 20 MB in total", async () => {
    const tooBig = await problem(quoteRequest({ images: [imagePayload(jpegOfSize(limits.imageBytes + 1), "big.jpg")] }));
    expect(tooBig).toEqual({
      status: 413,
      body: { error: messages.submission.tooLarge, fields: { "images.0": messages.imageTooLarge.description } },
    });
    const photo = imagePayload(jpegOfSize(limits.imageBytes));
    const overTotal = await problem(quoteRequest({ images: [photo, photo, photo, photo, imagePayload(jpegOfSize(100_000))] }));
    expect(overTotal).toEqual({
      status: 413,
      body: { error: messages.submission.tooLarge, fields: { images: messages.imagesTotalTooLarge.description } },
    });
    // Far over the total, the body itself is over the cap and is refused before it is parsed.
    const farOver = await problem(quoteRequest({ images: [photo, photo, photo, photo, photo] }));
    expect(farOver).toEqual({ status: 413, body: { error: messages.submission.tooLarge, fields: {} } });
  });

  it("answers 413 from Content-Length before reading, and while reading when the length lies", async () => {
    const declared = await send("/api/quote-requests", {
      headers: { "Content-Type": "application/json", "Content-Length": String(40 * 1024 * 1024) },
      body: JSON.stringify(quoteRequest()),
    });
    expect(declared.status).toBe(413);
    expect(await json(declared)).toEqual({ error: messages.submission.tooLarge, fields: {} });

    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const lying = await send("/api/quote-requests", {
      headers: { "Content-Type": "application/json", "Content-Length": "100" },
      body: endless,
      // @ts-expect-error workerd needs duplex for streamed request bodies; the type lacks it
      duplex: "half",
    });
    expect(lying.status).toBe(413);
    // Past the cap (about 28 MB of base64 photos) the rest is read and discarded so the 413 reaches
    // the client, but only up to Cloudflare's 100 MB request limit (plus what the stream buffers ahead).
    expect(sent).toBeGreaterThan(100 * 1024 * 1024);
    expect(sent).toBeLessThan(160 * 1024 * 1024);

    const unannounced = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(chunk);
      },
    });
    const streamed = await send("/api/quote-requests", {
      headers: { "Content-Type": "application/json" },
      body: unannounced,
      // @ts-expect-error see above
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });

  it("stores nothing when it refuses", async () => {
    const [leadsBefore, keysBefore] = [await count("leads"), (await photoKeys()).length];
    await postJson(
      "/api/quote-requests",
      quoteRequest({ images: [imagePayload(fixture("plain.jpg")), imagePayload(ascii("<svg/>"))] }),
    );
    await postJson("/api/quote-requests", quoteRequest({ email: "nope" }));
    expect(await count("leads")).toBe(leadsBefore);
    expect((await photoKeys()).length).toBe(keysBefore);
  });
});

describe("the no-JavaScript form posts multipart/form-data", () => {
  const form = (extra: Record<string, string> = {}) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ ...quoteRequest(), images: undefined, ...extra })) {
      if (value !== undefined && value !== null && typeof value !== "object") data.append(name, String(value));
    }
    data.append("images", new File([fixture("camera-gps.jpg")], "kitchen.jpg", { type: "image/jpeg" }));
    data.append("images", new File([fixture("plain.gif")], "sketch.gif", { type: "image/gif" }));
    return data;
  };

  it("redirects a browser to the thank-you page with 303", async () => {
    const response = await send("/api/quote-requests", {
      body: form(),
      headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact/thank-you");
  });

  it("answers a script 201 JSON and stores the files as photos", async () => {
    const response = await send("/api/quote-requests", { body: form(), headers: { Accept: "application/json" } });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await photosOf(id)).toMatchObject([{ content_type: "image/jpeg" }, { content_type: "image/gif" }]);
  });

  it("skips an empty file input and validates the text fields like JSON", async () => {
    const data = new FormData();
    data.append("name", "Ann");
    data.append("email", "bad");
    data.append("service", "Mold Inspection");
    data.append("images", new File([], "", { type: "application/octet-stream" }));
    const response = await send("/api/quote-requests", { body: data });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).error).toBe(messages.invalidEmail.description);
  });

  it("shows a browser an HTML page naming the problem, with the way back, and keeps the status", async () => {
    const data = form({ email: "not-an-email", name: "<script>alert(1)</script>" });
    const response = await send("/api/quote-requests", { body: data, headers: { Accept: "text/html" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const page = await response.text();
    expect(page).toContain(messages.invalidEmail.description);
    expect(page).toContain("Back");
    expect(page).not.toContain("<script>");
  });

  it("refuses a malformed multipart body with 400", async () => {
    const response = await send("/api/quote-requests", {
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--abc\r\nnonsense",
    });
    expect(response.status).toBe(400);
  });
});

describe("every response carries the security headers", () => {
  it.each([
    ["a success", () => postJson("/api/quote-requests", quoteRequest())],
    ["a validation error", () => postJson("/api/quote-requests", {})],
    ["a 415", () => send("/api/quote-requests", { body: "x" })],
    ["a 404", () => send("/api/nothing-here", { method: "GET" })],
    ["the health check", () => send("/api/health", { method: "GET" })],
  ])("%s", async (_, request) => {
    const response = await request();
    for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers unknown API paths and methods with a JSON 404", async () => {
    const response = await send("/api/quote-requests", { method: "GET" });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: messages.api.notFound, fields: {} });
  });
});

describe("a server fault is a generic 500 and leaves nothing half-stored", () => {
  const withPhoto = () =>
    new Request(`${origin}/api/quote-requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.7" },
      body: JSON.stringify(
        quoteRequest({ images: [imagePayload(fixture("plain.jpg")), imagePayload(fixture("plain.png"), "b.png")] }),
      ),
    });

  it("when D1 fails after the photos reached R2, the photos are deleted again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const [leadsBefore, keysBefore] = [await count("leads"), await photoKeys()];
    const failingDb = new Proxy(env.DB, {
      get: (target, property) =>
        property === "batch"
          ? () => Promise.reject(new Error("D1_ERROR: storage unavailable"))
          : Reflect.get(target, property).bind(target),
    });
    const { response } = await fetchWithEnv(withPhoto(), { DB: failingDb });
    expect(response.status).toBe(500);
    const body = await json(response);
    expect(body).toEqual({ error: messages.api.serverError, fields: {} });
    expect(JSON.stringify(body)).not.toMatch(/D1_ERROR|at |\.ts/);
    expect(await count("leads")).toBe(leadsBefore);
    expect(await photoKeys()).toEqual(keysBefore);
    expect(error).toHaveBeenCalled();
  });

  it("when one R2 put fails, the other photos are deleted and no lead is written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const [leadsBefore, keysBefore] = [await count("leads"), await photoKeys()];
    let puts = 0;
    const flakyBucket = new Proxy(env.PHOTOS, {
      get: (target, property) =>
        property === "put"
          ? (...args: Parameters<R2Bucket["put"]>) => (++puts === 2 ? Promise.reject(new Error("R2 down")) : target.put(...args))
          : Reflect.get(target, property).bind(target),
    });
    const { response } = await fetchWithEnv(withPhoto(), { PHOTOS: flakyBucket });
    expect(response.status).toBe(500);
    expect(await count("leads")).toBe(leadsBefore);
    expect(await photoKeys()).toEqual(keysBefore);
    await expectStorageConsistent(expect);
  });
});
