import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { urgencyOf } from '../../../shared/packing-deadline';
import type { PackingFilter } from '../../../shared/shipping';
import { noonZone } from '../../helpers/noon-zone';
import { shippableOrder, shipped, startedPackingCore } from '../../helpers/parcels';
import { builtinPrinterId, useProfile } from '../../helpers/printing';

// The station's day: about noon, so every deadline below (a few hours either side of now) falls on today.
process.env.TZ = noonZone();

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const UPS = 'c3066682-97a3-42fe-9eb5-3beeccab840c';
const HOUR = 60 * 60 * 1000;
const all = { offset: 0, limit: 500 };

let market: DemoMarket;
let core: Core;
let accountId: string;
/** Orders due (dispatch.to) 6 hours ago, in 2 hours (UPS) and in 3 hours (DPD). */
const due = { late: '', ups: '', dpd: '' };

/** An order whose dispatch deadline is `in` from now: the marketplace's clock is set back to buy it so. */
function dueIn(ms: number, methodId: string): string {
  // The demo marketplace gives every order 24 hours to leave.
  market.control.setClock({ time: Date.now() - 24 * HOUR + ms });
  const order = shippableOrder(market, methodId);
  market.control.setClock({ time: Date.now() });
  return order.id;
}

beforeAll(async () => {
  ({ market, core, accountId } = await startedPackingCore((m) => {
    market = m;
    due.late = dueIn(-6 * HOUR, UPS);
    due.ups = dueIn(2 * HOUR, UPS);
    due.dpd = dueIn(3 * HOUR, DPD);
  }));
}, 90_000);
afterAll(async () => {
  await core.close();
  await market.close();
});

const queue = (filter: Partial<PackingFilter> = {}) =>
  core.shipping.listQueue({ accountId, ...all, ...filter });
const positions = () => {
  const ids = queue().rows.map((row) => row.id);
  return [due.late, due.ups, due.dpd].map((id) => ids.indexOf(id));
};
const hhmm = (at: number) =>
  `${String(new Date(at).getHours()).padStart(2, '0')}:${String(new Date(at).getMinutes()).padStart(2, '0')}`;

describe("the packing queue's deadlines", () => {
  it('sorts by what leaves first and tells a late order', () => {
    const [late, ups, dpd] = positions();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(ups!);
    expect(ups).toBeLessThan(dpd!);
    const row = queue().rows.find((r) => r.id === due.late)!;
    expect(row.leavesBy).toBe(row.dispatchBy && new Date(row.dispatchBy).toISOString());
    expect(row.cutoff).toBeNull();
    expect(urgencyOf(row, Date.now())).toBe('late');
  });

  it("pulls an order due today up to its carrier's cut-off, and leaves the others as they are", () => {
    const cutoff = hhmm(Date.now() + HOUR);
    core.settings.update({ carrierCutoffs: { DPD: cutoff } });
    const [late, ups, dpd] = positions();
    expect(late).toBeLessThan(dpd!);
    expect(dpd).toBeLessThan(ups!);
    const row = queue().rows.find((r) => r.id === due.dpd)!;
    expect(hhmm(Date.parse(row.leavesBy!))).toBe(cutoff);
    expect(row.cutoff).toBe(row.leavesBy);
    expect(Date.parse(row.dispatchBy!)).toBeGreaterThan(Date.parse(row.leavesBy!));
    expect(urgencyOf(row, Date.now())).toBe('soon');
    expect(queue().rows.find((r) => r.id === due.ups)!.cutoff).toBeNull();
    core.settings.update({ carrierCutoffs: {} });
    expect(positions()[2]).toBeGreaterThan(positions()[1]!);
  });
});

describe('the lanes', () => {
  const lane = (name: PackingFilter['lane']) =>
    queue({ lane: name })
      .rows.map((row) => row.id)
      .sort();
  const status = (statusAfterLabel: 'SENT' | 'READY_FOR_SHIPMENT') =>
    core.settings.update({ packing: { ...core.settings.get().packing, statusAfterLabel } });

  it('follow each parcel from no label to printed, sent and handed over, with their counts', async () => {
    const noLabel = shipped(
      await core.shipping.ship({ accountId, orderId: due.late, additional: false, print: false }),
    );
    status('READY_FOR_SHIPMENT');
    const notSent = shipped(await core.shipping.ship({ accountId, orderId: due.ups, additional: false }));
    status('SENT');
    const sent = shipped(await core.shipping.ship({ accountId, orderId: due.dpd, additional: false }));

    await vi.waitFor(
      () => {
        expect(lane('noLabel')).toEqual([noLabel.orderId]);
        expect(lane('notSent')).toEqual([notSent.orderId]);
        expect(lane('notCollected')).toEqual([sent.orderId]);
      },
      { timeout: 20_000, interval: 100 },
    );
    // A parcel whose label is made leaves "to pack".
    expect(lane('toPack')).not.toContain(sent.orderId);
    expect(core.shipping.queueCounts(accountId).lanes).toEqual({
      toPack: queue().total,
      noLabel: 1,
      notSent: 1,
      notCollected: 1,
    });

    // The day's protocol is the courier's receipt: the parcel it lists is handed over.
    useProfile(core.printing, 'protocol', { printerId: await builtinPrinterId(core.printing) });
    await core.shipping.printProtocol(accountId);
    await vi.waitFor(() => expect(lane('notCollected')).toEqual([]), { timeout: 20_000, interval: 100 });
    // The parcel printed without a label is not collected either; it still lacks its label.
    expect(lane('noLabel')).toEqual([noLabel.orderId]);
  });
});
