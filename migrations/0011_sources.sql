-- Where the work comes from (issue 26): each lead's first and last touch, page views as daily
-- rollups, taps on the phone and e-mail links, and the monthly spend per channel staff enter.
-- Channels are application values (src/lib/channels.ts), not CHECKs: the table of rules may grow.

-- What a lead came with, classified when it arrived (worker/domain/sources/attribution.ts). NULL
-- channels: nothing of its source was recorded (Global Privacy Control, no script and no Referer,
-- or a lead older than this migration). attribution is the JSON the lead sent: both touches with
-- their tags and click ids, and up to 20 pages seen before the lead.
ALTER TABLE leads ADD COLUMN first_channel TEXT;
ALTER TABLE leads ADD COLUMN first_source TEXT;
ALTER TABLE leads ADD COLUMN first_campaign TEXT;
ALTER TABLE leads ADD COLUMN first_landing TEXT;
ALTER TABLE leads ADD COLUMN last_channel TEXT;
ALTER TABLE leads ADD COLUMN last_source TEXT;
ALTER TABLE leads ADD COLUMN last_campaign TEXT;
ALTER TABLE leads ADD COLUMN last_landing TEXT;
-- The Google click id the Google Ads export sends back (the last touch's, else the first's).
ALTER TABLE leads ADD COLUMN gclid TEXT;
ALTER TABLE leads ADD COLUMN attribution TEXT;

CREATE INDEX leads_with_gclid ON leads (gclid) WHERE gclid IS NOT NULL;

-- How many estimates were sent to the lead (each estimate once, however many revisions), kept by
-- the triggers below whoever sends, revises or deletes one: the Sources screen then counts a year
-- of leads' estimates from the leads alone (scripts/bench-desk.ts measured the join at 300 ms+).
ALTER TABLE leads ADD COLUMN estimates_sent INTEGER NOT NULL DEFAULT 0;

UPDATE leads SET estimates_sent = (
  SELECT COUNT(DISTINCT estimates.number_year * 1000000000 + estimates.number_seq) FROM estimates
  WHERE estimates.lead_id = leads.id AND estimates.sent_at IS NOT NULL
) WHERE id IN (SELECT lead_id FROM estimates WHERE sent_at IS NOT NULL);

CREATE TRIGGER leads_estimates_sent_insert AFTER INSERT ON estimates WHEN new.sent_at IS NOT NULL BEGIN
  UPDATE leads SET estimates_sent = (
    SELECT COUNT(DISTINCT number_year * 1000000000 + number_seq) FROM estimates WHERE lead_id = new.lead_id AND sent_at IS NOT NULL
  ) WHERE id = new.lead_id;
END;

CREATE TRIGGER leads_estimates_sent_update AFTER UPDATE OF sent_at, lead_id ON estimates BEGIN
  UPDATE leads SET estimates_sent = (
    SELECT COUNT(DISTINCT number_year * 1000000000 + number_seq) FROM estimates WHERE lead_id = leads.id AND sent_at IS NOT NULL
  ) WHERE id IN (new.lead_id, old.lead_id);
END;

CREATE TRIGGER leads_estimates_sent_delete AFTER DELETE ON estimates WHEN old.sent_at IS NOT NULL BEGIN
  UPDATE leads SET estimates_sent = (
    SELECT COUNT(DISTINCT number_year * 1000000000 + number_seq) FROM estimates WHERE lead_id = old.lead_id AND sent_at IS NOT NULL
  ) WHERE id = old.lead_id;
END;

-- The Sources screen reads a range of days of leads grouped by one of a touch's columns or the
-- service; with every figure it needs in the index, it never reads the table (scripts/bench-desk.ts).
CREATE INDEX leads_by_last_touch ON leads
  (is_spam, created_at, last_channel, last_source, last_campaign, last_landing, service, won_total_cents, estimates_sent);
CREATE INDEX leads_by_first_touch ON leads
  (is_spam, created_at, first_channel, first_source, first_campaign, first_landing, won_total_cents, estimates_sent);

-- Page views per Chicago day, page and source (the visitor's last touch at the time). views counts
-- every view; visitors counts each visitor once a day per source, on the page they were first seen
-- on. A source that was not recorded is ''.
CREATE TABLE visit_rollups (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  channel TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, channel, source, campaign)
) WITHOUT ROWID;

-- Today's only: a random salt per Chicago day and the salted hashes of the visitors seen that day
-- (with their source), so a visitor counts once. The scheduled handler deletes every earlier day's
-- rows, so nothing that could tell visitors apart outlives its day. No IP address is stored.
CREATE TABLE visit_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);

CREATE TABLE visitors_today (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;

-- A tap on a phone or e-mail link: for a contractor a call is a lead. Where the tapper came from, as
-- for leads; the page's service when it was a service page. No IP address, no visitor id.
CREATE TABLE contact_taps (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('phone', 'email')),
  path TEXT NOT NULL,
  service TEXT,
  first_channel TEXT,
  first_source TEXT,
  first_campaign TEXT,
  first_landing TEXT,
  last_channel TEXT,
  last_source TEXT,
  last_campaign TEXT,
  last_landing TEXT,
  created_at TEXT NOT NULL
);

CREATE INDEX contact_taps_by_time ON contact_taps (created_at);

-- What a channel cost in a month ('2026-03'), as staff enter it; the Sources screen prorates it by day.
CREATE TABLE channel_spend (
  month TEXT NOT NULL,
  channel TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (month, channel)
) WITHOUT ROWID;
