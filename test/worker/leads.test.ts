import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/lib/messages";
import { limits } from "../../src/lib/quote";
import { chatLead, json, type Problem, postJson, send } from "./support/http";
import { ascii, contains, exifWithGps, fixture, imagePayload, insertAfterSoi, jpegOfSize } from "./support/images";
import { lead, photosOf } from "./support/store";

describe("POST /api/leads takes the chatbot's lead", () => {
  it("answers 201 and stores it as a new, high-priority chatbot lead whatever the client claims", async () => {
    const response = await postJson("/api/leads", chatLead({ status: "won", priority: "low" }));
    expect(response.status).toBe(201);
    const { id, status } = await json<{ id: string; status: string }>(response);
    expect(status).toBe("received");
    expect(await lead(id)).toMatchObject({
      source: "chatbot",
      status: "new",
      priority: "high",
      name: "Dev Patel",
      phone: "773-555-0199",
      address: "4410 N Kedzie Ave, Chicago",
      service: "Mold Remediation",
    });
  });

  it("allows a missing email, as the chat form does", async () => {
    expect((await postJson("/api/leads", chatLead({ email: undefined }))).status).toBe(201);
    expect((await postJson("/api/leads", chatLead({ email: "" }))).status).toBe(201);
  });

  it("stores one photo, cleaned like the quote form's", async () => {
    const photo = insertAfterSoi(fixture("plain.jpg"), exifWithGps());
    const response = await postJson("/api/leads", chatLead({ image: imagePayload(photo, "mold.jpg") }));
    expect(response.status).toBe(201);
    const [row] = await photosOf((await json<{ id: string }>(response)).id);
    const stored = new Uint8Array(await ((await env.PHOTOS.get(row?.r2_key ?? "")) as R2ObjectBody).arrayBuffer());
    expect(contains(stored, "TestPhone")).toBe(false);
  });

  it("names the missing required fields", async () => {
    const response = await postJson("/api/leads", chatLead({ name: "", phone: " ", address: undefined }));
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).error).toBe(messages.missingFields(["Name", "Phone", "Address"]).description);
  });

  it("refuses a bad phone or email with the spec's sentences", async () => {
    expect((await json<Problem>(await postJson("/api/leads", chatLead({ phone: "12345" })))).error).toBe(
      messages.invalidPhone.description,
    );
    expect((await json<Problem>(await postJson("/api/leads", chatLead({ email: "dev@" })))).error).toBe(
      messages.invalidEmail.description,
    );
  });

  it("refuses a photo that is not an image, or over 5 MB", async () => {
    const fake = await postJson(
      "/api/leads",
      chatLead({ image: imagePayload(ascii("<html><body>hi</body></html>"), "mold.jpg") }),
    );
    expect(fake.status).toBe(400);
    expect(await json(fake)).toEqual({
      error: messages.api.invalidImage("mold.jpg"),
      fields: { image: messages.api.invalidImage("mold.jpg") },
    });
    const big = await postJson("/api/leads", chatLead({ image: imagePayload(jpegOfSize(limits.imageBytes + 1)) }));
    expect(big.status).toBe(413);
    expect((await json<Problem>(big)).error).toBe(messages.submission.tooLarge);
  });

  it("accepts only JSON", async () => {
    const response = await send("/api/leads", { body: new FormData() });
    expect(response.status).toBe(415);
  });
});
