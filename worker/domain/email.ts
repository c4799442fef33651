import { business } from "../../src/config/business";
import { post } from "./outbound";

/** E-mail through Resend's HTTPS API: the one sender of the staff's lead summaries and the customers' estimates. */

export type EmailSettings = { RESEND_API_KEY?: string | undefined; LEAD_EMAIL_FROM?: string | undefined };

export type Email = {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Uint8Array }>;
  /** Resend drops a repeated send with the same key, so a retry after a lost response sends one e-mail. */
  idempotencyKey: string;
};

const resendApi = "https://api.resend.com/emails";

export const canSendEmail = (settings: EmailSettings) => Boolean(settings.RESEND_API_KEY);

/** The sender: LEAD_EMAIL_FROM, else the business's name at its own domain. */
export const senderOf = (settings: EmailSettings, mailbox: string) =>
  settings.LEAD_EMAIL_FROM || `${business.shortName} <${mailbox}@${new URL(business.siteUrl).hostname.replace(/^www\./, "")}>`;

export async function sendEmail(settings: EmailSettings, email: Email, mailbox: string) {
  if (!settings.RESEND_API_KEY) throw new Error("No e-mail channel is configured (RESEND_API_KEY).");
  await post(resendApi, {
    headers: { Authorization: `Bearer ${settings.RESEND_API_KEY}`, "Idempotency-Key": email.idempotencyKey },
    json: {
      from: senderOf(settings, mailbox),
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.replyTo ? { reply_to: email.replyTo } : {}),
      ...(email.attachments
        ? { attachments: email.attachments.map(({ filename, content }) => ({ filename, content: content.toBase64() })) }
        : {}),
    },
  });
}
