-- Lead capture and the staff desk. Every time is UTC, ISO 8601 with milliseconds and a Z
-- (strftime('%Y-%m-%dT%H:%M:%fZ')), so text order is time order; the desk shows America/Chicago.

CREATE TABLE boards (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A column optionally stands for a lead status: moving a card there sets that status.
CREATE TABLE board_columns (
  id TEXT PRIMARY KEY,
  board_id TEXT NOT NULL REFERENCES boards (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  status TEXT CHECK (status IN ('new', 'contacted', 'estimate_scheduled', 'quoted', 'won', 'lost')),
  UNIQUE (board_id, position)
);

INSERT INTO boards (id, name) VALUES ('pipeline', 'Pipeline');
INSERT INTO board_columns (id, board_id, name, position, status) VALUES
  ('pipeline-new', 'pipeline', 'New', 1, 'new'),
  ('pipeline-contacted', 'pipeline', 'Contacted', 2, 'contacted'),
  ('pipeline-estimate-scheduled', 'pipeline', 'Estimate scheduled', 3, 'estimate_scheduled'),
  ('pipeline-quoted', 'pipeline', 'Quoted', 4, 'quoted'),
  ('pipeline-won', 'pipeline', 'Won', 5, 'won'),
  ('pipeline-lost', 'pipeline', 'Lost', 6, 'lost');

CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  source TEXT NOT NULL CHECK (source IN ('quote-form', 'home-form', 'embedded-widget', 'chatbot')),
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'estimate_scheduled', 'quoted', 'won', 'lost')),
  priority TEXT NOT NULL CHECK (priority IN ('low', 'normal', 'high')),
  column_id TEXT REFERENCES board_columns (id) ON DELETE SET NULL,
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
  is_spam INTEGER NOT NULL DEFAULT 0 CHECK (is_spam IN (0, 1)),
  spam_reason TEXT,
  -- pending: stored, not yet handed to the queue; queued; forwarded: every configured channel
  -- accepted it; not_forwarded: no channel configured; failed: gave up (dead-letter queue); spam.
  forward_status TEXT NOT NULL
    CHECK (forward_status IN ('pending', 'queued', 'forwarded', 'not_forwarded', 'failed', 'spam')),
  -- Scope and key of the Idempotency-Key header: the unique index is the final guard against a
  -- retried request creating a second lead, whatever happens to the idempotency_keys row.
  idempotency_key TEXT UNIQUE,
  -- What the visitor's browser claimed; never trusted for ordering.
  client_submitted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX leads_inbox ON leads (is_spam, created_at DESC);
CREATE INDEX leads_board ON leads (column_id, created_at);
CREATE INDEX leads_forward_pending ON leads (forward_status, created_at) WHERE forward_status = 'pending';

CREATE TABLE lead_photos (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  r2_key TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  -- The type proven from the bytes, not the one the browser claimed.
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')),
  size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (lead_id, position)
);

CREATE TABLE lead_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('created', 'status_changed', 'note', 'forward_attempt', 'forward_abandoned')),
  -- forward_attempt / forward_abandoned: whatsapp, webhook, email or none.
  channel TEXT,
  -- forward_attempt: sent, failed or skipped.
  outcome TEXT,
  attempt INTEGER,
  detail TEXT,
  -- Staff email, or 'system'.
  actor TEXT NOT NULL DEFAULT 'system',
  created_at TEXT NOT NULL
);

CREATE INDEX lead_events_by_lead ON lead_events (lead_id, id);

CREATE TABLE staff (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  name TEXT,
  role TEXT NOT NULL CHECK (role IN ('admin', 'staff')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Exactly one row. The AI key is not here: it is a Worker secret, never sent to a browser.
CREATE TABLE chatbot_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  welcome_message TEXT NOT NULL,
  services TEXT NOT NULL, -- JSON array of strings
  messaging_number TEXT, -- NULL: the business's number from src/config
  group_id TEXT,
  custom_prompts TEXT NOT NULL DEFAULT '[]', -- JSON array of {name, prompt, step}
  lead_message_template TEXT NOT NULL,
  auto_response INTEGER NOT NULL DEFAULT 1 CHECK (auto_response IN (0, 1)),
  hours_enabled INTEGER NOT NULL DEFAULT 0 CHECK (hours_enabled IN (0, 1)),
  hours_start TEXT NOT NULL DEFAULT '08:00',
  hours_end TEXT NOT NULL DEFAULT '18:00',
  hours_time_zone TEXT NOT NULL DEFAULT 'America/Chicago',
  offline_message TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT
);

INSERT INTO chatbot_config (id, welcome_message, services, lead_message_template, offline_message)
VALUES (
  1,
  'Hi! I can help you get a free quote. Tell us a little about your project.',
  '["Asbestos Removal","Lead Paint Removal","Mold Remediation","Window Installation","Roofing","Asbestos Testing","Mold Testing","Other"]',
  'New lead: {name}, {phone}, {email}, {address}. Service: {service}. Photos: {hasPicture}.',
  'We are closed right now. Leave your details and we will call you back during business hours.'
);

CREATE TABLE calendar_events (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT,
  location TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  all_day INTEGER NOT NULL DEFAULT 0 CHECK (all_day IN (0, 1)),
  -- public: shown on the public calendar; staff: desk only.
  visibility TEXT NOT NULL DEFAULT 'staff' CHECK (visibility IN ('public', 'staff')),
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  created_by TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (ends_at >= starts_at)
);

CREATE INDEX calendar_events_by_time ON calendar_events (starts_at);

CREATE TABLE web_vitals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (name IN ('CLS', 'INP', 'FCP', 'LCP', 'TTFB', 'page-view')),
  value REAL NOT NULL,
  rating TEXT CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  path TEXT NOT NULL,
  metric_id TEXT,
  navigation_type TEXT,
  received_at TEXT NOT NULL
);

CREATE INDEX web_vitals_by_name ON web_vitals (name, received_at);
CREATE INDEX web_vitals_by_time ON web_vitals (received_at);

-- A request carrying an Idempotency-Key first inserts its row here ('pending'): the primary key
-- makes that insert the lock. The finished response is stored so a retry gets the same answer.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
  response_status INTEGER,
  response_body TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);

-- Fixed-window request counters per hashed client address and route group.
CREATE TABLE rate_limit_counters (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL, -- epoch seconds
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
) WITHOUT ROWID;
