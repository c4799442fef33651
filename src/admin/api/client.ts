import { type ClientResponse, hc, type parseResponse } from "hono/client";
import type { DeskApi } from "../../../worker/routes/admin";

/**
 * Talks to /api/admin with Hono's typed client: the paths, the bodies and the answers are the
 * Worker's own route types, so a desk call that drifts from its route fails the typecheck. A
 * refusal throws a DeskError with the server's sentence.
 */

export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole JSON body of the refusal (a 409 carries the current record). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DeskError";
  }
}

export const desk = hc<DeskApi>("/api/admin", {
  init: { credentials: "same-origin" },
  headers: { Accept: "application/json" },
});

const fallbackMessage = (status: number) =>
  status === 401 || status === 403
    ? "You are not signed in as staff. Reload the page to sign in again."
    : `The desk could not do that (error ${status}). Try again in a moment.`;

/** What a call answers when it succeeds: its JSON body (undefined for 204), as the route declares it. */
type Answer<T extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<T>>>;

/** The response to a desk call; a DeskError with status 0 when the server cannot be reached. */
export async function reach<T extends ClientResponse<unknown>>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new DeskError(0, "The desk cannot reach the server. Check your connection and try again.");
  }
}

/** A response's JSON body (undefined for 204), or a DeskError with the server's status and sentence. */
export async function bodyOf<T extends ClientResponse<unknown>>(response: T): Promise<Answer<T>> {
  if (response.status === 204) return undefined as Answer<T>;
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const sentence = typeof body?.error === "string" ? body.error : fallbackMessage(response.status);
    throw new DeskError(response.status, sentence, body ?? {});
  }
  return body as Answer<T>;
}

/** The answer to a desk call, or a DeskError: 0 when the server cannot be reached, else its status and sentence. */
export const answer = async <T extends ClientResponse<unknown>>(call: Promise<T>) => bodyOf(await reach(call));

/** The request options that let TanStack Query cancel a call. */
export const cancelledBy = (signal: AbortSignal) => ({ init: { signal } });

/** The sentence to show for anything thrown. */
export const problemText = (error: unknown) => (error instanceof Error ? error.message : String(error));
