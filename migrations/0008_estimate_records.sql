-- Estimates you can stand behind: one agreement per estimate number, links that end and can be
-- revoked, e-mails that reuse their link, and a view logged at most once per link per 30 minutes.

-- At most one approved revision per estimate number, held by D1 itself (the approval's guard in
-- worker/domain/estimates/customer.ts refuses first; this index is what makes a second impossible).
CREATE UNIQUE INDEX estimates_one_approved ON estimates (number_year, number_seq) WHERE status = 'approved';

-- How long a customer's link keeps working after the estimate's last day, or after its approval.
ALTER TABLE estimate_settings ADD COLUMN link_days INTEGER NOT NULL DEFAULT 60 CHECK (link_days BETWEEN 1 AND 3650);

-- Customer links, one live link per estimate number and recipient. The token is derived from the
-- link's id with the Worker's CUSTOMER_LINK_SECRET (HMAC-SHA-256), so the desk can show it again and
-- an e-mail retry sends the same one; only the token's SHA-256 is stored, so the database alone
-- opens nothing. A link opens every revision of its number sent to its recipient.
CREATE TABLE customer_links (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  number_year INTEGER NOT NULL,
  number_seq INTEGER NOT NULL,
  -- The revision it was first sent with (its lead, its language).
  estimate_id TEXT NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  revoked_by TEXT,
  -- The last opening that was logged (at most one per 30 minutes).
  last_logged_view_at TEXT
);

CREATE UNIQUE INDEX customer_links_one_live ON customer_links (number_year, number_seq, recipient) WHERE revoked_at IS NULL;
CREATE INDEX customer_links_by_estimate ON customer_links (estimate_id);

-- Links made before this migration keep opening (their id is their hash: no token can be derived
-- from it, so the desk cannot show them again). Only the newest per number and recipient stays live.
INSERT INTO customer_links (id, token_hash, number_year, number_seq, estimate_id, recipient, created_at, revoked_at, revoked_by)
SELECT old.token_hash, old.token_hash, estimates.number_year, estimates.number_seq, old.estimate_id, old.recipient, old.created_at,
  CASE WHEN old.created_at < (
    SELECT max(newer.created_at) FROM estimate_links AS newer JOIN estimates AS e ON e.id = newer.estimate_id
    WHERE e.number_year = estimates.number_year AND e.number_seq = estimates.number_seq AND newer.recipient = old.recipient
  ) THEN old.created_at END,
  CASE WHEN old.created_at < (
    SELECT max(newer.created_at) FROM estimate_links AS newer JOIN estimates AS e ON e.id = newer.estimate_id
    WHERE e.number_year = estimates.number_year AND e.number_seq = estimates.number_seq AND newer.recipient = old.recipient
  ) THEN 'system' END
FROM estimate_links AS old JOIN estimates ON estimates.id = old.estimate_id;

DROP TABLE estimate_links;

-- E-mails to the customer gain the link they carry (a retry sends the same one) and a fourth kind:
-- a fresh link staff send after revoking the old ones. SQLite cannot change a CHECK in place.
CREATE TABLE estimate_emails_new (
  id TEXT PRIMARY KEY,
  estimate_id TEXT NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('estimate', 'reminder', 'signed-copy', 'link')),
  recipient TEXT NOT NULL,
  origin TEXT NOT NULL,
  link_id TEXT REFERENCES customer_links (id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'sent', 'failed', 'not_sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO estimate_emails_new (id, estimate_id, kind, recipient, origin, status, attempts, detail, created_at, updated_at)
SELECT id, estimate_id, kind, recipient, origin, status, attempts, detail, created_at, updated_at FROM estimate_emails;

DROP TABLE estimate_emails;
ALTER TABLE estimate_emails_new RENAME TO estimate_emails;

CREATE INDEX estimate_emails_waiting ON estimate_emails (status, created_at) WHERE status IN ('pending', 'queued');
CREATE INDEX estimate_emails_by_estimate ON estimate_emails (estimate_id, created_at);

-- The won total is the sum of the lead's approved estimates: put right any lead an earlier second
-- approval left short.
UPDATE leads SET won_total_cents = (
  SELECT sum(json_extract(estimate_approvals.totals, '$.totalCents')) FROM estimate_approvals
  JOIN estimates ON estimates.id = estimate_approvals.estimate_id WHERE estimates.lead_id = leads.id
) WHERE id IN (SELECT lead_id FROM estimates WHERE status = 'approved');
