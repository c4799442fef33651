-- The staff desk, the chatbot transcript and the calendar need columns and values that the first
-- migration's CHECK constraints refuse. SQLite cannot alter a CHECK, so leads and the three tables
-- that reference it are rebuilt. Order matters with foreign keys on (D1 always has them on):
-- the new children reference leads_new, the old tables are dropped children first (so dropping
-- the old leads cascades into nothing), and renaming leads_new to leads rewrites the children's
-- references to the final name.
PRAGMA defer_foreign_keys = true;

CREATE TABLE leads_new (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('quote-form', 'home-form', 'embedded-widget', 'chatbot', 'booking')),
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'estimate_scheduled', 'quoted', 'won', 'lost')),
  priority TEXT NOT NULL CHECK (priority IN ('low', 'normal', 'high')),
  column_id TEXT REFERENCES board_columns (id) ON DELETE SET NULL,
  -- Order within the column: cards sort by position, then newest first. Fractional, so a move
  -- writes one row.
  position REAL NOT NULL DEFAULT 0,
  -- Staff email of the member who owns the lead; no foreign key, so removing a member keeps history.
  assignee TEXT COLLATE NOCASE,
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  service TEXT NOT NULL,
  timeline TEXT,
  description TEXT,
  address TEXT,
  city TEXT,
  state TEXT,
  zip_code TEXT,
  property_type TEXT,
  -- Chatbot leads: the conversation as JSON [{from: 'bot'|'visitor', text, at}], for staff to read.
  transcript TEXT,
  is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
  spam_reason TEXT,
  forward_status TEXT NOT NULL
    CHECK (forward_status IN ('pending', 'queued', 'forwarded', 'not_forwarded', 'failed', 'spam')),
  idempotency_key TEXT UNIQUE,
  client_submitted_at TEXT,
  -- Optimistic concurrency: every staff edit bumps it; an edit sent against an older one gets 409.
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO leads_new (id, source, status, priority, column_id, name, email, phone, service, timeline, description,
  address, city, state, zip_code, property_type, is_spam, spam_reason, forward_status, idempotency_key,
  client_submitted_at, created_at, updated_at)
SELECT id, source, status, priority, column_id, name, email, phone, service, timeline, description,
  address, city, state, zip_code, property_type, is_spam, spam_reason, forward_status, idempotency_key,
  client_submitted_at, created_at, updated_at
FROM leads;

CREATE TABLE lead_photos_new (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads_new (id) ON DELETE CASCADE,
  r2_key TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (lead_id, position)
);
INSERT INTO lead_photos_new SELECT * FROM lead_photos;

-- kind is an application enum (worker/domain), no longer a CHECK: new kinds need no table rebuild.
CREATE TABLE lead_events_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads_new (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  channel TEXT,
  outcome TEXT,
  attempt INTEGER,
  detail TEXT,
  actor TEXT NOT NULL DEFAULT 'system',
  created_at TEXT NOT NULL
);
INSERT INTO lead_events_new SELECT * FROM lead_events;

CREATE TABLE calendar_events_new (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT,
  location TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  all_day INTEGER NOT NULL DEFAULT 0 CHECK (all_day IN (0, 1)),
  kind TEXT NOT NULL DEFAULT 'job' CHECK (kind IN ('inspection', 'job', 'community', 'closure')),
  visibility TEXT NOT NULL DEFAULT 'staff' CHECK (visibility IN ('public', 'staff')),
  lead_id TEXT REFERENCES leads_new (id) ON DELETE SET NULL,
  assignee TEXT COLLATE NOCASE,
  -- A visitor's booking holds its slot's start (UTC ISO). The unique index is what makes two
  -- concurrent bookings of one slot impossible; staff events leave it NULL.
  booking_slot TEXT UNIQUE,
  created_by TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (ends_at >= starts_at)
);
INSERT INTO calendar_events_new (id, title, description, location, starts_at, ends_at, all_day, visibility, lead_id,
  created_by, created_at, updated_at)
SELECT id, title, description, location, starts_at, ends_at, all_day, visibility, lead_id, created_by, created_at, updated_at
FROM calendar_events;

DROP TABLE lead_photos;
DROP TABLE lead_events;
DROP TABLE calendar_events;
DROP TABLE leads;

ALTER TABLE leads_new RENAME TO leads;
ALTER TABLE lead_photos_new RENAME TO lead_photos;
ALTER TABLE lead_events_new RENAME TO lead_events;
ALTER TABLE calendar_events_new RENAME TO calendar_events;

CREATE INDEX leads_inbox ON leads (is_spam, created_at DESC);
CREATE INDEX leads_board ON leads (column_id, position, created_at DESC);
CREATE INDEX leads_forward_pending ON leads (forward_status, created_at) WHERE forward_status = 'pending';
CREATE INDEX lead_events_by_lead ON lead_events (lead_id, id);
CREATE INDEX calendar_events_by_time ON calendar_events (starts_at);
CREATE INDEX calendar_events_by_lead ON calendar_events (lead_id) WHERE lead_id IS NOT NULL;

-- Disabled members keep their row (and their name on history) but are refused on their next request.
ALTER TABLE staff ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
