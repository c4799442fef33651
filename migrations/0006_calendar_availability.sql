-- When visitors may book a free inspection: one row, edited by staff in the desk. weekly is JSON,
-- seven entries from Sunday: null (no inspections) or {"start": "HH:MM", "end": "HH:MM"} in
-- America/Chicago wall-clock time. Closures are calendar_events of kind 'closure'.
CREATE TABLE calendar_availability (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  weekly TEXT NOT NULL,
  slot_minutes INTEGER NOT NULL CHECK (slot_minutes BETWEEN 15 AND 480),
  buffer_minutes INTEGER NOT NULL CHECK (buffer_minutes BETWEEN 0 AND 240),
  horizon_days INTEGER NOT NULL CHECK (horizon_days BETWEEN 1 AND 120),
  min_notice_hours INTEGER NOT NULL CHECK (min_notice_hours BETWEEN 0 AND 336),
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Weekdays 9 to 4 with an hour per visit and 30 minutes to travel, four weeks ahead, a day's notice.
INSERT INTO calendar_availability (id, weekly, slot_minutes, buffer_minutes, horizon_days, min_notice_hours)
VALUES (1, '[null,{"start":"09:00","end":"16:00"},{"start":"09:00","end":"16:00"},{"start":"09:00","end":"16:00"},{"start":"09:00","end":"16:00"},{"start":"09:00","end":"16:00"},null]',
  60, 30, 28, 24);

CREATE INDEX calendar_events_public ON calendar_events (visibility, starts_at);
CREATE INDEX calendar_events_by_end ON calendar_events (ends_at);
