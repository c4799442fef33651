import { useState } from "react";
import type { EstimateDetail } from "../../lib/estimate-desk";
import { problemText } from "../api/client";
import { fetchCustomerLink, useEmailCustomerLink, useRevokeCustomerLinks } from "../api/estimates";
import { formatDateTime } from "../format";
import { CustomerLink } from "./CustomerLink";
import { ConfirmDialog, Dialog } from "./Dialog";
import { Section } from "./Section";

/**
 * The customer's link on a sent estimate: whether it still opens the estimate and until when, the
 * link itself again (to paste into a text message), revoking every link (a forwarded e-mail, a lost
 * phone), and e-mailing the customer a fresh one.
 */
export function CustomerLinkPanel({ estimate }: { estimate: EstimateDetail }) {
  const revoke = useRevokeCustomerLinks(estimate.id);
  const emailLink = useEmailCustomerLink(estimate.id);
  const [shown, setShown] = useState<{ link: string } | { problem: string } | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const link = estimate.customerLink;
  if (!link || estimate.status === "withdrawn" || estimate.status === "superseded") return null;
  const live = link.state === "live";
  const state = {
    live: `Works until ${formatDateTime(link.endsAt)}.`,
    ended: `Ended ${formatDateTime(link.endsAt)}.`,
    revoked: "Revoked: it no longer opens the estimate.",
  }[link.state];

  const show = async () => {
    try {
      setShown({ link: (await fetchCustomerLink(estimate.id)).link });
    } catch (error) {
      setShown({ problem: problemText(error) });
    }
  };

  return (
    <Section title="Customer's link">
      <p data-link-state={link.state}>
        Sent to <span className="break-all">{link.recipient}</span>. {state}
      </p>
      <div className="flex flex-wrap gap-2">
        {live && (
          <button type="button" className="btn-secondary" onClick={() => void show()}>
            Show the link
          </button>
        )}
        <button type="button" className="btn-secondary" disabled={emailLink.isPending} onClick={() => emailLink.mutate()}>
          {live ? "E-mail the link again" : "E-mail a new link"}
        </button>
        {live && (
          <button type="button" className="btn-secondary text-red-800 dark:text-red-300" onClick={() => setConfirmRevoke(true)}>
            Revoke links…
          </button>
        )}
      </div>
      <Dialog open={shown !== null} onClose={() => setShown(null)} title={`The link to ${estimate.number}`}>
        {shown && "link" in shown ? (
          <CustomerLink
            link={shown.link}
            hint={`It opens the newest revision sent to ${link.recipient}, until ${formatDateTime(link.endsAt)}.`}
          >
            <button type="button" className="btn-secondary" onClick={() => setShown(null)}>
              Done
            </button>
          </CustomerLink>
        ) : (
          <p role="alert">{shown?.problem}</p>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirmRevoke}
        onClose={() => setConfirmRevoke(false)}
        title={`Revoke the links to ${estimate.number}?`}
        confirmLabel="Revoke links"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirmRevoke(false) })}
      >
        <p>
          Every link sent for this estimate stops opening it, at once: the customer sees a page saying the link is no longer
          valid, with our phone number. Then e-mail them a new link.
        </p>
      </ConfirmDialog>
    </Section>
  );
}
