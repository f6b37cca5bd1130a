import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOfRows } from '../../../shared/compatibility';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { supportedCategories } from '../../../electron/demo-market/compatibility/data';
import { startTestMarket } from '../../helpers/demo-market';
import { shiftedClock, signedInCore } from '../../helpers/core';

let market: DemoMarket;
let core: Core;
let accountId: string;
const clock = shiftedClock();
beforeAll(async () => {
  market = await startTestMarket();
  ({ core, accountId } = await signedInCore(market, { clock }));
  await core.sync.runOnce();
});
afterAll(async () => {
  await core.close();
  await market.close();
});

/** The statuses the marketplace answered to reads of a path (regular expression) since the log was cleared. */
const statuses = (path: string) => market.control.requestLog({ path }).map((entry) => entry.status);

/** The main seller's first offer in a category, read in full into the local copy. */
async function localOfferIn(categoryId: string): Promise<string> {
  const id = market.control
    .offers({ sellerId: MAIN_SELLER_ID })
    .map((o) => o.id)
    .find((offerId) => market.control.offer({ id: offerId })!.categoryId === categoryId)!;
  core.sync.refreshOffer(accountId, id);
  await core.sync.runOnce({ accountId, streams: ['offers'] });
  return id;
}

describe('compatibility lists in the local copy', () => {
  it('the profile sync keeps the rules and the makes; a make opened once is kept, and re-read as 304s', async () => {
    const repo = core.compatibility.repo;
    // Kept as the marketplace serves its rules, every field of them.
    const screwdrivers = supportedCategories.find((c) => c.categoryId === '147663')!;
    expect(screwdrivers).toMatchObject({ inputType: 'TEXT', maxCharactersPerLine: 100 });
    expect(repo.category(accountId, '147663')).toEqual(screwdrivers);
    expect(repo.category(accountId, '4094')).toMatchObject({ inputType: 'ID', maxCharactersPerLine: null });
    const makes = repo.groups(accountId, 'CAR');
    expect(makes.map((g) => g.text)).toContain('VOLKSWAGEN');
    const vw = makes.find((g) => g.text === 'VOLKSWAGEN')!;

    market.control.clearRequestLog();
    const vehicles = await core.compatibility.vehicles(accountId, 'CAR', vw.id);
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles.find((v) => v.text.includes('GOLF VI'))).toMatchObject({ model: 'GOLF VI (5K1)' });
    expect(statuses('^/sale/compatible-products$')).toEqual([200]);
    // Asked again, the local copy answers.
    expect(await core.compatibility.vehicles(accountId, 'CAR', vw.id)).toEqual(vehicles);
    expect(statuses('^/sale/compatible-products$')).toEqual([200]);

    // The next profile run within the hour reads nothing; after it, every page is a 304 and nothing changes.
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(statuses('^/sale/compatible')).toEqual([]);
    clock.shift(51 * 60_000);
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(statuses('^/sale/compatible-products/groups$')).toEqual([304]);
    expect(statuses('^/sale/compatible-products$')).toEqual([304]);
    expect(repo.groups(accountId, 'CAR')).toEqual(makes);
    expect(repo.vehicles(accountId, 'CAR', vw.id)).toEqual(vehicles);
  });

  it("reads an offer's rules and list, takes the suggestion, and writes the list through the outbox", async () => {
    const mats = await localOfferIn('4094');
    const before = await core.compatibility.forOffer(accountId, mats);
    expect(before.category).toMatchObject({ categoryId: '4094', inputType: 'ID' });
    expect(before.list).toBeNull();
    expect(before.groups.length).toBeGreaterThan(0);

    const suggested = await core.compatibility.suggest(accountId, mats);
    expect(suggested.length).toBeGreaterThan(1);
    const rows = suggested.slice(0, 2);
    core.start();
    const [change] = core.actions.offers.change(accountId, mats, { compatibilityList: listOfRows(rows) });
    // The local copy shows the list at once, waiting, by the vehicles' names (the suggestion's, their make unread).
    expect((await core.compatibility.forOffer(accountId, mats)).list?.rows).toEqual(rows);
    expect(core.queries.offers.get(accountId, mats).waiting).toEqual(['compatibilityList']);
    expect(await core.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offer({ id: mats })!.compatibilityList).toEqual({
      type: 'MANUAL',
      items: rows.map((r) => ({ type: 'ID', id: r.id })),
    });

    // A row removed: the whole list goes again, one row shorter.
    const [shorter] = core.actions.offers.change(accountId, mats, {
      compatibilityList: listOfRows(rows.slice(1)),
    });
    expect(await core.outbox.settled(shorter!.id)).toMatchObject({ state: 'sent' });
    expect(market.control.offer({ id: mats })!.compatibilityList?.items).toEqual([
      { type: 'ID', id: rows[1]!.id },
    ]);
  });

  it("refuses a list against its category's rules before storing it; what only the marketplace knows fails with its words", async () => {
    const tool = await localOfferIn('147663');
    const waiting = () => core.outbox.counts([accountId]).waiting;
    const before = waiting();
    expect(() =>
      core.actions.offers.change(accountId, tool, {
        compatibilityList: { type: 'MANUAL', items: [{ type: 'TEXT', text: 'x'.repeat(101) }] },
      }),
    ).toThrow(
      /^compatibilityList\.items\[0\]\.text: Row 1 of the compatibility list may have at most 100 characters/,
    );
    expect(() =>
      core.actions.offers.change(accountId, tool, {
        compatibilityList: { type: 'MANUAL', items: [{ type: 'ID', id: '10000' }] },
      }),
    ).toThrow(/takes text rows only/);
    expect(waiting()).toBe(before);
    expect((await core.compatibility.forOffer(accountId, tool)).list).toBeNull();

    // A vehicle the database does not hold: only the marketplace knows; its refusal names the row.
    const mats = await localOfferIn('4094');
    const listed = (await core.compatibility.forOffer(accountId, mats)).list;
    const [change] = core.actions.offers.change(accountId, mats, {
      compatibilityList: { type: 'MANUAL', items: [{ type: 'ID', id: '999999' }] },
    });
    const failed = await core.outbox.settled(change!.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]).toMatchObject({ path: 'compatibilityList.items[0].id' });
    expect(failed.errors[0]!.userMessage).toMatch(/999999/);
    // The local copy goes back to the list the marketplace holds.
    expect((await core.compatibility.forOffer(accountId, mats)).list?.rows.map((r) => r.id)).toEqual(
      listed?.rows.map((r) => r.id),
    );
  });
});
