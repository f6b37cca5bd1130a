import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, startDemoMarket, type DemoMarketOptions } from '../../../electron/demo-market';
import { apiClient, signIn, tokenRequest } from '../../helpers/demo-market';
import { tempDir } from '../../helpers/temp-dir';

/** A small shop on a frozen clock kept in `stateDir`, so two starts with the same options are the same shop. */
const shopIn = (
  stateDir: string,
  size: Pick<DemoMarketOptions, 'seed' | 'offers' | 'orders' | 'ratings'>,
): DemoMarketOptions => ({ stateDir, ...size, clockStart: '2026-03-02T10:00:00Z', frozenClock: true });

describe('a demo shop kept in stateDir', () => {
  it('is saved on close and restored by the next start with the same folder', async () => {
    const stateDir = tempDir('sd-demo-state-');
    const options = shopIn(stateDir, { seed: 5, offers: 40, orders: 20, ratings: 10 });
    const first = await startDemoMarket(options);
    const pair = await signIn(first.url);
    const api = apiClient(first.url, pair.access_token);
    const created = await api.post('/sale/product-offers', {
      name: 'Oferta zapisana na dysku',
      category: { id: '121470' },
      sellingMode: { price: { amount: '12.34', currency: 'PLN' } },
      stock: { available: 3 },
    });
    const offer = (await created.json()) as { id: string };
    first.control.advanceClock({ seconds: 3600 });
    const order = first.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const eventsBefore = first.control.orderEvents({ sellerId: MAIN_SELLER_ID }).length;
    await first.close();
    expect(existsSync(join(stateDir, 'demo-market.json'))).toBe(true);

    const second = await startDemoMarket(options);
    try {
      expect(second.url).not.toBe(first.url);
      // The clock never goes back for a restored shop.
      expect(second.control.now().now).toBe('2026-03-02T11:00:00.000Z');
      // Tokens issued before the restart still work, and the refresh token still rotates.
      const again = apiClient(second.url, pair.access_token);
      expect((await again.json<{ name: string }>(`/sale/product-offers/${offer.id}`)).name).toBe(
        'Oferta zapisana na dysku',
      );
      expect((await again.json<{ id: string }>(`/order/checkout-forms/${order.id}`)).id).toBe(order.id);
      expect(second.control.orderEvents({ sellerId: MAIN_SELLER_ID })).toHaveLength(eventsBefore);
      expect(
        (await tokenRequest(second.url, { grant_type: 'refresh_token', refresh_token: pair.refresh_token }))
          .status,
      ).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('keeps pending work: an asynchronous offer edit finishes after the restart', async () => {
    const options = shopIn(tempDir('sd-demo-state-'), { seed: 6, offers: 10, orders: 5, ratings: 2 });
    const first = await startDemoMarket(options);
    const api = apiClient(first.url, (await signIn(first.url)).access_token);
    first.control.setOfferProcessing({ mode: 'async', seconds: 30 });
    const offer = first.control.offers({ sellerId: MAIN_SELLER_ID }).find((o) => o.status === 'ACTIVE')!;
    expect((await api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 9 } })).status).toBe(
      202,
    );
    await first.close();
    const second = await startDemoMarket(options);
    try {
      expect(second.control.offer({ id: offer.id })!.stock).toBe(offer.stock);
      second.control.advanceClock({ seconds: 30 });
      expect(second.control.offer({ id: offer.id })!.stock).toBe(9);
    } finally {
      await second.close();
    }
  });
});
