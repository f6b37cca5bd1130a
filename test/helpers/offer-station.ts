import { expect } from 'vitest';
import type { Core } from '../../electron/core/compose';
import type { OfferDetail } from '../../shared/offers';
import { signedInCore, type TestCoreOptions } from './core';

/** The offer as the local copy holds it; a missing one fails the test with its id. */
export function localOffer(core: Core, accountId: string, offerId: string): OfferDetail {
  const offer = core.queries.offers.get(accountId, offerId);
  if (!offer) throw new Error(`offer ${offerId} is not in the local copy`);
  return offer;
}

/**
 * A signed-in station with its first sync done, closed after the test (`closing` from closeAfterEach), and its
 * first live buy-now offer by name; with `detail`, that offer is read in full first (its images and description).
 */
export async function offerStation(
  on: { url: string },
  closing: <T extends { close(): unknown }>(opened: T) => T,
  options: TestCoreOptions & { detail?: boolean } = {},
) {
  const { detail, ...coreOptions } = options;
  const signed = await signedInCore(on, coreOptions);
  const { core, accountId } = signed;
  closing(core);
  await core.sync.runOnce();
  const first = core.queries.offers.list({
    accountId,
    status: ['ACTIVE'],
    format: ['BUY_NOW'],
    sort: 'name',
    offset: 0,
    limit: 1,
  }).rows[0];
  if (!first) throw new Error('the generated shop has no live buy-now offer');
  if (detail) {
    core.sync.refreshOffer(accountId, first.id);
    await core.sync.runOnce({ accountId, streams: ['offers'] });
    expect(localOffer(core, accountId, first.id).detailSyncedAt).not.toBeNull();
  }
  return { ...signed, offer: localOffer(core, accountId, first.id) };
}
