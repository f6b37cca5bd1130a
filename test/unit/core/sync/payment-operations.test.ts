import { describe, expect, it } from 'vitest';
import {
  MAX_OFFSET,
  nextPass,
  pageOffsets,
  PAYMENT_PAGE,
} from '../../../../electron/core/domains/payments/payment-operations-sync';
import { paymentOperationsFrom } from '../../../../electron/core/domains/payments/payment-operation-records';

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

describe('the pages of a pass asked for together', () => {
  it('are the next one alone until a page has told the total', () => {
    expect(pageOffsets(100, null, 12)).toEqual([100]);
  });

  it('are a few known to lie before the total and within the turn', () => {
    expect(pageOffsets(0, 1000, 12)).toEqual([0, 50, 100, 150]);
    expect(pageOffsets(0, 1000, 2)).toEqual([0, 50]);
    expect(pageOffsets(900, 1000, 12)).toEqual([900, 950]);
  });

  it('stop before the offset one search may reach, where the window narrows instead', () => {
    const near = MAX_OFFSET - 2 * PAYMENT_PAGE;
    expect(pageOffsets(near, 50_000, 12)).toEqual([near, near + PAYMENT_PAGE]);
  });
});
