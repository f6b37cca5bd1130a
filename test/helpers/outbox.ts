import { expect, vi } from 'vitest';
import type { Db } from '../../electron/core/db/open';
import type { DemoMarket } from '../../electron/demo-market';
import { signedInCore } from './core';
import { offerStation } from './offer-station';

/** A change as the outbox stores it, with its batch command's body (null for one sent on its own). */
export interface ChangeWithBatch {
  id: number;
  entity_id: string;
  kind: string;
  fields: string;
  state: string;
  body: string | null;
}

/** Every change of the outbox, in the order they were made, each with its batch command's body. */
export function changesWithBatches(db: Db): ChangeWithBatch[] {
  return db
    .prepare<[], ChangeWithBatch>(
      `SELECT c.id, c.entity_id, c.kind, c.fields, c.state, b.body FROM outbox_changes c
       LEFT JOIN outbox_batches b ON b.id = c.batch_id ORDER BY c.id`,
    )
    .all();
}

/**
 * A station on a marketplace that works on offer edits in the background (answered 202, done after a second), with a
 * new title of its first offer accepted there and waiting in `confirming`.
 */
export async function renameInBackground(
  market: DemoMarket,
  closing: <T extends { close(): unknown }>(opened: T) => T,
) {
  market.control.setOfferProcessing({ mode: 'async', seconds: 1 });
  const station = await offerStation(market, closing);
  const { core, accountId, offer } = station;
  core.start();
  const name = `${offer.name.slice(0, 60)} nowy`;
  const [change] = core.actions.offers.change(accountId, offer.id, { name });
  if (!change) throw new Error('the rename stored no change');
  await vi.waitFor(() => expect(core.outbox.get(change.id).state).toBe('confirming'), {
    timeout: 60_000,
    interval: 100,
  });
  return { ...station, name, change };
}

/**
 * A data folder signed in to the market with its first sync done and closed again, for tests whose outbox runs in
 * other processes: answers the ids of its first `limit` live buy-now offers by name.
 */
export async function syncedFolderOffers(market: { url: string }, dataDir: string, limit: number) {
  const { core, accountId } = await signedInCore(market, { dataDir });
  await core.sync.runOnce();
  const offers = core.queries.offers
    .list({ accountId, status: ['ACTIVE'], format: ['BUY_NOW'], sort: 'name', offset: 0, limit })
    .rows.map((o) => o.id);
  await core.close();
  return offers;
}
