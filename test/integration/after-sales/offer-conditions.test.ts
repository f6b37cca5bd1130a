import { describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { startTestMarket } from '../../helpers/demo-market';
import { localOffer, offerStation } from '../../helpers/offer-station';

const closing = closeAfterEach();

describe("an offer's after-sales conditions picked through the outbox", () => {
  it('names another return policy and warranty: shown at once, sent, held by the marketplace', async () => {
    const market: DemoMarket = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offer } = await offerStation(market, closing, { detail: true });
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    const before = localOffer(core, accountId, offer.id).afterSalesServices!;
    expect(before.returnPolicyId).not.toBeNull();
    const policy = core.queries.afterSales
      .choices(accountId, 'return-policy')
      .find((c) => c.id !== before.returnPolicyId)!;
    const warranty = core.queries.afterSales.choices(accountId, 'warranty')[0]!;
    const wanted = { ...before, returnPolicyId: policy.id, warrantyId: warranty.id };

    const [change] = core.actions.offers.change(accountId, offer.id, { afterSalesServices: wanted });
    expect(change).toMatchObject({ kind: 'offer.edit', fields: { afterSalesServices: wanted } });
    expect(change!.previous).toEqual({ afterSalesServices: before });
    expect(localOffer(core, accountId, offer.id).afterSalesServices).toEqual(wanted);

    core.start();
    expect(await core.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offer({ id: offer.id })).toMatchObject({
      returnPolicyId: policy.id,
      warrantyId: warranty.id,
    });
    expect(localOffer(core, accountId, offer.id).afterSalesServices).toEqual(wanted);
  });

  it("fails with the marketplace's words when a condition no longer exists there", async () => {
    const market: DemoMarket = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offer } = await offerStation(market, closing, { detail: true });
    const before = localOffer(core, accountId, offer.id).afterSalesServices!;
    const [change] = core.actions.offers.change(accountId, offer.id, {
      afterSalesServices: { ...before, returnPolicyId: 'gone-policy' },
    });
    core.start();
    const settled = await core.outbox.settled(change!.id);
    expect(settled.state).toBe('failed');
    expect(settled.errors[0]).toMatchObject({ path: 'afterSalesServices.returnPolicy' });
    // The local copy goes back to what the marketplace holds.
    expect(localOffer(core, accountId, offer.id).afterSalesServices).toEqual(before);
  });
});
