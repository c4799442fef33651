/** Talks to /api/admin: same origin, JSON both ways; a refusal throws a DeskError with the server's sentence. */

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

const fallbackMessage = (status: number) =>
  status === 401 || status === 403
    ? "You are not signed in as staff. Reload the page to sign in again."
    : `The desk could not do that (error ${status}). Try again in a moment.`;

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      ...init,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new DeskError(0, "The desk cannot reach the server. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const sentence = typeof body?.error === "string" ? body.error : fallbackMessage(response.status);
    throw new DeskError(response.status, sentence, body ?? {});
  }
  return body as T;
}

/** JSON body helpers for the verbs the desk uses. */
export const send = (method: "POST" | "PATCH" | "PUT" | "DELETE", value?: unknown): RequestInit =>
  value === undefined ? { method } : { method, body: JSON.stringify(value) };

/** The sentence to show for anything thrown. */
export const problemText = (error: unknown) => (error instanceof Error ? error.message : String(error));
