import { describe, expect, it } from 'vitest';
import type { TableName } from '../../../shared/contract';
import { entityTypes, type EntityType } from '../../../shared/outbox';
import { systemClock } from '../../../electron/core/kernel/ports';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { openDatabase } from '../../../electron/core/db/open';
import type { MarketClient } from '../../../electron/core/market/client';
import { MarketError } from '../../../electron/core/market/market-error';
import type { ChangeBuilderDeps } from '../../../electron/core/outbox/builder-deps';
import type { OutboxKind } from '../../../electron/core/outbox/kinds';
import { createOutboxService } from '../../../electron/core/outbox/outbox-service';
import { runStep } from '../../../electron/core/outbox/step';
import { insertAccount } from '../../helpers/rows';
import { testOutboxOptions } from '../../helpers/core';

/** An outbox over kinds of the test's own: the engine sends what it is given, knowing no domain. */
function outboxOf(answer: (text: string) => unknown) {
  const db = openDatabase(':memory:');
  insertAccount(db);
  const seen: string[] = [];
  const changed: TableName[][] = [];
  const kind: OutboxKind = {
    tables: ['ratings'],
    run: async (ctx, row) => {
      await runStep(ctx, row, {
        send: () => Promise.resolve(answer(JSON.parse(row.request ?? '""') as string)),
        confirmed: () => seen.push(`confirmed ${row.id}`),
        refused: () => seen.push(`refused ${row.id}`),
      });
    },
    discarded: (row) => seen.push(`discarded ${row.id}`),
    requeued: (row) => seen.push(`requeued ${row.id}`),
  };
  let builder: ChangeBuilderDeps | undefined;
  const outbox = createOutboxService({
    db,
    client: () => Promise.resolve({} as MarketClient),
    language: () => 'en',
    clock: systemClock,
    logger: silentLogger,
    changed: (tables) => changed.push(tables),
    options: testOutboxOptions,
    kinds: (given) => {
      builder = given;
      const kinds = Object.fromEntries(entityTypes.map((type) => [type, kind])) as Record<
        EntityType,
        OutboxKind
      >;
      return { kinds, batches: { due: () => [], wake: () => undefined } };
    },
  });
  const store = (text: string): number =>
    builder!.changes.insert(
      {
        accountId: 'demo:1',
        entityType: 'rating',
        entityId: 'r-1',
        kind: 'rating.answer',
        batchId: null,
        fields: { answer: text },
        previous: {},
        request: text,
      },
      Date.now(),
    );
  return { db, outbox, store, seen, changed };
}

describe('the outbox engine over the kinds it is given', () => {
  it('sends each change by its kind, and drops, retries and refuses undo through the kind', async () => {
    const { outbox, store, seen, changed } = outboxOf((text) => {
      if (text === 'no')
        throw new MarketError('VALIDATION_FAILED', 'PUT /x answered 422', {
          status: 422,
          marketCode: 'REFUSED',
          path: null,
          method: 'PUT',
          url: 'http://market/x',
          requestPath: '/x',
        });
      return { ok: true };
    });
    const sent = store('yes');
    const refused = store('no');
    outbox.start();
    expect((await outbox.settled(sent)).state).toBe('sent');
    expect((await outbox.settled(refused)).state).toBe('failed');
    expect(seen).toEqual([`confirmed ${sent}`, `refused ${refused}`]);
    // Every screen a kind's change shows in re-reads after a step.
    expect(changed.some((tables) => tables.includes('ratings') && tables.includes('outbox'))).toBe(true);

    // A kind without an undo has none; a failed change goes back through its kind, then can be dropped.
    expect(() => outbox.undo(sent)).toThrow();
    await outbox.stop();
    expect(outbox.retry(refused).map((c) => c.state)).toEqual(['queued']);
    expect(outbox.discard(refused).state).toBe('discarded');
    expect(seen.slice(2)).toEqual([`requeued ${refused}`, `discarded ${refused}`]);
    expect(outbox.counts(['demo:1'])).toMatchObject({ waiting: 0, failed: 0 });
  });
});
