import { describe, expect, it } from 'vitest';
import type { OfferListQuery } from '../../../shared/contract/offers';
import type { Core } from '../../../electron/core/compose';

import { bridgeCaller } from '../../helpers/bridge';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';

const closing = closeAfterEach();

/** Every row of the list with this query, page by page, as the screen would read it. */
function everyRow(core: Core, accountId: string, query: Omit<OfferListQuery, 'offset' | 'limit'>): string[] {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 40) {
    const page = core.queries.offers.list({ ...query, accountId, offset, limit: 40 });
    ids.push(...page.rows.map((row) => row.id));
    if (page.rows.length < 40) return ids;
  }
}

describe('the ids of every offer the filter matches', () => {
  it('are the rows of the list with the same filters, search and sort, beyond its first page', async () => {
    const market = closing(await startTestMarket({ offers: 150 }));
    const { core, accountId } = await signedInCore(market);
    closing(core);
    await core.sync.runOnce();
    // The bridge's channel, for the active account.
    const call = bridgeCaller(core);
    const ids = (query: Omit<OfferListQuery, 'offset' | 'limit'>) => call<string[]>('offers:ids', query);

    const all = await ids({ sort: 'name' });
    expect(all.length).toBeGreaterThan(100);
    expect(all).toEqual(everyRow(core, accountId, { sort: 'name' }));

    const active = await ids({ status: ['ACTIVE'], format: ['BUY_NOW'], sort: '-price' });
    expect(active.length).toBeGreaterThan(40);
    expect(active.length).toBeLessThan(all.length);
    expect(active).toEqual(
      everyRow(core, accountId, { status: ['ACTIVE'], format: ['BUY_NOW'], sort: '-price' }),
    );

    // A word of some offer's title: the search narrows the ids as it narrows the list.
    const word = core.queries.offers.get(accountId, all[0]!).name.split(/\s+/)[0]!;
    const found = await ids({ search: word, sort: 'stock' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    expect(found).toEqual(everyRow(core, accountId, { search: word, sort: 'stock' }));

    expect(await ids({ search: 'zzzqqqnothing', sort: 'name' })).toEqual([]);
  });
});
