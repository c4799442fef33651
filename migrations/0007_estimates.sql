-- Estimates the customer reads, chooses and signs online (the step after "Quoted").
-- Money is integer cents, tax basis points, quantities thousandths (src/lib/estimate-money.ts).

-- The price list staff pick lines from; admins edit it.
CREATE TABLE price_list_items (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  unit TEXT NOT NULL,
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  tax_bps INTEGER NOT NULL DEFAULT 0 CHECK (tax_bps BETWEEN 0 AND 10000),
  service TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  position INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT INTO price_list_items (id, name, description, unit, unit_price_cents, tax_bps, service, position) VALUES
  ('asbestos-tile-removal', 'Asbestos floor tile removal', 'Remove and dispose of asbestos floor tile and mastic under containment', 'sq ft', 650, 0, 'Asbestos Removal', 1),
  ('asbestos-pipe-insulation', 'Asbestos pipe insulation removal', 'Glove-bag removal of asbestos pipe insulation', 'linear ft', 2800, 0, 'Asbestos Removal', 2),
  ('asbestos-clearance-air-test', 'Clearance air test', 'Independent clearance air sampling after abatement', 'each', 45000, 0, 'Asbestos Removal', 3),
  ('lead-paint-window-abatement', 'Lead-safe window abatement', 'Lead-safe removal and replacement of a painted window sash', 'opening', 72500, 0, 'Lead Paint Removal', 4),
  ('mold-remediation-area', 'Mold remediation', 'Contain, HEPA-vacuum, remove and treat one affected area', 'area', 185000, 0, 'Mold Remediation', 5),
  ('mold-clearance-test', 'Post-remediation mold clearance test', 'Air and surface samples read by an independent lab', 'each', 39500, 0, 'Mold Remediation', 6),
  ('window-replacement-vinyl', 'Replacement window, vinyl double-hung', 'Supply and install, low-E double pane, interior and exterior trim', 'opening', 89500, 1025, 'Window Installation', 7),
  ('roof-tear-off-shingles', 'Roof tear-off and architectural shingles', 'Tear off, ice and water shield, synthetic underlayment, 30-year shingles', 'square', 52000, 0, 'Roofing', 8),
  ('gutters-seamless-aluminum', 'Seamless aluminum gutters', '6-inch seamless gutters with hangers every 24 inches', 'linear ft', 1450, 0, 'Gutters', 9);

-- One row: the default terms, how many days an estimate stays open, and when to remind.
CREATE TABLE estimate_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  terms TEXT NOT NULL,
  valid_days INTEGER NOT NULL DEFAULT 30 CHECK (valid_days BETWEEN 1 AND 365),
  follow_up_days INTEGER NOT NULL DEFAULT 3 CHECK (follow_up_days BETWEEN 1 AND 60),
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT INTO estimate_settings (id, terms) VALUES (1,
'This estimate is based on the conditions visible at our inspection. Hidden conditions found once work begins (for example additional asbestos-containing material behind walls) are priced separately and only with your written approval.

A deposit as shown is due before work is scheduled; the balance is due on completion. We accept checks, cards and bank transfers.

All abatement work follows EPA, OSHA and Illinois Department of Public Health rules, including containment, air monitoring and licensed disposal. Waste manifests and clearance results are provided on completion.

You may cancel within three business days of signing for a full refund of any deposit.');

-- Numbers are given per calendar year: E-2026-0042. A revision keeps its estimate's number.
CREATE TABLE estimate_numbers (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
);

CREATE TABLE estimates (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  number_year INTEGER NOT NULL,
  number_seq INTEGER NOT NULL,
  revision INTEGER NOT NULL DEFAULT 1,
  -- The revision this one replaces (NULL for a first revision).
  previous_id TEXT REFERENCES estimates (id),
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN
    ('draft', 'sent', 'viewed', 'approved', 'declined', 'changes_requested', 'expired', 'superseded', 'withdrawn')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'fr')),
  title TEXT NOT NULL,
  introduction TEXT,
  customer_name TEXT NOT NULL,
  customer_email TEXT,
  customer_phone TEXT,
  property_address TEXT,
  service TEXT NOT NULL,
  year_built INTEGER CHECK (year_built IS NULL OR year_built BETWEEN 1600 AND 2200),
  discount_kind TEXT CHECK (discount_kind IN ('amount', 'percent')),
  discount_value INTEGER CHECK (discount_value >= 0),
  deposit_kind TEXT CHECK (deposit_kind IN ('amount', 'percent')),
  deposit_value INTEGER CHECK (deposit_value >= 0),
  terms TEXT NOT NULL,
  -- The last day it can be approved (YYYY-MM-DD); it ends at that day's midnight in Chicago.
  expires_on TEXT NOT NULL,
  -- With the lines as they start (required lines, preselected options): the list and dashboard figure.
  total_cents INTEGER NOT NULL DEFAULT 0,
  sent_to TEXT COLLATE NOCASE,
  sent_at TEXT,
  first_viewed_at TEXT,
  view_count INTEGER NOT NULL DEFAULT 0,
  decided_at TEXT,
  decline_reason TEXT,
  change_request TEXT,
  -- The one reminder: due when no decision came within follow_up_days of sending.
  follow_up_due_at TEXT,
  follow_up_sent_at TEXT,
  -- The document as sent, stored unchanged in R2.
  pdf_key TEXT,
  pdf_sha256 TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  -- A random id per change: the later statements of a batch write only if their change applied.
  last_write TEXT,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (number_year, number_seq, revision)
);

CREATE INDEX estimates_by_lead ON estimates (lead_id, created_at);
CREATE INDEX estimates_by_status ON estimates (status, sent_at);
CREATE INDEX estimates_follow_ups ON estimates (follow_up_due_at) WHERE follow_up_due_at IS NOT NULL;
CREATE INDEX estimates_by_number ON estimates (number_year DESC, number_seq DESC, revision DESC);

CREATE TABLE estimate_lines (
  id TEXT PRIMARY KEY,
  estimate_id TEXT NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('required', 'optional', 'choice')),
  choice_group TEXT,
  group_label TEXT,
  section TEXT,
  description TEXT NOT NULL,
  unit TEXT NOT NULL,
  quantity_thousandths INTEGER NOT NULL CHECK (quantity_thousandths >= 0),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  tax_bps INTEGER NOT NULL DEFAULT 0 CHECK (tax_bps BETWEEN 0 AND 10000),
  preselected INTEGER NOT NULL DEFAULT 0 CHECK (preselected IN (0, 1)),
  price_item_id TEXT,
  UNIQUE (estimate_id, position),
  CHECK ((kind = 'choice') = (choice_group IS NOT NULL))
);

-- The lead's photos shown on the estimate.
CREATE TABLE estimate_photos (
  estimate_id TEXT NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  photo_id TEXT NOT NULL REFERENCES lead_photos (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (estimate_id, photo_id)
);

-- A customer link: a token of 128 random bits or more, stored only as its SHA-256. It opens every
-- revision of its estimate that was sent to the same address.
CREATE TABLE estimate_links (
  token_hash TEXT PRIMARY KEY,
  estimate_id TEXT NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL COLLATE NOCASE,
  created_at TEXT NOT NULL
);

CREATE INDEX estimate_links_by_estimate ON estimate_links (estimate_id);

-- What the customer agreed to, exactly as shown. The primary key makes two approvals at once one.
CREATE TABLE estimate_approvals (
  estimate_id TEXT PRIMARY KEY REFERENCES estimates (id) ON DELETE CASCADE,
  selection TEXT NOT NULL,
  totals TEXT NOT NULL,
  document TEXT NOT NULL,
  acknowledgments TEXT NOT NULL,
  signer_name TEXT NOT NULL,
  signature_key TEXT,
  signed_at TEXT NOT NULL,
  ip TEXT,
  user_agent TEXT,
  language TEXT NOT NULL,
  signed_pdf_key TEXT,
  signed_pdf_sha256 TEXT
);

-- E-mails to the customer (the estimate, the one reminder, the signed copy), written in the same
-- transaction as the change that calls for them and handed to the estimate-mail queue; the hourly
-- job hands over again any the queue never got.
CREATE TABLE estimate_emails (
  id TEXT PRIMARY KEY,
  estimate_id TEXT NOT NULL REFERENCES estimates (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('estimate', 'reminder', 'signed-copy')),
  recipient TEXT NOT NULL,
  -- The site's address as staff used it, for the link in the e-mail.
  origin TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'queued', 'sent', 'failed', 'not_sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX estimate_emails_waiting ON estimate_emails (status, created_at) WHERE status IN ('pending', 'queued');
CREATE INDEX estimate_emails_by_estimate ON estimate_emails (estimate_id, created_at);

-- What the customer approved, on the lead (the Won column's figure).
ALTER TABLE leads ADD COLUMN won_total_cents INTEGER;

-- Timeline entries about an estimate name it: its audit page lists them.
ALTER TABLE lead_events ADD COLUMN estimate_id TEXT;
CREATE INDEX lead_events_by_estimate ON lead_events (estimate_id, id) WHERE estimate_id IS NOT NULL;
