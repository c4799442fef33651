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

/**
 * Stores a validated lead with its photos and answers 201 (or 303 to a browser's plain form
 * post). Forwarding is handed to the queue after the response, in the background.
 */
export async function acceptLead(
  c: Context<AppEnv>,
  lead: NewLead,
  images: readonly ImagePayload[],
  imageField: "images" | "image",
) {
  const photos = preparedOrProblem(images, imageField);
  const idempotency = c.var.idempotency;
  const receivedBody = (id: string) => JSON.stringify({ id, status: "received" });

  let id: string;
  try {
    id = await storeLead({ db: c.env.DB, photos: c.env.PHOTOS }, lead, photos, {
      now: new Date(),
      idempotencyKey: idempotency && `${idempotency.claim.scope}:${idempotency.claim.key}`,
      alsoCommit: idempotency && ((leadId) => [completionStatement(c.env.DB, idempotency.claim, 201, receivedBody(leadId))]),
    });
  } catch (error) {
    if (!(error instanceof DuplicateIdempotentLead && idempotency)) throw error;
    // Another request took over this key after ours looked abandoned, and stored the lead first.
    const result = await claimOrAwait(c.env.DB, idempotency.claim);
    if (result.kind !== "replay") throw error;
    idempotency.settled = true;
    return replayResponse(result.status, result.body);
  }
  if (idempotency) idempotency.settled = true;

  if (!lead.spamReason) c.executionCtx.waitUntil(enqueueForward(c.env.DB, c.env.LEAD_FORWARD, id));
  if (isBrowserFormPost(c)) return c.redirect("/contact/thank-you", 303);
  return c.body(receivedBody(id), 201, { "Content-Type": "application/json" });
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
