/**
 * Security headers, one source for the static pages (written to _headers at build time) and the
 * Worker's own responses. Inline scripts are allowed only by their SHA-256 hashes.
 */
const sharedHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

export function pageSecurityHeaders(inlineScriptHashes: readonly string[], frameAncestors = "'none'"): Record<string, string> {
  const scriptSources = ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  const policy = [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
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
