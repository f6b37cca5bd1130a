import type { TableName } from '../../../shared/contract';
import { createLease } from '../db/lease';
import { errorOf } from '../market/step-errors';
import { backoffDelay } from '../kernel/time/backoff';
import type { ChangeRow } from './change-repo';
import { guardedClient } from './guarded-client';
import type { DueBatch, OutboxBatches, OutboxKinds } from './kinds';
import type { OutboxBase, StepContext } from './step';

export interface OutboxDeps extends OutboxBase, OutboxKinds {
  random?: () => number;
}

/**
 * Sends the outbox: each due change (the oldest open one of its entity) and each due batch, a few at a time,
 * every step committed before the next. Only the holder of the outbox lease sends, so the app and a command line
 * on one data folder never both send a change. Invariants (with change-repo.ts and batch-repo.ts):
 * - a change is marked `sending` before its request goes out; one found in `sending` (a crash, a lost answer) is
 *   read back first, never sent blindly again; a batch command found in `sending` is read back by its id;
 * - one change in flight per entity, and an entity's changes in the order they were made;
 * - a pause asked by the marketplace (429) or the backoff is kept: nothing is sent into a block.
 */
export function createOutboxWorker(deps: OutboxDeps) {
  const { changes, kinds, options, now, logger } = deps;
  // After any step the screens of every table a change can touch re-read (a batch spans many entities).
  const everyEntityTable: TableName[] = [
    'outbox',
    ...new Set(Object.values(kinds).flatMap((kind) => kind.tables)),
  ];
  // The kinds that send some changes many at once, each by its own commands (one set even if two types share it).
  const batchSets: OutboxBatches[] = [
    ...new Set(Object.values(kinds).flatMap((kind) => (kind.batches ? [kind.batches] : []))),
  ];
  const dueBatches = (at: number, limit: number): { key: string; batch: DueBatch }[] =>
    batchSets.flatMap((set, n) => set.due(at, limit).map((batch) => ({ key: `b${n}/${batch.id}`, batch })));
  const random = deps.random ?? Math.random;
  const lease = createLease({ db: deps.db, table: 'outbox_worker_lease', now });
  const running = new Map<string, Promise<void>>();
  const busy = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let idleWaiters: (() => void)[] = [];
  // The lease is renewed at most every half poll (a tick runs after every step; each renewal is a write).
  let renewedAt = -Infinity;
  const holdsLease = (): boolean => {
    const at = now();
    if (at - renewedAt < options.pollMs / 2) return true;
    const held = lease.acquire().held;
    renewedAt = held ? at : -Infinity;
    return held;
  };
  // Read at each step's start and before each request that changes something; a lease found gone is renewed (or
  // found lost) at the next tick instead of half a poll later.
  const leaseHeld = (): boolean => {
    const held = lease.held();
    if (!held) renewedAt = -Infinity;
    return held;
  };
  let stopping = new AbortController();

  const context: StepContext = {
    db: deps.db,
    changes,
    client: async (accountId) => guardedClient(await deps.client(accountId), leaseHeld, stopping.signal),
    leaseHeld,
    get signal() {
      return stopping.signal;
    },
    language: deps.language,
    now,
    logger,
    changed: deps.changed,
    options,
    later: (attempts, askedMs) =>
      now() + Math.max(askedMs ?? 0, backoffDelay(Math.max(1, attempts), options.backoff, 'equal', random)),
    unexpected: (error) => errorOf(error),
  };

  const entityKey = (row: Pick<ChangeRow, 'account_id' | 'entity_type' | 'entity_id'>) =>
    `${row.account_id}/${row.entity_type}/${row.entity_id}`;

  function launch(key: string, entities: string[], work: () => Promise<void>): void {
    for (const entity of entities) busy.add(entity);
    const job = work()
      .catch((error: unknown) => logger.error('an outbox step failed', { key, error: String(error) }))
      .finally(() => {
        running.delete(key);
        for (const entity of entities) busy.delete(entity);
        deps.changed(everyEntityTable);
        tick();
      });
    running.set(key, job);
  }

  const runChange = (row: ChangeRow): Promise<void> => kinds[row.entity_type].run(context, row);

  function tick(): void {
    if (!started) return settleIdle();
    if (!holdsLease()) return settleIdle();
    const at = now();
    for (const row of changes.due(at, options.parallel * 4)) {
      if (running.size >= options.parallel) break;
      const entity = entityKey(row);
      if (busy.has(entity) || running.has(`c${row.id}`)) continue;
      launch(`c${row.id}`, [entity], () => runChange(row));
    }
    for (const { key, batch } of dueBatches(at, options.parallel)) {
      if (running.size >= options.parallel) break;
      if (running.has(key)) continue;
      const entities = changes.ofBatch(batch.id).map(entityKey);
      if (entities.some((e) => busy.has(e))) continue;
      launch(key, entities, () => batch.run(context));
    }
    settleIdle();
  }

  /** Nothing running and nothing due now: whoever waits for the outbox to settle is told. */
  function settleIdle(): void {
    if (running.size > 0 || idleWaiters.length === 0) return;
    const at = now();
    // Due by the same rules tick() goes by: a change behind an older one of its entity is not due yet.
    const dueNow = changes.due(at, 1).length > 0 || batchSets.some((set) => set.due(at, 1).length > 0);
    if (dueNow && started && holdsLease()) {
      // Came due since tick() looked (time moved on between the two reads of the clock, or another process
      // stored a change): look again at once. The poll timer is unref'd, so a waiter left for it would never be
      // told once nothing else keeps the process alive (an `await idle()` then ends the process with exit 13).
      setImmediate(tick);
      return;
    }
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    start(): void {
      if (started) return;
      started = true;
      timer = setInterval(tick, options.pollMs);
      timer.unref();
      tick();
    },
    /** Looks for work now: a change was stored, or the connection came back. */
    wake(): void {
      setImmediate(tick);
    },
    /** The connection is back: every waiting change is due at once, whatever its pause said. */
    online(): void {
      const at = now();
      changes.wake(at);
      for (const set of batchSets) set.wake(at);
      setImmediate(tick);
    },
    /** Answers when nothing is in flight and nothing is due now (the rest waits for its time or the seller). */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        setImmediate(tick);
      });
    },
    /**
     * Stops taking changes and waits for the steps under way. With `deadlineMs` (quitting), steps get half of it to
     * end on their own, then the abort signal (their requests are cut, the changes stay resumable), and stop answers
     * by the deadline even if one ignores it; the lease is kept then, and passes on once this process is gone.
     */
    async stop(options: { deadlineMs?: number } = {}): Promise<void> {
      started = false;
      if (timer) clearInterval(timer);
      const settled = Promise.allSettled([...running.values()]).then(() => true);
      const { deadlineMs } = options;
      let ended = true;
      if (deadlineMs === undefined) await settled;
      else {
        ended = await Promise.race([settled, delay(deadlineMs / 2)]);
        if (!ended) {
          stopping.abort(new Error('The outbox stopped: the app is closing.'));
          ended = await Promise.race([settled, delay(deadlineMs / 2)]);
        }
      }
      if (!ended) {
        logger.warn('outbox steps still running at the close deadline; they resume at the next start', {
          steps: [...running.keys()],
        });
        return;
      }
      stopping = new AbortController();
      lease.release();
      renewedAt = -Infinity;
      settleIdle();
    },
  };
}

/** Answers false after `ms`. */
const delay = (ms: number): Promise<false> =>
  new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, ms)));

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
