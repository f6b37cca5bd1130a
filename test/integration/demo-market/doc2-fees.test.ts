import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { type ApiErrors, marketForTests } from '../../helpers/demo-market';

interface Money {
  amount: string;
  currency: string;
}
interface Preview {
  commissions: { type: string; name: string; fee: Money }[];
  quotes: { type: string; name: string; fee: Money; cycleDuration: string }[];
}
interface Quotes {
  count: number;
  quotes: {
    type: string;
    name: string;
    nextDate: string;
    fee: Money;
    offer: { id: string };
    enabled: boolean;
  }[];
}

const demo = marketForTests();

const activeIds = (sellerId = MAIN_SELLER_ID) =>
  demo.market.control
    .offers({ sellerId })
    .filter((o) => o.status === 'ACTIVE')
    .map((o) => o.id);

async function refused(response: Response, status: number, path: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ApiErrors;
  expect(body.errors[0]!.path).toBe(path);
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
}

describe('document 2, fee preview of an offer being edited', () => {
  const offer = (amount: unknown, categoryId: unknown = '257931') => ({
    offer: {
      category: { id: categoryId },
      sellingMode: { format: 'BUY_NOW', price: { amount, currency: 'PLN' } },
    },
  });

  it('answers commissions and quotes that follow the price', async () => {
    const cheap = (await (
      await demo.api.post('/pricing/offer-fee-preview', offer('50.00'))
    ).json()) as Preview;
    const dear = (await (
      await demo.api.post('/pricing/offer-fee-preview', offer('500.00'))
    ).json()) as Preview;
    expect(cheap.commissions[0]).toMatchObject({ type: 'commissionFee', fee: { currency: 'PLN' } });
    expect(Number(dear.commissions[0]!.fee.amount)).toBeCloseTo(
      Number(cheap.commissions[0]!.fee.amount) * 10,
      2,
    );
    expect(cheap.quotes[0]).toMatchObject({
      type: 'listingFee',
      cycleDuration: 'PT240H',
      fee: { amount: '0.00' },
    });
    expect(Number(dear.quotes[0]!.fee.amount)).toBeGreaterThan(0);
    // The same body gives the same fees: the preview is a calculation, not a draw.
    const again = (await (
      await demo.api.post('/pricing/offer-fee-preview', offer('500.00'))
    ).json()) as Preview;
    expect(again).toEqual(dear);
  });

  it('names the fees in the language asked for', async () => {
    const en = (await (
      await demo.api.post('/pricing/offer-fee-preview', offer('20'), { 'Accept-Language': 'en-US' })
    ).json()) as Preview;
    expect(en.commissions[0]!.name).toBe('Sales commission');
  });

  it('refuses a body without an offer (400), and a missing category or price (422)', async () => {
    await refused(await demo.api.post('/pricing/offer-fee-preview', {}), 400, 'offer');
    await refused(
      await demo.api.post('/pricing/offer-fee-preview', offer('20', '')),
      422,
      'offer.category.id',
    );
    await refused(
      await demo.api.post('/pricing/offer-fee-preview', offer('20', '999999')),
      422,
      'offer.category.id',
    );
    await refused(
      await demo.api.post('/pricing/offer-fee-preview', offer('-3')),
      422,
      'offer.sellingMode.price.amount',
    );
  });
});

describe('document 2, running quotes of offers', () => {
  it('answers the quotes of up to 20 offers, comma-separated or repeated', async () => {
    const ids = activeIds().slice(0, 20);
    expect(ids).toHaveLength(20);
    const comma = await demo.api.json<Quotes>(`/pricing/offer-quotes?offer.id=${ids.join(',')}`);
    const repeated = await demo.api.json<Quotes>(
      `/pricing/offer-quotes?${ids.map((id) => `offer.id=${id}`).join('&')}`,
    );
    expect(repeated).toEqual(comma);
    expect(comma.count).toBe(comma.quotes.length);
    expect(new Set(comma.quotes.map((q) => q.offer.id))).toEqual(new Set(ids));
    const listing = comma.quotes.find((q) => q.type === 'LISTING')!;
    expect(listing.enabled).toBe(true);
    expect(Date.parse(listing.nextDate)).toBeGreaterThan(demo.market.control.now().ms);
    expect(Date.parse(listing.nextDate) - demo.market.control.now().ms).toBeLessThanOrEqual(
      10 * 24 * 3600_000,
    );
  });

  it('refuses more than 20 offer ids, none, or a malformed one (400)', async () => {
    const ids = activeIds().slice(0, 21);
    await refused(await demo.api.get(`/pricing/offer-quotes?offer.id=${ids.join(',')}`), 400, 'offer.id');
    await refused(await demo.api.get('/pricing/offer-quotes'), 400, 'offer.id');
    await refused(await demo.api.get('/pricing/offer-quotes?offer.id=abc'), 400, 'offer.id');
  });

  it('answers only to the seller of the offers', async () => {
    const foreign = activeIds(SECOND_SELLER_ID)[0]!;
    expect((await demo.api.get(`/pricing/offer-quotes?offer.id=${foreign}`)).status).toBe(403);
  });
});
