import type {
  BackendId,
  DocumentFormat,
  DocumentKind,
  JobState,
  Orientation,
  PageSize,
  PrintJob,
  Quarter,
} from '../../../shared/printing';
import type { Db } from '../db/open';
import { iso } from '../kernel/time/iso';

export interface JobRow {
  id: number;
  kind: DocumentKind;
  document_hash: string;
  format: DocumentFormat;
  title: string;
  source_type: string | null;
  source_id: string | null;
  printer_id: string;
  printer_label: string;
  backend: BackendId;
  printer_name: string;
  page_size: PageSize;
  orientation: Orientation;
  copies: number;
  fit_to_page: 0 | 1;
  a4_quarter: Quarter | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  next_attempt_at: number | null;
  error_code: string | null;
  error_message: string | null;
  remote_job_id: string | null;
  remote_message: string | null;
  reprint_of: number | null;
  /** JSON list of the ZPL commands removed before sending, or null. */
  removed_commands: string | null;
  created_at: number;
  updated_at: number;
  sending_at: number | null;
  sent_at: number | null;
  finished_at: number | null;
  document_size: number;
}

export interface NewJob {
  kind: DocumentKind;
  documentHash: string;
  format: DocumentFormat;
  title: string;
  source?: { type: string; id: string } | undefined;
  printerId: string;
  printerLabel: string;
  backend: BackendId;
  printerName: string;
  pageSize: PageSize;
  orientation: Orientation;
  copies: number;
  fitToPage: boolean;
  a4Quarter?: Quarter | undefined;
  maxAttempts: number;
  reprintOf?: number | undefined;
  /** Printer commands taken out of the document before it was stored (zpl-filter.ts). */
  removedCommands?: string[] | undefined;
}

export function toPrintJob(row: JobRow): PrintJob {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    state: row.state,
    printerId: row.printer_id,
    printerLabel: row.printer_label,
    title: row.title,
    ...(row.source_type !== null && row.source_id !== null
      ? { source: { type: row.source_type, id: row.source_id } }
      : {}),
    copies: row.copies,
    pageSize: row.page_size,
    orientation: row.orientation,
    ...(row.a4_quarter !== null ? { a4Quarter: row.a4_quarter } : {}),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    ...(row.next_attempt_at !== null && row.state === 'failed'
      ? { nextAttemptAt: iso(row.next_attempt_at) }
      : {}),
    ...(row.error_code !== null ? { error: { code: row.error_code, message: row.error_message ?? '' } } : {}),
    ...(row.remote_job_id !== null ? { remoteJobId: row.remote_job_id } : {}),
    ...(row.remote_message !== null ? { remoteMessage: row.remote_message } : {}),
    documentHash: row.document_hash,
    documentSize: row.document_size,
    ...(row.reprint_of !== null ? { reprintOf: row.reprint_of } : {}),
    ...(row.removed_commands !== null
      ? { removedCommands: JSON.parse(row.removed_commands) as string[] }
      : {}),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const select = `SELECT j.*, d.size AS document_size FROM print_jobs j JOIN print_documents d ON d.hash = j.document_hash`;

/** The print queue's table. Every state change is one UPDATE guarded by the state it leaves. */
export function createJobRepo(db: Db) {
  const putDocument = db.prepare(
    // DO NOTHING, not REPLACE: the same hash means the same bytes, and REPLACE would delete the row that
    // existing jobs reference.
    `INSERT INTO print_documents (hash, format, bytes, size, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (hash) DO NOTHING`,
  );
  const insert = db.prepare(
    `INSERT INTO print_jobs (kind, document_hash, format, title, source_type, source_id, printer_id,
       printer_label, backend, printer_name, page_size, orientation, copies, fit_to_page, a4_quarter, state,
       attempts, max_attempts, reprint_of, removed_commands, created_at, updated_at)
     VALUES (@kind, @documentHash, @format, @title, @sourceType, @sourceId, @printerId, @printerLabel,
       @backend, @printerName, @pageSize, @orientation, @copies, @fitToPage, @a4Quarter, 'queued', 0,
       @maxAttempts, @reprintOf, @removedCommands, @now, @now)`,
  );
  const byId = db.prepare<[number], JobRow>(`${select} WHERE j.id = ?`);
  const document = db.prepare<[string], { format: DocumentFormat; bytes: Buffer }>(
    'SELECT format, bytes FROM print_documents WHERE hash = ?',
  );
  const duplicate = db.prepare<[string, string, number], JobRow>(
    `${select} WHERE j.document_hash = ? AND j.printer_id = ? AND j.created_at >= ?
       AND j.state <> 'cancelled' ORDER BY j.id DESC LIMIT 1`,
  );
  const claim = db.prepare(
    `UPDATE print_jobs SET state = 'sending', attempts = attempts + 1, sending_at = @now, updated_at = @now,
       next_attempt_at = NULL
     WHERE id = @id AND (state = 'queued' OR (state = 'failed' AND next_attempt_at IS NOT NULL))`,
  );
  const sent = db.prepare(
    `UPDATE print_jobs SET state = 'sent', remote_job_id = @remote, sent_at = @now, updated_at = @now,
       error_code = NULL, error_message = NULL
     WHERE id = @id AND state = 'sending'`,
  );
  const done = db.prepare(
    `UPDATE print_jobs SET state = 'done', finished_at = @now, updated_at = @now,
       sent_at = COALESCE(sent_at, @now), remote_job_id = COALESCE(@remote, remote_job_id),
       remote_message = NULL, error_code = NULL, error_message = NULL
     WHERE id = @id AND state IN ('sending', 'sent', 'uncertain')`,
  );
  const failed = db.prepare(
    `UPDATE print_jobs SET state = 'failed', error_code = @code, error_message = @message,
       next_attempt_at = @next, updated_at = @now, finished_at = CASE WHEN @next IS NULL THEN @now END
     WHERE id = @id AND state IN ('sending', 'sent')`,
  );
  const uncertain = db.prepare(
    `UPDATE print_jobs SET state = 'uncertain', error_code = @code, error_message = @message, updated_at = @now
     WHERE id = @id AND state = 'sending'`,
  );
  const cancelled = db.prepare(
    `UPDATE print_jobs SET state = 'cancelled', next_attempt_at = NULL, updated_at = @now, finished_at = @now
     WHERE id = @id AND state IN ('queued', 'failed', 'sent', 'uncertain')`,
  );
  const remoteMessage = db.prepare(
    'UPDATE print_jobs SET remote_message = @message, updated_at = @now WHERE id = @id',
  );
  const abandon = db.prepare<[number]>(
    `UPDATE print_jobs SET state = 'uncertain', error_code = 'interrupted',
       error_message = 'Seller Desk stopped while this job was being sent; it may or may not have printed.',
       updated_at = ?
     WHERE state = 'sending'`,
  );
  // The head of each printer's line: the oldest job still to send. A printer already sending is skipped,
  // so one printer gets its jobs one at a time and in order.
  const heads = db.prepare<[], JobRow>(
    `${select} WHERE j.id IN (
       SELECT MIN(id) FROM print_jobs
       WHERE state = 'queued' OR (state = 'failed' AND next_attempt_at IS NOT NULL)
       GROUP BY printer_id)
     AND NOT EXISTS (SELECT 1 FROM print_jobs s WHERE s.printer_id = j.printer_id AND s.state = 'sending')
     ORDER BY j.id`,
  );
  const tracked = db.prepare<[], JobRow>(
    `${select} WHERE j.state = 'sent' AND j.remote_job_id IS NOT NULL ORDER BY j.id`,
  );
  const bySource = db.prepare<[string, string], JobRow>(
    `${select} WHERE j.source_type = ? AND j.source_id = ? ORDER BY j.id`,
  );
  // Only jobs nothing more will happen to; an uncertain one stays until the seller has looked at it.
  const pruneJobs = db.prepare<[number]>(
    `DELETE FROM print_jobs WHERE updated_at < ?
       AND (state IN ('done', 'cancelled') OR (state = 'failed' AND next_attempt_at IS NULL))`,
  );
  const pruneDocuments = db.prepare(
    'DELETE FROM print_documents WHERE hash NOT IN (SELECT document_hash FROM print_jobs)',
  );

  const run = (statement: { run: (params: object) => { changes: number } }, params: object) =>
    statement.run(params).changes === 1;

  return {
    /** Stores the document (once per content) and the job in one transaction, before anything is sent. */
    insert: db.transaction(
      (job: NewJob, bytes: Uint8Array, now: number, after?: (id: number) => void): number => {
        putDocument.run(job.documentHash, job.format, Buffer.from(bytes), bytes.byteLength, now);
        const id = Number(
          insert.run({
            ...job,
            sourceType: job.source?.type ?? null,
            sourceId: job.source?.id ?? null,
            fitToPage: job.fitToPage ? 1 : 0,
            a4Quarter: job.a4Quarter ?? null,
            reprintOf: job.reprintOf ?? null,
            removedCommands: job.removedCommands?.length ? JSON.stringify(job.removedCommands) : null,
            now,
          }).lastInsertRowid,
        );
        after?.(id);
        return id;
      },
    ),
    get: (id: number): JobRow | undefined => byId.get(id),
    document: (hash: string) => document.get(hash),
    recentDuplicate: (hash: string, printerId: string, since: number): JobRow | undefined =>
      duplicate.get(hash, printerId, since),
    list(query: { states?: JobState[] | undefined; limit: number; beforeId?: number | undefined }): JobRow[] {
      const where: string[] = [];
      const params: (string | number)[] = [];
      if (query.states && query.states.length > 0) {
        where.push(`j.state IN (${query.states.map(() => '?').join(', ')})`);
        params.push(...query.states);
      }
      if (query.beforeId !== undefined) {
        where.push('j.id < ?');
        params.push(query.beforeId);
      }
      const sql = `${select} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY j.id DESC LIMIT ?`;
      return db.prepare<(string | number)[], JobRow>(sql).all(...params, query.limit);
    },
    claim: (id: number, now: number) => run(claim, { id, now }),
    markSent: (id: number, remote: string | null, now: number) => run(sent, { id, remote, now }),
    markDone: (id: number, now: number, remote: string | null = null) => run(done, { id, now, remote }),
    markFailed: (id: number, code: string, message: string, next: number | null, now: number) =>
      run(failed, { id, code, message, next, now }),
    markUncertain: (id: number, code: string, message: string, now: number) =>
      run(uncertain, { id, code, message, now }),
    markCancelled: (id: number, now: number) => run(cancelled, { id, now }),
    setRemoteMessage: (id: number, message: string | null, now: number) =>
      run(remoteMessage, { id, message, now }),
    /** Jobs left in 'sending' by a process that is gone: they may have printed. Returns their number. */
    abandonSending: (now: number): number => abandon.run(now).changes,
    heads: (): JobRow[] => heads.all(),
    tracked: (): JobRow[] => tracked.all(),
    bySource: (type: string, id: string): JobRow[] => bySource.all(type, id),
    /** Forgets finished jobs last touched before `before`, and documents no job refers to any more. */
    prune: db.transaction((before: number): { jobs: number; documents: number } => ({
      jobs: pruneJobs.run(before).changes,
      documents: pruneDocuments.run().changes,
    })),
  };
}

export type JobRepo = ReturnType<typeof createJobRepo>;
