import { describe, expect, it } from 'vitest';
import { SECOND_SELLER_ID } from '../../../electron/demo-market';
import { type ApiErrors, apiClient, appToken, marketForTests, signIn } from '../../helpers/demo-market';

interface Money {
  amount: string;
  currency: string;
}
interface Entry {
  id: string;
  occurredAt: string;
  type: { id: string; name: string };
  offer?: { id: string; name: string };
  value: Money;
  tax: { percentage?: string; annotation?: string };
  balance: Money;
  order?: { id: string };
}
interface Entries {
  billingEntries: Entry[];
}
const demo = marketForTests({ offers: 60, orders: 40 });
const DAY = 86_400_000;
const grosze = (m: Money) => Math.round(Number(m.amount) * 100);

/** Every entry, page by page as a client reads them. */
async function all(query = ''): Promise<Entry[]> {
  const out: Entry[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await demo.api.json<Entries>(`/billing/billing-entries?limit=100&offset=${offset}${query}`);
    out.push(...page.billingEntries);
    if (page.billingEntries.length < 100) return out;
  }
}

async function refused(path: string, parameter: string) {
  const response = await demo.api.get(path);
  expect(response.status).toBe(400);
  const body = (await response.json()) as ApiErrors;
  expect(body.errors[0]!.path).toBe(parameter);
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
}

describe('document 2, billing entries', () => {
  it('answers the last 90 days of charges newest first, with a running balance', async () => {
    const entries = await all();
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.length).toBeLessThan(400);
    const times = entries.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const now = demo.market.control.now().ms;
    expect(Math.min(...times)).toBeGreaterThan(now - 92 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(new Set(entries.map((e) => e.type.id))).toEqual(
      new Set(['LIS', 'SUC', 'BLD', 'HLT', 'DLV', 'REF']),
    );
    // Oldest first, each balance is the one before plus the entry's value.
    const ascending = [...entries].reverse();
    for (let i = 1; i < ascending.length; i++) {
      expect(grosze(ascending[i]!.balance)).toBe(
        grosze(ascending[i - 1]!.balance) + grosze(ascending[i]!.value),
      );
    }
    const commission = entries.find((e) => e.type.id === 'SUC')!;
    expect(commission).toMatchObject({ type: { name: 'Prowizja od sprzedaży' }, value: { currency: 'PLN' } });
    expect(commission.order!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(commission.offer!.id).toMatch(/^\d+$/);
    expect(grosze(commission.value)).toBeLessThan(0);
  });

  it('filters by date, type and offer, and pages with limit and offset', async () => {
    const entries = await all();
    const from = entries[Math.floor(entries.length / 2)]!.occurredAt;
    const to = entries[5]!.occurredAt;
    const ranged = await all(`&occurredAt.gte=${from}&occurredAt.lte=${to}`);
    expect(ranged).toEqual(entries.filter((e) => e.occurredAt >= from && e.occurredAt <= to));

    const listing = await all('&type.id=LIS&type.id=BLD');
    expect(listing.length).toBeGreaterThan(0);
    expect(listing).toEqual(entries.filter((e) => e.type.id === 'LIS' || e.type.id === 'BLD'));

    const offerId = entries.find((e) => e.type.id === 'LIS')!.offer!.id;
    const ofOffer = await all(`&offer.id=${offerId}`);
    expect(ofOffer).toEqual(entries.filter((e) => e.offer?.id === offerId));

    const second = await demo.api.json<Entries>('/billing/billing-entries?limit=5&offset=5');
    expect(second.billingEntries).toEqual(entries.slice(5, 10));
  });

  it('names the types in the asked language', async () => {
    const english = await demo.api.get('/billing/billing-entries?type.id=SUC&limit=1', {
      'Accept-Language': 'en-US',
    });
    const pl = (await english.json()) as Entries;
    const response = await demo.api.get('/billing/billing-entries?type.id=SUC&limit=1', {
      'Accept-Language': 'pl-PL',
    });
    const polish = (await response.json()) as Entries;
    expect(pl.billingEntries[0]!.type.name).toBe('Sales commission');
    expect(polish.billingEntries[0]!.type.name).toBe('Prowizja od sprzedaży');
  });

  it('refuses bad values with 400 naming the parameter', async () => {
    await refused('/billing/billing-entries?limit=101', 'limit');
    await refused('/billing/billing-entries?limit=0', 'limit');
    await refused('/billing/billing-entries?offset=-1', 'offset');
    await refused('/billing/billing-entries?occurredAt.gte=yesterday', 'occurredAt.gte');
    await refused(
      '/billing/billing-entries?occurredAt.gte=2026-05-02T00:00:00Z&occurredAt.lte=2026-05-01T00:00:00Z',
      'occurredAt.gte',
    );
    await refused('/billing/billing-entries?type.id=LISTING', 'type.id');
    await refused('/billing/billing-entries?offer.id=abc', 'offer.id');
  });

  it('charges a commission for an order sold while the marketplace runs', async () => {
    const before = new Set((await all('&type.id=SUC')).map((e) => e.id));
    demo.market.control.runActivity({ steps: 40 });
    const after = await all('&type.id=SUC');
    expect(after.filter((e) => !before.has(e.id)).length).toBeGreaterThan(0);
  });

  it("keeps each seller's entries to that seller, and needs a seller's token", async () => {
    const mine = new Set((await all()).map((e) => e.id));
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    const theirs = (await other.json<Entries>('/billing/billing-entries')).billingEntries;
    expect(theirs.every((e) => !mine.has(e.id))).toBe(true);
    const app = apiClient(demo.market.url, await appToken(demo.market.url));
    expect((await app.get('/billing/billing-entries')).status).toBe(401);
  });
});

describe('document 2, billing types', () => {
  it('lists each type once with its name, and answers 304 when nothing changed since', async () => {
    const response = await demo.api.get('/billing/billing-types', { 'Accept-Language': 'pl-PL' });
    expect(response.status).toBe(200);
    const types = (await response.json()) as { id: string; description: string }[];
    expect(types).toContainEqual({ id: 'SUC', description: 'Prowizja od sprzedaży' });
    expect(new Set(types.map((t) => t.id)).size).toBe(types.length);
    const lastModified = response.headers.get('last-modified')!;
    const again = await demo.api.get('/billing/billing-types', { 'If-Modified-Since': lastModified });
    expect(again.status).toBe(304);
  });
});
