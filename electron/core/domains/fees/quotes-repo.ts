import type { Money } from '../../../../shared/money';
import type { OfferQuote, OfferQuoteSummary, OfferQuotes } from '../../../../shared/fees';
import type { Db } from '../../db/open';

interface Row {
  offer_id: string;
  running_fee: string | null;
  currency: string | null;
  next_date: string | null;
  raw: string;
  fetched_at: number;
}

/** What the list shows of an offer's quotes: the enabled fees per cycle added up (in cents), and the first next date. */
export function summarise(quotes: OfferQuote[]): { runningFee: Money | null; nextDate: string | null } {
  const enabled = quotes.filter((q) => q.enabled);
  if (enabled.length === 0) return { runningFee: null, nextDate: null };
  const cents = enabled.reduce((sum, q) => sum + Math.round(Number(q.fee.amount) * 100), 0);
  const dates = enabled.flatMap((q) => (q.nextDate ? [q.nextDate] : [])).sort();
  return {
    runningFee: { amount: (cents / 100).toFixed(2), currency: enabled[0]!.fee.currency },
    nextDate: dates[0] ?? null,
  };
}

const summaryOf = (r: Row): OfferQuoteSummary => ({
  offerId: r.offer_id,
  runningFee:
    r.running_fee !== null && r.currency !== null ? { amount: r.running_fee, currency: r.currency } : null,
  nextDate: r.next_date,
  fetchedAt: r.fetched_at,
});

/**
 * The offers' running fees in the local copy. Which offers are due for a quote: the account's active offers never
 * quoted, quoted before `staleBefore`, or whose price or status changed since they were quoted (the marketplace's
 * fees follow both), those never quoted first.
 */
export function createQuotesRepo(db: Db) {
  const due = db.prepare<[string, number, number], { id: string }>(
    `SELECT o.id FROM offers o
       LEFT JOIN offer_quotes q ON q.account_id = o.account_id AND q.offer_id = o.id
     WHERE o.account_id = ? AND o.status = 'ACTIVE' AND o.hidden = 0
       AND (q.offer_id IS NULL OR q.fetched_at < ? OR q.offer_price IS NOT o.price_amount
            OR q.offer_status IS NOT o.status)
     ORDER BY q.fetched_at IS NOT NULL, q.fetched_at, o.id
     LIMIT ?`,
  );
  const offerState = db.prepare<[string, string], { price_amount: string | null; status: string | null }>(
    'SELECT price_amount, status FROM offers WHERE account_id = ? AND id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO offer_quotes
       (account_id, offer_id, running_fee, currency, next_date, raw, offer_price, offer_status, fetched_at)
     VALUES (@accountId, @offerId, @runningFee, @currency, @nextDate, @raw, @price, @status, @now)
     ON CONFLICT (account_id, offer_id) DO UPDATE SET running_fee = excluded.running_fee,
       currency = excluded.currency, next_date = excluded.next_date, raw = excluded.raw,
       offer_price = excluded.offer_price, offer_status = excluded.offer_status, fetched_at = excluded.fetched_at`,
  );
  const all = db.prepare<[string], Row>(
    `SELECT offer_id, running_fee, currency, next_date, raw, fetched_at FROM offer_quotes WHERE account_id = ?`,
  );
  const one = db.prepare<[string, string], Row>(
    `SELECT offer_id, running_fee, currency, next_date, raw, fetched_at FROM offer_quotes
     WHERE account_id = ? AND offer_id = ?`,
  );
  /** Quotes of offers that left the local copy go with them. */
  const prune = db.prepare(
    `DELETE FROM offer_quotes WHERE account_id = ?
       AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.account_id = offer_quotes.account_id AND o.id = offer_quotes.offer_id)`,
  );

  return {
    due: (accountId: string, staleBefore: number, limit: number): string[] =>
      due.all(accountId, staleBefore, limit).map((r) => r.id),
    /** Stores the quotes of the offers asked about in one transaction; an offer answered without any has none. */
    put: db.transaction(
      (accountId: string, asked: string[], quotes: Map<string, OfferQuote[]>, now: number) => {
        for (const offerId of asked) {
          const list = quotes.get(offerId) ?? [];
          const { runningFee, nextDate } = summarise(list);
          const state = offerState.get(accountId, offerId);
          upsert.run({
            accountId,
            offerId,
            runningFee: runningFee?.amount ?? null,
            currency: runningFee?.currency ?? null,
            nextDate,
            raw: JSON.stringify(list),
            price: state?.price_amount ?? null,
            status: state?.status ?? null,
            now,
          });
        }
        prune.run(accountId);
      },
    ),
    summaries: (accountId: string): OfferQuoteSummary[] => all.all(accountId).map(summaryOf),
    get(accountId: string, offerId: string): OfferQuotes | null {
      const row = one.get(accountId, offerId);
      return row ? { ...summaryOf(row), quotes: JSON.parse(row.raw) as OfferQuote[] } : null;
    },
  };
}

export type QuotesRepo = ReturnType<typeof createQuotesRepo>;
