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

-- The Sources screen reads a date range of leads grouped by one of these; with them in the index
-- it never reads the table (scripts/bench.ts, "sources").
CREATE INDEX leads_by_source ON leads (is_spam, created_at, last_channel, first_channel, service, won_total_cents);
CREATE INDEX leads_with_gclid ON leads (gclid) WHERE gclid IS NOT NULL;

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
