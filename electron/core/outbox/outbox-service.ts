import type { TableName } from '../../../shared/contract';
import type { Change, ChangeState, EntityType } from '../../../shared/outbox';
import type { Language } from '../../../shared/settings';
import type { Clock, Logger } from '../kernel/ports';
import type { Db } from '../db/open';
import type { MarketClient } from '../market/client';
import type { ChangeBuilderDeps } from './builder-deps';
import { createChangeRepo } from './change-repo';
import { changeView, createChangeQueries, type ChangeFilter } from './change-queries';
import type { OutboxKinds } from './kinds';
import { outboxText } from './messages';
import { defaultOutboxOptions, type OutboxOptions } from './step';
import { createOutboxWorker } from './worker';

export interface OutboxServiceDeps {
  db: Db;
  client: (accountId: string) => Promise<MarketClient>;
  language: () => Language;
  clock: Clock;
  logger: Logger;
  changed: (tables: TableName[]) => void;
  options?: Partial<OutboxOptions>;
  /**
   * The kinds the outbox sends, built over what every builder of changes needs (the domains store their changes
   * through it, and an offer's undo is a new change of its kind).
   */
  kinds: (builder: ChangeBuilderDeps) => OutboxKinds;
}

/**
 * The seller's changes as every kind shares them: each domain checks a change, writes it to the local copy and
 * stores it here in one transaction; the worker sends it. What the seller sees of them (waiting, in flight, failed,
 * sent), and dropping, retrying or undoing one, is read and done here.
 */
export function createOutboxService(deps: OutboxServiceDeps) {
  const { db, clock } = deps;
  const now = () => clock.now();
  const changes = createChangeRepo(db);
  const options = { ...defaultOutboxOptions, ...deps.options };
  const changed = (tables: TableName[]) => deps.changed(tables);

  const view = (id: number): Change => {
    const change = queries.get(id);
    if (!change) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    return change;
  };

  const builder: ChangeBuilderDeps = {
    db,
    changes,
    language: deps.language,
    now,
    changed,
    wake: () => worker.wake(),
    view,
  };
  const { kinds } = deps.kinds(builder);
  const names = Object.fromEntries(
    Object.entries(kinds).flatMap(([type, kind]) => (kind.name ? [[type, kind.name]] : [])),
  );
  const queries = createChangeQueries(db, names);
  const worker = createOutboxWorker({
    db,
    changes,
    kinds,
    client: deps.client,
    language: deps.language,
    now,
    logger: deps.logger,
    changed,
    options,
  });

  const tablesOf = (type: EntityType): TableName[] => ['outbox', ...kinds[type].tables];

  /** Drops a change that waits or failed; what it set in the local copy goes back to the values before it. */
  function discard(id: number): Change {
    const row = changes.get(id);
    if (!row) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    const done = db.transaction(() => {
      if (row.batch_id !== null && row.state === 'queued') return false;
      if (row.state !== 'queued' && row.state !== 'failed') return false;
      if (!changes.move(id, row.state, 'discarded', now())) return false;
      kinds[row.entity_type].discarded?.(row);
      return true;
    })();
    if (!done) throw outboxText.error('CONFLICT', 'notDiscardable', deps.language());
    changed(tablesOf(row.entity_type));
    return view(id);
  }

  /**
   * Tries a failed change again: the same change goes back to the queue (its values shown again); one entity's
   * part of a failed batch is made again on its own, the old part kept as discarded.
   */
  function retry(id: number): Change[] {
    const row = changes.get(id);
    if (!row) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    if (row.state !== 'failed') throw outboxText.error('CONFLICT', 'notRetryable', deps.language());
    const alone = kinds[row.entity_type].retriedAlone;
    if (row.batch_id !== null && alone) {
      return db.transaction(() => {
        changes.move(id, 'failed', 'discarded', now());
        return alone(row);
      })();
    }
    db.transaction(() => {
      if (!changes.move(id, 'failed', 'queued', now()))
        throw outboxText.error('CONFLICT', 'notRetryable', deps.language());
      kinds[row.entity_type].requeued?.(row);
    })();
    changed(tablesOf(row.entity_type));
    worker.wake();
    return [view(id)];
  }

  /** Undo is a new change back to the values before this one, for the kinds that have one. */
  function undo(id: number): Change[] {
    const row = changes.get(id);
    const undoOf = row ? kinds[row.entity_type].undo : undefined;
    if (!row || !undoOf) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    return undoOf(row);
  }

  /**
   * Waits until the change is settled (sent, failed, discarded), also while the marketplace works on it; answers
   * earlier when it only waits for its time (the marketplace unreachable, the entity busy).
   */
  async function settled(id: number): Promise<Change> {
    for (;;) {
      await worker.idle();
      const change = view(id);
      if (isFinal(change.state)) return change;
      const next = queries.nextAt(id);
      if (change.state !== 'confirming' && (next === null || next > now())) return change;
      if (next !== null && next > now()) await sleep(Math.min(next - now(), 1000));
      // Due now, yet this worker was idle: another process (the app) holds the outbox and sends it.
      else await sleep(Math.min(options.pollMs, 250));
    }
  }

  return {
    discard,
    retry,
    undo,
    settled,
    get: view,
    list: (filter: ChangeFilter): Change[] => queries.list(filter),
    counts: (accountIds: string[]) => queries.counts(accountIds, now()),
    /** One entity's changes, newest first. */
    history: (accountId: string, entityType: EntityType, entityId: string): Change[] =>
      changes.history(accountId, entityType, entityId).map((row) => changeView(row, null)),
    start: () => worker.start(),
    stop: (options?: { deadlineMs?: number }) => worker.stop(options),
    wake: () => worker.wake(),
    online: () => worker.online(),
    /** Answers once nothing is in flight and nothing is due now. */
    idle: () => worker.idle(),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isFinal = (state: ChangeState): boolean =>
  state === 'sent' || state === 'failed' || state === 'discarded';

export type OutboxService = ReturnType<typeof createOutboxService>;
