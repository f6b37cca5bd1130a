import { describe, expect, it } from 'vitest';
import { createQuotesRepo } from '../../../electron/core/domains/fees/quotes-repo';
import type { OfferQuote } from '../../../shared/fees';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';
import type { Db } from '../../../electron/core/db/open';

function insertOffer(db: Db, id: string, price: string, status = 'ACTIVE') {
  db.prepare(
    `INSERT INTO offers (account_id, id, name, name_key, status, price_amount, currency, synced_at)
     VALUES ('demo:1', ?, ?, ?, ?, ?, 'PLN', 1)`,
  ).run(id, `Offer ${id}`, `offer ${id}`, status, price);
}

const quote = (fee: string, nextDate: string, enabled = true): OfferQuote => ({
  type: 'LISTING',
  name: 'Listing fee',
  fee: { amount: fee, currency: 'PLN' },
  nextDate,
  enabled,
});

describe('migration 052', () => {
  it('keeps the offers’ running fees: summed per cycle, the first next date, gone with their account', () => {
    const db = upgradedTo(52, (old) => {
      insertAccount(old);
      insertOffer(old, '11', '120.00');
    });
    const repo = createQuotesRepo(db);
    expect(repo.due('demo:1', 0, 100)).toEqual(['11']);
    repo.put(
      'demo:1',
      ['11'],
      new Map([
        [
          '11',
          [
            quote('0.45', '2026-03-05T10:00:00.000Z'),
            quote('1.50', '2026-03-04T10:00:00.000Z'),
            quote('9.00', '2026-03-01T10:00:00.000Z', false),
          ],
        ],
      ]),
      1000,
    );
    expect(repo.summaries('demo:1')).toEqual([
      {
        offerId: '11',
        runningFee: { amount: '1.95', currency: 'PLN' },
        nextDate: '2026-03-04T10:00:00.000Z',
        fetchedAt: 1000,
      },
    ]);
    expect(repo.get('demo:1', '11')!.quotes).toHaveLength(3);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM offer_quotes').get()).toEqual({ n: 0 });
    db.close();
  });

  it('an active offer is due when never quoted, quoted too long ago, or repriced; an offer answered without quotes has none', () => {
    const db = upgradedTo(52, (old) => insertAccount(old));
    for (const [id, price] of [
      ['1', '10.00'],
      ['2', '20.00'],
      ['3', '30.00'],
    ] as const)
      insertOffer(db, id, price);
    insertOffer(db, '4', '40.00', 'ENDED');
    const repo = createQuotesRepo(db);
    expect(repo.due('demo:1', 0, 100)).toEqual(['1', '2', '3']);
    repo.put('demo:1', ['1', '2'], new Map([['1', [quote('0.00', '2026-03-05T10:00:00.000Z')]]]), 5000);
    // Never quoted first, then the oldest.
    expect(repo.due('demo:1', 0, 100)).toEqual(['3']);
    expect(repo.due('demo:1', 6000, 100)).toEqual(['3', '1', '2']);
    expect(repo.summaries('demo:1').find((s) => s.offerId === '2')).toMatchObject({
      runningFee: null,
      nextDate: null,
    });
    db.prepare("UPDATE offers SET price_amount = '25.00' WHERE id = '2'").run();
    expect(repo.due('demo:1', 0, 100)).toEqual(['3', '2']);
    expect(repo.due('demo:1', 0, 1)).toEqual(['3']);
    // An offer that left the local copy takes its quotes along at the next store.
    db.prepare("DELETE FROM offers WHERE id = '1'").run();
    repo.put('demo:1', ['3'], new Map(), 7000);
    expect(
      repo
        .summaries('demo:1')
        .map((s) => s.offerId)
        .sort(),
    ).toEqual(['2', '3']);
    db.close();
  });
});
