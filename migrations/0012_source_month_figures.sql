-- The Sources screen's figures per Chicago month, stored (issue 26): a year's report then reads
-- twelve months of sums instead of a year of leads, rollups and taps (scripts/bench-desk.ts measured
-- 116 ms live). The hourly job computes a closed month with the report's own queries
-- (worker/domain/sources/month-figures.ts); the triggers below delete a month as soon as anything it
-- sums changes, so stored figures are always what the live queries would answer, and a month that is
-- not stored is computed live. Only the hourly job writes them: a report never does.

-- A month whose figures are stored, with its bounds as the Worker computed them in America/Chicago:
-- [starts_at, ends_at) in the form of leads.created_at, so a trigger finds a lead's or a tap's month
-- without time-zone arithmetic (a rollup's Chicago day names its month itself). A month stored with
-- no figures had nothing to count; a month with no row here is not stored.
CREATE TABLE source_months (
  month TEXT PRIMARY KEY,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  computed_at TEXT NOT NULL
) WITHOUT ROWID;

-- The month's rows as the report's queries answer them over the month's days. grouping is what they
-- are grouped by: for leads and taps the column the report groups them by (first_channel ...
-- last_landing, service), a lead row and a tap row apiece; for visits the rollups' key (visits_channel,
-- visits_source, visits_campaign, visits_path). key is the group, NULL where the source was not recorded.
CREATE TABLE source_month_figures (
  month TEXT NOT NULL REFERENCES source_months (month) ON DELETE CASCADE,
  grouping TEXT NOT NULL,
  key TEXT,
  leads INTEGER NOT NULL DEFAULT 0,
  estimates_sent INTEGER NOT NULL DEFAULT 0,
  jobs_won INTEGER NOT NULL DEFAULT 0,
  won_cents INTEGER NOT NULL DEFAULT 0,
  calls INTEGER NOT NULL DEFAULT 0,
  emails INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  page_views INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX source_month_figures_by_month ON source_month_figures (month, grouping);

-- What the report reads of a lead: whether it is spam, when it came, its service, both touches, its
-- estimates sent (kept by 0011's triggers on estimates) and its won total (set by each approval).
CREATE TRIGGER source_months_lead_added AFTER INSERT ON leads BEGIN
  DELETE FROM source_months WHERE new.created_at >= starts_at AND new.created_at < ends_at;
END;

CREATE TRIGGER source_months_lead_deleted AFTER DELETE ON leads BEGIN
  DELETE FROM source_months WHERE old.created_at >= starts_at AND old.created_at < ends_at;
END;

CREATE TRIGGER source_months_lead_changed AFTER UPDATE OF
  is_spam, created_at, service, estimates_sent, won_total_cents,
  first_channel, first_source, first_campaign, first_landing, last_channel, last_source, last_campaign, last_landing
ON leads WHEN old.is_spam IS NOT new.is_spam OR old.created_at IS NOT new.created_at OR old.service IS NOT new.service
  OR old.estimates_sent IS NOT new.estimates_sent OR old.won_total_cents IS NOT new.won_total_cents
  OR old.first_channel IS NOT new.first_channel OR old.first_source IS NOT new.first_source
  OR old.first_campaign IS NOT new.first_campaign OR old.first_landing IS NOT new.first_landing
  OR old.last_channel IS NOT new.last_channel OR old.last_source IS NOT new.last_source
  OR old.last_campaign IS NOT new.last_campaign OR old.last_landing IS NOT new.last_landing
BEGIN
  DELETE FROM source_months WHERE (old.created_at >= starts_at AND old.created_at < ends_at)
    OR (new.created_at >= starts_at AND new.created_at < ends_at);
END;

CREATE TRIGGER source_months_tap_added AFTER INSERT ON contact_taps BEGIN
  DELETE FROM source_months WHERE new.created_at >= starts_at AND new.created_at < ends_at;
END;

CREATE TRIGGER source_months_tap_deleted AFTER DELETE ON contact_taps BEGIN
  DELETE FROM source_months WHERE old.created_at >= starts_at AND old.created_at < ends_at;
END;

CREATE TRIGGER source_months_tap_changed AFTER UPDATE ON contact_taps BEGIN
  DELETE FROM source_months WHERE (old.created_at >= starts_at AND old.created_at < ends_at)
    OR (new.created_at >= starts_at AND new.created_at < ends_at);
END;

-- A rollup's day is a Chicago day ('2026-03-14'): its first seven characters are its month.
CREATE TRIGGER source_months_rollup_added AFTER INSERT ON visit_rollups BEGIN
  DELETE FROM source_months WHERE month = substr(new.day, 1, 7);
END;

CREATE TRIGGER source_months_rollup_deleted AFTER DELETE ON visit_rollups BEGIN
  DELETE FROM source_months WHERE month = substr(old.day, 1, 7);
END;

CREATE TRIGGER source_months_rollup_changed AFTER UPDATE ON visit_rollups BEGIN
  DELETE FROM source_months WHERE month IN (substr(old.day, 1, 7), substr(new.day, 1, 7));
END;
