import { business } from "../config/business";

/**
 * Security headers, one source for the static pages (written to _headers at build time) and the
 * Worker's own responses.
 */
const sharedHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/** Google Analytics' hosts, allowed only when a GA4 measurement id is configured. */
const analytics = business.ga4MeasurementId
  ? {
      script: ["https://www.googletagmanager.com"],
      connect: ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
    }
  : { script: [], connect: [] };

const sources = (hashes: readonly string[]) => ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(" ");

/** Headers for the prerendered pages; inline <script> and <style> elements are allowed by their hashes. */
export function pageSecurityHeaders(
  inline: { scripts: readonly string[]; styles: readonly string[] },
  frameAncestors = "'none'",
): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src ${[sources(inline.scripts), ...analytics.script].join(" ")}`,
    `style-src ${sources(inline.styles)}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${["'self'", ...analytics.connect].join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
  return {
    ...sharedHeaders,
    "Content-Security-Policy": policy,
    ...(frameAncestors === "'none'" ? { "X-Frame-Options": "DENY" } : {}),
  };
}

/** For JSON and other responses the Worker makes itself: nothing in them may run or be framed. */
export const apiSecurityHeaders: Record<string, string> = {
  ...sharedHeaders,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
};
