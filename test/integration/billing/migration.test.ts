import { describe, expect, it } from 'vitest';
import {
  createBillingRepo,
  type StoredBillingEntry,
} from '../../../electron/core/domains/billing/billing-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const entry = (
  id: string,
  occurredAt: string,
  typeId: string,
  valueMinor: number,
  offerId: string | null = null,
) =>
  ({
    id,
    occurredAt,
    typeId,
    typeName: null,
    offerId,
    offerName: offerId ? `Offer ${offerId}` : null,
    orderId: null,
    valueMinor,
    currency: 'PLN',
    balanceMinor: null,
    balanceCurrency: null,
    raw: '{}',
  }) satisfies StoredBillingEntry;

describe('migration 058', () => {
  it('keeps billing entries in grosze, sums them exactly per type, and drops them with their account', () => {
    const db = upgradedTo(58, (old) => insertAccount(old));
    const repo = createBillingRepo(db);
    repo.putTypes('demo:1', [
      { id: 'SUC', name: 'Prowizja od sprzedaży' },
      { id: 'LIS', name: 'Opłata za wystawienie' },
    ]);
    // 0.1 + 0.2 in floats is not 0.3: in grosze it is.
    repo.putEntries(
      'demo:1',
      [
        entry('a', '2026-05-01T10:00:00.000Z', 'SUC', -10, '1'),
        entry('b', '2026-05-02T10:00:00.000Z', 'SUC', -20, '1'),
        entry('c', '2026-05-03T10:00:00.000Z', 'LIS', -45, '2'),
        entry('d', '2026-05-04T10:00:00.000Z', 'REF', 30),
      ],
      1,
    );
    const totals = repo.totals('demo:1', {}, 'month');
    expect(totals.all).toEqual([{ currency: 'PLN', amount: '-0.45', count: 4 }]);
    expect(totals.byType).toEqual([
      { typeId: 'LIS', typeName: 'Opłata za wystawienie', currency: 'PLN', amount: '-0.45', count: 1 },
      { typeId: 'SUC', typeName: 'Prowizja od sprzedaży', currency: 'PLN', amount: '-0.30', count: 2 },
      { typeId: 'REF', typeName: 'REF', currency: 'PLN', amount: '0.30', count: 1 },
    ]);
    const page = repo.list('demo:1', { typeIds: ['SUC'], to: '2026-05-01T23:00:00.000Z' }, 0, 10);
    expect(page).toMatchObject({
      total: 1,
      rows: [{ id: 'a', value: { amount: '-0.10', currency: 'PLN' } }],
    });
    expect(repo.types('demo:1').map((t) => t.id)).toEqual(['LIS', 'SUC', 'REF']);
    expect(repo.newestAt('demo:1')).toBe('2026-05-04T10:00:00.000Z');

    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    for (const table of ['billing_entries', 'billing_types', 'billing_sync'])
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    db.close();
  });

  it('reading the same entry again replaces it, and the reader’s place is kept per account', () => {
    const db = upgradedTo(58, (old) => insertAccount(old));
    const repo = createBillingRepo(db);
    repo.putEntries('demo:1', [entry('a', '2026-05-01T10:00:00.000Z', 'SUC', -10, '1')], 1);
    repo.putEntries(
      'demo:1',
      [{ ...entry('a', '2026-05-01T10:00:00.000Z', 'SUC', -12, '1'), offerName: null }],
      2,
    );
    expect(repo.count('demo:1')).toBe(1);
    expect(repo.list('demo:1', {}, 0, 10).rows[0]).toMatchObject({
      offerName: 'Offer 1',
      value: { amount: '-0.12' },
    });
    expect(repo.state('demo:1')).toEqual({
      typesReadAt: null,
      rangeFrom: null,
      rangeTo: null,
      nextOffset: 0,
      entriesReadAt: null,
    });
    const place = { typesReadAt: 5, rangeFrom: 'a', rangeTo: 'b', nextOffset: 300, entriesReadAt: null };
    repo.setState('demo:1', place);
    expect(repo.state('demo:1')).toEqual(place);
    db.close();
  });
});
