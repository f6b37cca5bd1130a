import { describe, expect, it } from 'vitest';
import { createClaimsRepo } from '../../../electron/core/domains/claims/claims-repo';
import type { MarketRequest } from '../../../electron/core/market/client';
import type { StreamContext } from '../../../electron/core/sync/context';
import {
  CLAIMS_PAGE,
  CLAIMS_REQUESTS_PER_TURN,
  refundClaimsReader,
} from '../../../electron/core/domains/claims/claims-sync';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { migratedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

/** A marketplace holding `total` claims, newest first, answering the list's pages as the description shows them. */
function listing(total: number) {
  const asked: number[] = [];
  const client = {
    request: (req: MarketRequest) => {
      const offset = Number(req.query?.offset ?? 0);
      const limit = Number(req.query?.limit ?? 25);
      asked.push(offset);
      const refundClaims = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
        id: `claim-${offset + i}`,
        status: 'IN_PROGRESS',
        quantity: 1,
        commission: { amount: 2.5, currency: 'PLN' },
        buyer: { id: 'b1' },
        createdAt: '2026-03-01T10:00:00Z',
        lineItem: {
          id: `li-${offset + i}`,
          quantity: 1,
          boughtAt: '2026-02-20T10:00:00Z',
          offer: { id: 'o1' },
        },
        type: 'MANUAL',
      }));
      return Promise.resolve({
        status: 200,
        data: { refundClaims, count: refundClaims.length },
        headers: {},
      });
    },
  };
  return { client, asked };
}

function context(total: number) {
  const db = migratedTo(62);
  insertAccount(db);
  const { client, asked } = listing(total);
  const ctx = {
    accountId: 'demo:1',
    client,
    db,
    clock: { now: () => 1 },
    logger: silentLogger,
    signal: new AbortController().signal,
  } as unknown as StreamContext;
  return { ctx, db, asked };
}

describe('the refund claims reader', () => {
  it('reads a long list over several turns, at most five requests each, keeping its place in between', async () => {
    const total = CLAIMS_PAGE * CLAIMS_REQUESTS_PER_TURN + 30;
    const { ctx, db, asked } = context(total);
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: true, more: true });
    expect(asked).toEqual([0, 100, 200, 300, 400]);
    expect(createClaimsRepo(db).readingOffset('demo:1')).toBe(500);

    asked.length = 0;
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: true, more: false });
    expect(asked).toEqual([500]);
    expect(refundClaimsReader.count(db, 'demo:1')).toBe(total);
    // Caught up: the next poll reads from the top again (statuses change on the marketplace's side).
    asked.length = 0;
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: false, more: true });
    expect(asked).toEqual([0, 100, 200, 300, 400]);
    expect(createClaimsRepo(db).get('demo:1', 'claim-0')).toMatchObject({
      commission_amount: '2.50',
      status: 'IN_PROGRESS',
    });
    db.close();
  });

  it('a short list is one request a turn', async () => {
    const { ctx, asked } = context(3);
    expect(await refundClaimsReader.read(ctx)).toEqual({ changed: true, more: false });
    expect(asked).toEqual([0]);
  });
});
