import type { Me } from "../src/lib/desk";
import type { EstimateMailMessage } from "./domain/estimates/mail";
import type { IdempotencyClaim } from "./domain/idempotency";
import type { LeadForwardMessage } from "./domain/messaging";

/**
 * The Worker's bindings: what wrangler.toml declares (WranglerEnv, generated into
 * worker-configuration.d.ts by `npm run types`; `npm run typecheck` fails when it is out of date),
 * the queues' message types, which wrangler cannot know, and the secrets and variables that
 * wrangler.toml does not list because each of them is optional.
 */
export type Env = WranglerEnv & {
  LEAD_FORWARD: Queue<LeadForwardMessage>;
  /** E-mails to customers about their estimates: one message per estimate_emails row. */
  ESTIMATE_MAIL: Queue<EstimateMailMessage>;
} & OptionalSettings;

/** Set per deployment as secrets or variables (README "Variables and secrets"), or not at all. */
type OptionalSettings = {
  /** WhatsApp Cloud API: all three set turns the channel on. WHATSAPP_TO is a phone number or a group id. */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_TO?: string;
  /** Any HTTPS endpoint that accepts the lead as JSON; signed with LEAD_WEBHOOK_SECRET when set. */
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  /**
   * Email through Resend's HTTPS API. LEAD_EMAIL_TO may list several addresses, comma-separated.
   * LEAD_EMAIL_FROM is also the sender of the e-mails customers get about their estimates.
   */
  RESEND_API_KEY?: string;
  LEAD_EMAIL_TO?: string;
  LEAD_EMAIL_FROM?: string;

  /** Secret mixed into the hash of client addresses, so stored rate-limit buckets cannot be reversed. */
  CLIENT_HASH_SECRET?: string;
  /** "true" turns rate limits off, honoured only for requests to localhost (the benchmark). */
  RATE_LIMIT_DISABLED?: string;
  /**
   * Derives the customers' estimate links from their ids (HMAC-SHA-256), so the desk can show a link
   * again and an e-mail retry sends the same one. Without it no estimate can be sent.
   */
  CUSTOMER_LINK_SECRET?: string;
  /** Encrypts the chatbot's AI key in D1 (AES-GCM). Without it no AI key can be saved and replies stay scripted. */
  CHATBOT_KEY_SECRET?: string;

  /** Cloudflare Access team domain, e.g. https://lakeshore.cloudflareaccess.com: the staff tokens' issuer and key host. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's Audience (AUD) tag: staff tokens must be issued for it. */
  ACCESS_AUD?: string;
  /** Becomes the first admin on first sign-in while no active admin exists. */
  FIRST_ADMIN_EMAIL?: string;
  /** Development only: the staff e-mail a request to localhost signs in as without a token. Ignored for any other host. */
  DEV_STAFF_EMAIL?: string;
};

/** Set by the middleware in worker/http for the handlers after them. */
export type RequestVariables = {
  /** The request body exactly as received (after the size cap). */
  rawBody: Uint8Array;
  bodyFormat: "json" | "multipart";
  /** Present when the request carries an Idempotency-Key and owns it. */
  idempotency?: { claim: IdempotencyClaim; settled: boolean };
  /** The signed-in staff member, set by requireStaff on /admin and /api/admin. */
  staff: Me;
  /**
   * Set by routes whose refusals a browser should see as a page (the customer's estimate): the
   * page for a refusal, with the status handleError chose.
   */
  problemPage?: (problem: PagedProblem) => Promise<ProblemPage> | ProblemPage;
};

/** A refusal or a request problem, as a page shows it. */
export type PagedProblem = {
  status: number;
  message: string;
  fields: Record<string, string>;
  /** The language the refusal was worded in, when it knows the reader's (a customer link's own). */
  language?: "en" | "es" | "fr";
};
export type ProblemPage = { html: string; headers: Record<string, string> };

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
