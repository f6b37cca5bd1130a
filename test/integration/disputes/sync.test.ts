import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();

async function station() {
  const market: DemoMarket = closing(await startTestMarket());
  const signed = await signedInCore(market);
  closing(signed.core);
  return { market, ...signed };
}

const disputeRequests = (market: DemoMarket) => market.control.requestLog({ path: '^/sale/disputes' });

describe('disputes in the local copy', () => {
  it('a turn reads the list and the messages in at most five requests, then only what changed', async () => {
    const { market, core, accountId } = await station();
    const server = market.control.disputes({ sellerId: MAIN_SELLER_ID })!;
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    // Each turn starts with the list (one page): between two list reads, at most four disputes' messages.
    const turns: string[][] = [];
    for (const e of disputeRequests(market)) {
      if (e.path === '/sale/disputes') turns.push([]);
      turns.at(-1)!.push(e.path);
    }
    expect(turns.length).toBeGreaterThan(1);
    for (const t of turns) expect(t.length).toBeLessThanOrEqual(5);
    expect(turns.flat().filter((p) => p.endsWith('/messages'))).toHaveLength(server.length);
    const db = localDb(core);
    const stored = () =>
      db
        .prepare<[string], { id: string; status: string; messages: number }>(
          `SELECT d.id, d.status, (SELECT count(*) FROM dispute_messages m WHERE m.account_id = d.account_id
             AND m.dispute_id = d.id) AS messages FROM disputes d WHERE d.account_id = ? ORDER BY d.id`,
        )
        .all(accountId);
    expect(stored().map((d) => d.id)).toEqual(server.map((d) => d.id).sort());
    const byId = new Map(server.map((d) => [d.id, d]));
    for (const row of stored()) {
      expect(row.messages).toBe(byId.get(row.id)!.messages.length);
      expect(row.status).toBe(byId.get(row.id)!.status.replace('DISPUTE_', ''));
    }
    // Nothing changed: only the list is read.
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    expect(disputeRequests(market).map((e) => e.path)).toEqual(['/sale/disputes']);
    // The buyer writes in one dispute: its messages alone are read again.
    const target = server[0]!;
    market.control.buyerWrites({ sellerId: MAIN_SELLER_ID, disputeId: target.id, text: 'Halo?' });
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    expect(disputeRequests(market).map((e) => e.path)).toEqual([
      '/sale/disputes',
      `/sale/disputes/${target.id}/messages`,
    ]);
    const texts = db
      .prepare<[string], { text: string }>(
        'SELECT text FROM dispute_messages WHERE dispute_id = ? ORDER BY created_at',
      )
      .all(target.id);
    expect(texts.at(-1)!.text).toBe('Halo?');
  });
});
