import type { PrintJob } from '../../../shared/printing';
import type { Language } from '../../../shared/settings';
import { toPrintJob, type JobRepo } from './job-repo';
import { printingError } from './messages';

export interface WaitForJobDeps {
  jobs: JobRepo;
  onJobChange: (listener: (job: PrintJob) => void) => () => void;
  language: () => Language;
  /** How often the table is read again, for jobs another process sends. */
  pollMs?: number;
}

/**
 * Resolves when the job satisfies `until`, or with the job as it is when `timeoutMs` runs out; rejects when the job
 * does not exist (or stops existing). Follows this process's job changes as they happen and also reads the table
 * again now and then, for jobs another process sends (the app, while the command line waits). Nothing is thrown
 * inside a timer: every outcome settles the promise.
 */
export function waitForJob(
  deps: WaitForJobDeps,
  id: number,
  until: (job: PrintJob) => boolean,
  timeoutMs: number,
): Promise<PrintJob> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      clearTimeout(deadline);
      off();
      outcome();
    };
    const look = (done: boolean): void => {
      const row = deps.jobs.get(id);
      if (!row) {
        finish(() => reject(printingError('NOT_FOUND', 'jobNotFound', deps.language(), { id })));
        return;
      }
      const job = toPrintJob(row);
      if (done || until(job)) finish(() => resolve(job));
    };
    const off = deps.onJobChange((job) => {
      if (job.id === id && until(job)) finish(() => resolve(job));
    });
    const timer = setInterval(() => look(false), deps.pollMs ?? 250);
    const deadline = setTimeout(() => look(true), timeoutMs);
    look(false);
  });
}
