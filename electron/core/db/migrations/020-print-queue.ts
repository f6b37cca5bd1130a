import { migration } from './migration';

/**
 * The print queue and its settings. Print jobs belong to this computer, not to a marketplace account, so
 * nothing here is keyed by account. Documents are kept as BLOBs, once per content hash, so a reprint works
 * offline and reprinting does not store the bytes again. Times are epoch milliseconds.
 */
export const m020PrintQueue = migration(
  '020-print-queue',
  `
CREATE TABLE print_documents (
  hash TEXT PRIMARY KEY,
  format TEXT NOT NULL CHECK (format IN ('pdf', 'zpl', 'epl')),
  bytes BLOB NOT NULL,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE print_jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('label', 'protocol', 'packingSlip', 'testPage')),
  document_hash TEXT NOT NULL REFERENCES print_documents (hash),
  format TEXT NOT NULL CHECK (format IN ('pdf', 'zpl', 'epl')),
  title TEXT NOT NULL,
  source_type TEXT,
  source_id TEXT,
  printer_id TEXT NOT NULL,
  printer_label TEXT NOT NULL,
  backend TEXT NOT NULL CHECK (backend IN ('cups', 'windows', 'tcp9100', 'folder')),
  printer_name TEXT NOT NULL,
  page_size TEXT NOT NULL CHECK (page_size IN ('a6', 'a4', '4x6')),
  orientation TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape')),
  copies INTEGER NOT NULL CHECK (copies BETWEEN 1 AND 99),
  fit_to_page INTEGER NOT NULL CHECK (fit_to_page IN (0, 1)),
  -- Labels placed on A4 sheets start at this quarter; the stored document stays the label itself.
  a4_quarter INTEGER CHECK (a4_quarter BETWEEN 1 AND 4),
  state TEXT NOT NULL
    CHECK (state IN ('queued', 'sending', 'sent', 'done', 'failed', 'uncertain', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  next_attempt_at INTEGER,
  error_code TEXT,
  error_message TEXT,
  remote_job_id TEXT,
  remote_message TEXT,
  reprint_of INTEGER REFERENCES print_jobs (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  sending_at INTEGER,
  sent_at INTEGER,
  finished_at INTEGER
) STRICT;

CREATE INDEX print_jobs_lane ON print_jobs (printer_id, state, id);
CREATE INDEX print_jobs_state ON print_jobs (state, next_attempt_at);
CREATE INDEX print_jobs_source ON print_jobs (source_type, source_id);
CREATE INDEX print_jobs_duplicate ON print_jobs (document_hash, printer_id, created_at);

CREATE TABLE print_profiles (
  kind TEXT PRIMARY KEY CHECK (kind IN ('label', 'protocol', 'packingSlip', 'testPage')),
  printer_id TEXT,
  page_size TEXT NOT NULL CHECK (page_size IN ('a6', 'a4', '4x6')),
  orientation TEXT NOT NULL CHECK (orientation IN ('portrait', 'landscape')),
  copies INTEGER NOT NULL CHECK (copies BETWEEN 1 AND 99),
  zpl_dpi INTEGER NOT NULL CHECK (zpl_dpi IN (203, 300)),
  auto_print INTEGER NOT NULL CHECK (auto_print IN (0, 1)),
  start_quarter INTEGER NOT NULL CHECK (start_quarter BETWEEN 1 AND 4),
  updated_at INTEGER NOT NULL
) STRICT;

-- Printers the seller added (network label printers, folders) and corrections to found ones (formats).
CREATE TABLE print_printers (
  id TEXT PRIMARY KEY,
  backend TEXT NOT NULL CHECK (backend IN ('cups', 'windows', 'tcp9100', 'folder')),
  name TEXT NOT NULL,
  label TEXT,
  formats TEXT,
  custom INTEGER NOT NULL CHECK (custom IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

-- One process at a time sends jobs: the one holding this lease. A process that finds the lease of a dead
-- holder knows every job left in 'sending' was cut off mid-way.
CREATE TABLE print_worker_lease (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  owner TEXT NOT NULL,
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  heartbeat_at INTEGER NOT NULL
) STRICT;
`,
);
