import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OfferThumbnail } from '../../../../shared/offers';
import type { Db } from '../../db/open';
import { filePath, removeFile } from '../../kernel/attachment-files';
import type { EventBus } from '../../kernel/event-bus';
import type { Clock, Logger } from '../../kernel/ports';
import { writePrivateFileInBackground } from '../../kernel/private-files';
import { backoffDelay, type BackoffPolicy } from '../../kernel/time/backoff';
import { fetchThumbnail, sniffThumbnail, thumbnailMaxBytes } from './thumbnail-fetch';
import { createThumbnailsRepo } from './thumbnails-repo';

export interface ThumbnailOptions {
  /** How long after the last change of the offers a pass starts: a load's pages come closer than that. */
  delayMs: number;
  /** Downloads at once: a few, beside the sync's own requests. */
  concurrency: number;
  timeoutMs: number;
  maxBytes: number;
  /** The pause before a failed image is tried again, growing with each failure in a row. */
  retry: BackoffPolicy;
}

const defaults: ThumbnailOptions = {
  delayMs: 2000,
  concurrency: 3,
  timeoutMs: 20_000,
  maxBytes: thumbnailMaxBytes,
  retry: { baseMs: 10 * 60_000, capMs: 24 * 3600_000 },
};

export interface ThumbnailDeps {
  db: Db;
  dataDir: string;
  events: EventBus;
  clock: Clock;
  logger: Logger;
  options?: Partial<ThumbnailOptions>;
}

/** Offers looked at in one read of a pass: a millisecond or two of the thread's time. */
const offersPerRead = 2000;

/** The folder of the data folder the images are kept in, each under the hash of its address. */
const folder = 'thumbnails';
const fileOf = (url: string): string => `${folder}/${createHash('sha256').update(url).digest('hex')}`;

/**
 * The offers' primary images kept in the data folder, so the lists show them offline. After the offers change (a
 * sync wrote them), a pass in the background downloads each image not kept yet, once however many offers show it,
 * a few at a time and only while the sync rests, and removes the files no offer shows any more. A failed image
 * waits for a later pass, further off with each failure, and never fails anything else. The window gets them from
 * the kept files only.
 */
export function createThumbnails(deps: ThumbnailDeps) {
  const options = { ...defaults, ...deps.options };
  const repo = createThumbnailsRepo(deps.db);
  const stopping = new AbortController();
  // The pass under way's own: an account signed out ends it, and the next asks only for signed-in accounts' offers.
  let cut = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let idle: (() => void)[] = [];
  // What the sync engine last said: downloads wait while it syncs, so the sync's requests never wait behind them.
  let syncing = false;
  const quietWaiters = new Set<() => void>();

  const settle = () => {
    if (timer || running) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  };

  function schedule(): void {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      cut = new AbortController();
      const signal = AbortSignal.any([stopping.signal, cut.signal]);
      running = pass(signal).finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule();
        }
        settle();
      });
    }, options.delayMs);
    timer.unref();
  }

  let swept = false;

  async function pass(signal: AbortSignal): Promise<void> {
    try {
      if (!swept) await sweepParts(join(deps.dataDir, folder));
      swept = true;
      const gone = repo.removeUnshown();
      for (const file of gone) removeFile(deps.dataDir, file);
      if (gone.length > 0) deps.events.changed(['offer_thumbnails']);
      const asked = new Set<string>();
      const last = repo.lastRowid();
      for (let after = 0; after < last && !signal.aborted; after += offersPerRead) {
        // Each address once a pass, however many offers show it.
        const wanted: string[] = [];
        for (const url of repo.wanted(after, after + offersPerRead, deps.clock.now())) {
          if (asked.has(url)) continue;
          asked.add(url);
          wanted.push(url);
        }
        let next = 0;
        const worker = async () => {
          while (next < wanted.length && !signal.aborted) {
            await quiet(signal);
            // Another worker may have taken the last one meanwhile.
            const url = wanted[next++];
            if (url === undefined || signal.aborted) return;
            await keep(url, signal);
          }
        };
        await Promise.all(Array.from({ length: options.concurrency }, worker));
        // A turn of the thread between reads, for the window's requests.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      // The database closing under a pass, a full disk: the next change of the offers starts another.
      deps.logger.warn('offer images pass failed', { error });
    }
  }

  async function keep(url: string, signal: AbortSignal): Promise<void> {
    let failure: string;
    try {
      const answer = await fetchThumbnail(url, { ...options, signal });
      if (answer.ok) {
        const file = fileOf(url);
        await writePrivateFileInBackground(filePath(deps.dataDir, file), answer.bytes);
        repo.kept(url, file, deps.clock.now());
        deps.events.changed(['offer_thumbnails']);
        return;
      }
      failure = answer.reason;
    } catch (error) {
      if (signal.aborted) return;
      failure = (error as Error).message;
    }
    const tries = repo.failed(url, failure, deps.clock.now(), (n) => backoffDelay(n, options.retry, 'equal'));
    deps.logger.info('offer image not kept', { url, failure, tries });
  }

  /** Resolves when the sync rests (at once when it does now), or the pass is cut. */
  function quiet(signal: AbortSignal): Promise<void> {
    if (!syncing || signal.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        quietWaiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      quietWaiters.add(done);
      signal.addEventListener('abort', done);
    });
  }

  const listening = [
    deps.events.on('sync:status', (status) => {
      syncing = status.syncing;
      if (!syncing) for (const done of [...quietWaiters]) done();
    }),
    deps.events.on('changed', ({ tables }) => {
      if (tables.includes('accounts') && running) cut.abort();
      if (tables.includes('offers') || tables.includes('accounts')) schedule();
    }),
  ];

  return {
    /** The kept images of these offers, as the window can show them (data: addresses); offers with none left out. */
    ofOffers(accountId: string, offerIds: readonly string[]): OfferThumbnail[] {
      const read = new Map<string, string | null>();
      const answer: OfferThumbnail[] = [];
      for (const kept of repo.ofOffers(accountId, offerIds)) {
        if (!read.has(kept.file)) read.set(kept.file, dataUrl(deps.dataDir, kept.file));
        const src = read.get(kept.file);
        if (src) answer.push({ offerId: kept.offerId, src });
        else {
          // Lost or damaged on the disk (a restored folder, a disk fault): downloaded again by the next pass.
          repo.lost(kept.url, kept.file);
          schedule();
        }
      }
      return answer;
    },
    /** A pass soon, as after a change of the offers. */
    schedule,
    /** Resolves once no pass runs or waits to start, the changes of the offers made so far counted. */
    settled(): Promise<void> {
      deps.events.flush();
      return new Promise<void>((resolve) => {
        idle.push(resolve);
        settle();
      });
    },
    /** Cuts the downloads under way (a cut one is tried again at the next start) and waits for the pass to end. */
    async stop(): Promise<void> {
      for (const off of listening) off();
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      settle();
    },
  };
}

export type Thumbnails = ReturnType<typeof createThumbnails>;

function dataUrl(dataDir: string, file: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(filePath(dataDir, file));
  } catch {
    return null;
  }
  const type = sniffThumbnail(bytes);
  return type ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

/** A part left an hour old: its writer was cut off (a crash, a power cut), as no write takes that long. */
const partAgeMs = 3600_000;

/**
 * The parts of files whose writing never ended, removed once a run (before its first pass): a part still young may be
 * another process's write under way on the same data folder, and is left to it.
 */
async function sweepParts(dir: string): Promise<void> {
  // The system's time, as the files' times are (not the app's clock, which tests move).
  const now = Date.now();
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const path = join(dir, name);
    const stats = await stat(path).catch(() => null);
    if (stats && now - stats.mtimeMs > partAgeMs) await rm(path, { force: true });
  }
}
