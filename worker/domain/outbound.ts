/** Calls to other services (WhatsApp, a webhook, Resend): JSON posts with a timeout, an HTTP error as an Error. */

const timeoutMs = 10_000;

export async function post(url: string, options: { headers: Record<string, string>; json?: unknown; body?: string }) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...options.headers },
    body: options.body ?? JSON.stringify(options.json),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => "")).slice(0, 200);
    throw new Error(`HTTP ${response.status}${text ? `: ${text}` : ""}`);
  }
}

export const describeFailure = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
