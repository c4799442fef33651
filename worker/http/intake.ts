import type { Context } from "hono";
import { messages } from "../../src/lib/messages";
import type { ImagePayload } from "../../src/lib/schemas";
import { claimOrAwait, completionStatement } from "../domain/idempotency";
import { DuplicateIdempotentLead, type NewLead, storeLead } from "../domain/leads";
import { PhotoRejected, type PreparedPhoto, preparePhotos } from "../domain/media";
import { enqueueForward } from "../domain/messaging";
import type { AppEnv } from "../env";
import { isBrowserFormPost } from "./form-error-page";
import { replayResponse } from "./guards";
import { ClientProblem } from "./problems";

/** Room for the text fields, JSON syntax and escapes beside the photos, in bytes. */
const textAllowanceBytes = 256 * 1024;

/** Largest body for a given photo allowance: as raw bytes in a form, or as base64 text in JSON. */
export const bodyLimits = (photoBytes: number) => ({
  multipart: photoBytes + textAllowanceBytes,
  json: Math.ceil(photoBytes / 3) * 4 + textAllowanceBytes,
});

/** The request's Idempotency-Key as a lead store takes it: kept on the lead, settled in the lead's own transaction. */
export type KeyedCommit = {
  idempotencyKey: string;
  /** The statement that records `body` as the key's answer; commit it with the lead. */
  completion: (status: number, body: string) => D1PreparedStatement;
};

/**
 * Stores a lead (with `store`, which commits it under `keyed`, the request's Idempotency-Key if it
 * has one) and answers. When another request took this key over (ours looked abandoned) and stored
 * its lead first, this request answers with that request's stored response instead.
 */
export async function storeOnce(c: Context<AppEnv>, store: (keyed: KeyedCommit | undefined) => Promise<Response>) {
  const idempotency = c.var.idempotency;
  const keyed = idempotency && {
    idempotencyKey: `${idempotency.claim.scope}:${idempotency.claim.key}`,
    completion: (status: number, body: string) => completionStatement(c.env.DB, idempotency.claim, status, body),
  };
  try {
    const response = await store(keyed);
    if (idempotency) idempotency.settled = true;
    return response;
  } catch (error) {
    if (!(error instanceof DuplicateIdempotentLead && idempotency)) throw error;
    const result = await claimOrAwait(c.env.DB, idempotency.claim);
    if (result.kind !== "replay") throw error;
    idempotency.settled = true;
    return replayResponse(result.status, result.body);
  }
}

/**
 * Stores a validated lead with its photos and answers 201 (or 303 to a browser's plain form
 * post). Forwarding is handed to the queue after the response, in the background.
 */
export function acceptLead(c: Context<AppEnv>, lead: NewLead, images: readonly ImagePayload[], imageField: "images" | "image") {
  const photos = preparedOrProblem(images, imageField);
  const receivedBody = (id: string) => JSON.stringify({ id, status: "received" });
  return storeOnce(c, async (keyed) => {
    const id = await storeLead({ db: c.env.DB, photos: c.env.PHOTOS }, lead, photos, {
      now: new Date(),
      idempotencyKey: keyed?.idempotencyKey,
      alsoCommit: keyed && ((leadId) => [keyed.completion(201, receivedBody(leadId))]),
    });
    if (!lead.spamReason) c.executionCtx.waitUntil(enqueueForward(c.env.DB, c.env.LEAD_FORWARD, id));
    if (isBrowserFormPost(c)) return c.redirect("/contact/thank-you", 303);
    return c.body(receivedBody(id), 201, { "Content-Type": "application/json" });
  });
}

function preparedOrProblem(images: readonly ImagePayload[], imageField: "images" | "image"): PreparedPhoto[] {
  try {
    return preparePhotos(images);
  } catch (error) {
    if (!(error instanceof PhotoRejected)) throw error;
    const field = error.index === null || imageField === "image" ? imageField : `${imageField}.${error.index}`;
    switch (error.problem) {
      case "image-too-large":
        return tooLarge(field, messages.imageTooLarge.description);
      case "total-too-large":
        return tooLarge(field, messages.imagesTotalTooLarge.description);
      case "not-an-image": {
        const sentence = messages.api.invalidImage(error.photoName || "photo");
        throw new ClientProblem(400, sentence, { [field]: sentence });
      }
    }
  }
}

function tooLarge(field: string, detail: string): never {
  throw new ClientProblem(413, messages.submission.tooLarge, { [field]: detail });
}
