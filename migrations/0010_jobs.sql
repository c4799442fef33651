-- Jobs: the work an approved estimate agreed to, from scheduling to the closeout packet, with the
-- compliance records the regulators ask for (src/lib/compliance reads them). Times are UTC ISO;
-- days (start, end, done on) are YYYY-MM-DD on the Chicago calendar.

-- One job per estimate number, made in the approval's own batch (worker/domain/jobs/creation.ts):
-- the number's one approved revision (estimates_one_approved) and this UNIQUE make a second impossible.
-- The lead and the estimate may be deleted later (a privacy request) while the records the law
-- requires are kept: the links then become NULL and the personal details are erased.
CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  number_year INTEGER NOT NULL,
  number_seq INTEGER NOT NULL,
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  estimate_id TEXT UNIQUE REFERENCES estimates (id) ON DELETE SET NULL,
  state TEXT NOT NULL DEFAULT 'to_schedule' CHECK (state IN
    ('to_schedule', 'scheduled', 'in_progress', 'work_done', 'closed', 'on_hold', 'cancelled')),
  -- While on hold: the state it goes back to.
  held_from TEXT CHECK (held_from IN ('to_schedule', 'scheduled', 'in_progress', 'work_done')),
  -- Why it is on hold or was cancelled.
  state_reason TEXT,
  title TEXT NOT NULL,
  service TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'es', 'fr')),
  -- The approved lines as JSON: [{ description, section, quantityThousandths, unit }].
  scope TEXT NOT NULL,
  total_cents INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_email TEXT,
  customer_phone TEXT,
  site_address TEXT,
  -- The plan, then what happened.
  start_on TEXT,
  end_on TEXT,
  started_on TEXT,
  work_done_on TEXT,
  closed_on TEXT,
  closed_at TEXT,
  cancelled_at TEXT,
  final_invoice_on TEXT,
  -- The earliest due day of an open compliance item (the engine's nextDueOn), kept on every change.
  next_due_on TEXT,
  -- Staff may switch the review request off.
  review_request INTEGER NOT NULL DEFAULT 1 CHECK (review_request IN (0, 1)),
  -- The customer's closeout packet, rendered once and stored unchanged in R2.
  closeout_pdf_key TEXT,
  closeout_pdf_sha256 TEXT,
  -- Set when the lead was deleted: the personal details are gone, the records kept until this day.
  personal_erased_at TEXT,
  records_kept_until TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  last_write TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (number_year, number_seq),
  CHECK (end_on IS NULL OR start_on IS NULL OR end_on >= start_on),
  CHECK ((state = 'on_hold') = (held_from IS NOT NULL))
);

CREATE INDEX jobs_by_update ON jobs (updated_at DESC, id DESC);
CREATE INDEX jobs_by_state ON jobs (state, updated_at DESC, id DESC);
CREATE INDEX jobs_by_next_due ON jobs (next_due_on, id) WHERE next_due_on IS NOT NULL;
CREATE INDEX jobs_by_lead ON jobs (lead_id);
CREATE INDEX jobs_by_dates ON jobs (start_on, end_on) WHERE start_on IS NOT NULL;

-- The facts the compliance rules read (src/lib/compliance/facts.ts), prefilled from the estimate.
CREATE TABLE job_site_facts (
  job_id TEXT PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  building_type TEXT NOT NULL CHECK (building_type IN ('single-family', '2-4-units', '5-plus-units', 'commercial-public', 'school')),
  privately_owned INTEGER NOT NULL CHECK (privately_owned IN (0, 1)),
  year_built INTEGER CHECK (year_built IS NULL OR year_built BETWEEN 1600 AND 2100),
  children_under_6 INTEGER NOT NULL CHECK (children_under_6 IN (0, 1)),
  municipality TEXT,
  asbestos_friable INTEGER NOT NULL CHECK (asbestos_friable IN (0, 1)),
  asbestos_pipe_linear_feet REAL NOT NULL DEFAULT 0 CHECK (asbestos_pipe_linear_feet >= 0),
  asbestos_other_square_feet REAL NOT NULL DEFAULT 0 CHECK (asbestos_other_square_feet >= 0),
  asbestos_cubic_feet REAL NOT NULL DEFAULT 0 CHECK (asbestos_cubic_feet >= 0),
  lead_interior_square_feet REAL NOT NULL DEFAULT 0 CHECK (lead_interior_square_feet >= 0),
  lead_exterior_square_feet REAL NOT NULL DEFAULT 0 CHECK (lead_exterior_square_feet >= 0),
  lead_windows_or_demolition INTEGER NOT NULL CHECK (lead_windows_or_demolition IN (0, 1)),
  mold_square_feet REAL NOT NULL DEFAULT 0 CHECK (mold_square_feet >= 0),
  -- 'estimate' while nobody has confirmed the prefilled facts.
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The crew: staff members on the job for its days.
CREATE TABLE job_crew (
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (job_id, email)
);

CREATE INDEX job_crew_by_member ON job_crew (email, job_id);

-- Files a job stores: evidence of a requirement (a photo through the photo intake, or a PDF proven
-- by its bytes) and daily-log photos. Written once to R2 with R2's SHA-256 check, the hash kept
-- here, verified on every read (worker/domain/stored-files.ts).
CREATE TABLE job_files (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('photo', 'pdf')),
  r2_key TEXT NOT NULL UNIQUE,
  sha256 TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  original_name TEXT NOT NULL,
  width INTEGER,
  height INTEGER,
  -- The daily-log entry it belongs to (NULL for evidence).
  log_entry_id TEXT,
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);

CREATE INDEX job_files_by_job ON job_files (job_id, uploaded_at);
CREATE INDEX job_files_by_log_entry ON job_files (log_entry_id) WHERE log_entry_id IS NOT NULL;

-- What was done towards a requirement met by records (a notice sent, a pamphlet acknowledged, a
-- clearance report). Kept as recorded: a mistaken record is struck out with a reason, never deleted.
CREATE TABLE job_records (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  rule_id TEXT NOT NULL,
  rule_version INTEGER NOT NULL,
  way_id TEXT NOT NULL,
  done_on TEXT NOT NULL,
  reference TEXT,
  file_id TEXT REFERENCES job_files (id),
  -- For a notice: the start day it gave the agency.
  announced_start TEXT,
  recorded_by TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  voided_at TEXT,
  voided_by TEXT,
  void_reason TEXT
);

CREATE INDEX job_records_by_job ON job_records (job_id, rule_id, done_on);

-- Asbestos waste shipments, one row per load (40 CFR 61.150(d)): shipped, then the copy signed by
-- the disposal site back, or followed up (`follow_ups`: { "contact": day, "report": day }).
CREATE TABLE job_waste_loads (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  rule_id TEXT NOT NULL,
  shipped_on TEXT NOT NULL,
  transporter TEXT NOT NULL,
  disposal_site TEXT NOT NULL,
  record_number TEXT NOT NULL,
  returned_on TEXT,
  file_id TEXT REFERENCES job_files (id),
  follow_ups TEXT NOT NULL DEFAULT '{}',
  version INTEGER NOT NULL DEFAULT 1,
  recorded_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (returned_on IS NULL OR returned_on >= shipped_on)
);

CREATE INDEX job_waste_loads_by_job ON job_waste_loads (job_id, shipped_on);

-- The open compliance items of each job with a due day, rewritten with every change of the job:
-- the dashboard's and the digest's "what is due" across jobs is one range scan of due_on.
CREATE TABLE job_due_items (
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  rule_id TEXT NOT NULL,
  title TEXT NOT NULL,
  due_on TEXT NOT NULL,
  todo TEXT NOT NULL,
  PRIMARY KEY (job_id, rule_id)
);

CREATE INDEX job_due_items_by_day ON job_due_items (due_on, job_id, rule_id);

-- The crew's daily log: one row per entry, its id made by the phone that wrote it, so an entry
-- sent again after a lost answer is stored once. `people`: [{ name, minutes }]; `readings`:
-- [{ kind, value, unit, location }].
CREATE TABLE job_log_entries (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  people TEXT NOT NULL,
  notes TEXT,
  readings TEXT NOT NULL,
  author TEXT NOT NULL,
  written_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX job_log_entries_by_job ON job_log_entries (job_id, day DESC, created_at DESC);

-- Local rules (permits per municipality) as admins switched them on and edited them; a built-in
-- local rule without a row here is off and as shipped (src/lib/compliance/rules.ts).
CREATE TABLE compliance_local_rules (
  id TEXT PRIMARY KEY,
  -- The rule as JSON, validated by the engine's localRuleSchema on every write and read.
  rule TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- E-mails about a job to its customer (the review request), written with the change that calls for
-- them and sent by the hourly job once due. One of each kind per job: never sent twice.
CREATE TABLE job_emails (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('review-request')),
  due_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'not_sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (job_id, kind)
);

CREATE INDEX job_emails_due ON job_emails (due_at) WHERE status = 'pending';

-- The admins' digest of what is due, one per Chicago day at most.
CREATE TABLE compliance_digests (
  day TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'not_sent', 'failed')),
  items INTEGER NOT NULL,
  detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The job's days on the staff calendar: one all-day event per scheduled job, moved with its dates.
ALTER TABLE calendar_events ADD COLUMN job_id TEXT REFERENCES jobs (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX calendar_events_one_per_job ON calendar_events (job_id) WHERE job_id IS NOT NULL;

-- Timeline entries about a job name it: the job's page lists them.
ALTER TABLE lead_events ADD COLUMN job_id TEXT;
CREATE INDEX lead_events_by_job ON lead_events (job_id, id) WHERE job_id IS NOT NULL;
