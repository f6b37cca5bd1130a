import { describe, expect, it } from 'vitest';
import { MAX_OFFSET, nextPass, PAYMENT_PAGE } from '../../../../electron/core/sync/payment-operations';
import { paymentOperationsFrom } from '../../../../electron/core/market/records/payment-operation';

const pass = { since: '2026-01-01T00:00:00.000Z', until: '2026-03-01T00:00:00.000Z', offset: 0 };

/** A page of `count` operations, newest first, one an hour back from the pass's end. */
function page(count: number, totalCount: number | null) {
  const end = Date.parse(pass.until);
  return paymentOperationsFrom({
    paymentOperations: Array.from({ length: count }, (_, i) => ({
      type: 'CONTRIBUTION',
      group: 'INCOME',
      wallet: {
        paymentOperator: 'P24',
        type: 'AVAILABLE',
        balance: { amount: String(100 - i), currency: 'PLN' },
      },
      value: { amount: '1.00', currency: 'PLN' },
      occurredAt: new Date(end - (i + 1) * 3_600_000).toISOString(),
    })),
    count,
    ...(totalCount === null ? {} : { totalCount }),
  });
}

describe('where a read pass of payment operations stands after a page', () => {
  it('ends with a short page, or when the offset reaches the total', () => {
    expect(nextPass(pass, page(PAYMENT_PAGE - 1, null))).toBeNull();
    expect(nextPass({ ...pass, offset: 50 }, page(PAYMENT_PAGE, 100))).toBeNull();
  });

  it('goes on at the next offset of the same window after a full page', () => {
    expect(nextPass(pass, page(PAYMENT_PAGE, 500))).toEqual({ ...pass, offset: PAYMENT_PAGE });
    expect(nextPass(pass, page(PAYMENT_PAGE, null))).toEqual({ ...pass, offset: PAYMENT_PAGE });
  });

  it('past the offset one search may reach, searches the rest of the window anew up to the oldest operation read', () => {
    const deep = { ...pass, offset: MAX_OFFSET - PAYMENT_PAGE };
    const last = page(PAYMENT_PAGE, 50_000);
    expect(nextPass(deep, last)).toEqual({
      since: pass.since,
      until: last.operations.at(-1)!.occurredAt,
      offset: 0,
    });
  });
});
