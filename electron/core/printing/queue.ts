import type { Quarter } from '../../../shared/printing';
import type { Logger, PrinterHost } from '../kernel/ports';
import { backoffDelay, type BackoffPolicy } from '../kernel/time/backoff';
import type { Imposed } from './impose';
import type { JobRepo, JobRow } from './job-repo';
import type { Lease } from '../db/lease';
import { PrintDeliveryError, type PrintPayload } from './types';

export interface QueueOptions {
  jobs: JobRepo;
  lease: Lease;
  host: PrinterHost;
  logger: Logger;
  now: () => number;
  random?: () => number;
  backoff?: BackoffPolicy;
  /** How often the lease is renewed and the table looked at for jobs other processes added. */
  pollMs?: number;
  /** How often the spooler is asked about jobs it accepted. */
  trackMs?: number;
  /** Called after every change of a job's state, with the job as it is now. */
  onChange: (job: JobRow) => void;
  /** Places label pages on A4 quarters from `start` (the documents thread). */
  imposeOnA4: (pdf: Uint8Array, start: Quarter) => Promise<Imposed>;
}

export interface PrintQueue {
  start(): void;
  /** Looks for work now: called after a job is added. */
  wake(): void;
  /** Stops taking jobs, waits (a while) for jobs in flight, and gives the lease back. */
  stop(): Promise<void>;
  readonly holdsLease: () => boolean;
}

const payloadOf = (row: JobRow, bytes: Uint8Array): PrintPayload => ({
  jobId: row.id,
  kind: row.kind,
  title: row.title,
  format: row.format,
  bytes,
  copies: row.copies,
  pageSize: row.page_size,
  orientation: row.orientation,
  fitToPage: row.fit_to_page === 1,
});

/**
 * The worker of the print queue. Invariants:
 * - a job is marked 'sending' (committed, synchronous=FULL) before a byte goes out;
 * - one job at a time per printer, in the order they were added;
 * - a job whose outcome is unknown becomes 'uncertain' and is never sent again on its own;
 * - only a failure that certainly printed nothing is retried, with full-jitter backoff, up to its limit.
 */
export function createPrintQueue(options: QueueOptions): PrintQueue {
  const { jobs, lease, host, logger, now } = options;
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? { baseMs: 2000, capMs: 5 * 60_000 };
  const pollMs = options.pollMs ?? 1000;
  const trackMs = options.trackMs ?? 1000;
  const busy = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let holding = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let trackTimer: NodeJS.Timeout | undefined;
  let tracking = false;

  const changed = (id: number): void => {
    const row = jobs.get(id);
    if (row) options.onChange(row);
  };

  function renewLease(): void {
    try {
      const result = lease.acquire(() => {
        const abandoned = jobs.abandonSending(now());
        if (abandoned > 0) {
          logger.warn('print jobs cut off mid-send are now uncertain', { count: abandoned });
        }
      });
      holding = result.held;
      if (result.held && result.takenOver) {
        for (const row of jobs.list({ states: ['uncertain'], limit: 500 })) options.onChange(row);
      }
    } catch (error) {
      holding = false;
      logger.warn('print queue lease not renewed', { error });
    }
  }

  function pump(): void {
    if (!running || !holding) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const at = now();
    let nextDue = Infinity;
    for (const head of jobs.heads()) {
      if (busy.has(head.printer_id)) continue;
      if (head.next_attempt_at !== null && head.next_attempt_at > at) {
        nextDue = Math.min(nextDue, head.next_attempt_at);
        continue;
      }
      const work = send(head)
        .catch((error: unknown) => logger.error('print queue step failed', { job: head.id, error }))
        .finally(() => {
          inFlight.delete(work);
          busy.delete(head.printer_id);
          pump();
        });
      busy.add(head.printer_id);
      inFlight.add(work);
    }
    if (nextDue !== Infinity) {
      retryTimer = setTimeout(pump, Math.max(0, nextDue - at));
      retryTimer.unref?.();
    }
  }

  /** Whether the lease is still this process's, read right before a job is taken and before its bytes go out. */
  function stillHeld(): boolean {
    if (!lease.held()) holding = false;
    return holding;
  }

  async function send(head: JobRow): Promise<void> {
    if (!stillHeld()) return;
    // The claim is one guarded UPDATE: if another worker or a cancel got there first, nothing happens.
    if (!jobs.claim(head.id, now())) return;
    changed(head.id);
    const row = jobs.get(head.id)!;
    let bytes: Uint8Array;
    try {
      bytes = await prepare(row);
    } catch (error) {
      // Nothing went out: the document itself is the problem, and sending it again would not help.
      const message = `The document cannot be prepared for printing: ${(error as Error).message}`;
      jobs.markFailed(row.id, 'badDocument', message, null, now());
      changed(row.id);
      return;
    }
    if (!stillHeld()) {
      // The lease passed on while the document was prepared: nothing went out, so the holder may send it at once.
      jobs.markFailed(row.id, 'leaseLost', 'Another Seller Desk process prints this job.', now(), now());
      changed(row.id);
      return;
    }
    try {
      const receipt = await host.send(
        { backend: row.backend, name: row.printer_name },
        payloadOf(row, bytes),
      );
      if (receipt.final) jobs.markDone(row.id, now(), receipt.remoteJobId ?? null);
      else jobs.markSent(row.id, receipt.remoteJobId ?? null, now());
      logger.info('print job sent', { job: row.id, printer: row.printer_id, remote: receipt.remoteJobId });
    } catch (error) {
      failed(row, error);
    }
    changed(row.id);
  }

  async function prepare(row: JobRow): Promise<Uint8Array> {
    const document = jobs.document(row.document_hash);
    if (!document) throw new Error(`document ${row.document_hash} is missing`);
    const bytes = new Uint8Array(document.bytes);
    return row.a4_quarter === null ? bytes : (await options.imposeOnA4(bytes, row.a4_quarter)).bytes;
  }

  function failed(row: JobRow, error: unknown): void {
    if (!(error instanceof PrintDeliveryError) || error.delivered === 'unknown') {
      const code = error instanceof PrintDeliveryError ? error.code : 'interrupted';
      const message = error instanceof Error ? error.message : String(error);
      jobs.markUncertain(row.id, code, message, now());
      logger.warn('print job outcome unknown', { job: row.id, code, message });
      return;
    }
    const attempts = row.attempts;
    const retry = error.retryable && attempts < row.max_attempts;
    const next = retry ? now() + backoffDelay(attempts, backoff, 'full', random) : null;
    jobs.markFailed(row.id, error.code, error.message, next, now());
    logger.warn('print job failed', { job: row.id, code: error.code, attempts, retry });
  }

  async function track(): Promise<void> {
    if (tracking || !holding) return;
    tracking = true;
    try {
      for (const row of jobs.tracked()) {
        const target = { backend: row.backend, name: row.printer_name };
        const answer = await host.jobState(target, row.remote_job_id!).catch(() => null);
        if (!answer || !running) continue;
        const at = now();
        switch (answer.state) {
          case 'pending':
          case 'printing':
            if ((answer.message ?? null) !== row.remote_message) {
              jobs.setRemoteMessage(row.id, answer.message ?? null, at);
              changed(row.id);
            }
            break;
          case 'completed':
          case 'gone':
            jobs.markDone(row.id, at);
            changed(row.id);
            break;
          case 'cancelled':
          case 'aborted':
            // The spooler gave up on a job it had accepted: part of it may be out, so it is not resent.
            jobs.markFailed(
              row.id,
              answer.state === 'cancelled' ? 'cancelledBySpooler' : 'abortedBySpooler',
              `The print system ${answer.state} the job${answer.message ? `: ${answer.message}` : '.'}`,
              null,
              at,
            );
            changed(row.id);
            break;
        }
      }
    } finally {
      tracking = false;
    }
  }

  function poll(): void {
    renewLease();
    pump();
  }

  return {
    start() {
      if (running) return;
      running = true;
      poll();
      pollTimer = setInterval(poll, pollMs);
      pollTimer.unref?.();
      trackTimer = setInterval(() => void track(), trackMs);
      trackTimer.unref?.();
    },
    wake() {
      if (!running) return;
      if (!holding) renewLease();
      pump();
    },
    async stop() {
      if (!running) return;
      running = false;
      clearInterval(pollTimer);
      clearInterval(trackTimer);
      clearTimeout(retryTimer);
      // A job in flight finishes (or fails) normally; one that hangs is left 'sending' and the next start
      // marks it uncertain, which is the truth.
      const all = Promise.allSettled([...inFlight]);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (inFlight.size === 0 && holding) lease.release();
      holding = false;
    },
    holdsLease: () => holding,
  };
}
