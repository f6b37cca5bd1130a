import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();

async function station(api: 'documents' | '2026') {
  const market: DemoMarket = closing(await startTestMarket({ api }));
  const signed = await signedInCore(market, { api });
  closing(signed.core);
  return { market, ...signed };
}

const issueRequests = (market: DemoMarket) =>
  market.control.requestLog({ path: '^/sale/issues' }).map((e) => e.path);

describe('post-purchase issues in the local copy (2026)', () => {
  it('reads the list and the chats a few requests a turn, then only what changed, unknown values as they came', async () => {
    const { market, core, accountId } = await station('2026');
    const server = market.control.issues({ sellerId: MAIN_SELLER_ID })!;
    expect(server.filter((i) => i.type === 'CLAIM')).toHaveLength(4);
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    const turns: string[][] = [];
    for (const path of issueRequests(market)) {
      if (path === '/sale/issues') turns.push([]);
      turns.at(-1)!.push(path);
    }
    for (const t of turns) expect(t.length).toBeLessThanOrEqual(5);
    expect(turns.flat().filter((p) => p.endsWith('/chat'))).toHaveLength(server.length);
    const list = core.queries.issues.list(accountId, { limit: 100, offset: 0, sort: 'waiting-first' });
    expect(list.total).toBe(server.length);
    // Waiting for the seller first: claims not decided and disputes going on.
    const waiting = list.rows.map((r) => ['CLAIM_SUBMITTED', 'DISPUTE_ONGOING'].includes(r.status));
    expect(waiting).toEqual([...waiting].sort((a, b) => Number(b) - Number(a)));
    const claim = server.find((i) => i.type === 'CLAIM')!;
    const detail = core.queries.issues.get(accountId, claim.id);
    expect(detail).toMatchObject({
      type: 'CLAIM',
      status: claim.status,
      referenceNumber: claim.referenceNumber,
    });
    expect(detail.messages).toHaveLength(claim.messages.length);
    expect(detail.messages[0]).toMatchObject({ author: 'buyer', role: 'BUYER', state: 'sent' });
    // Nothing changed: only the list is read.
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    expect(issueRequests(market)).toEqual(['/sale/issues']);
    // A buyer writes, and opens a new claim: the list and those two chats are read.
    market.control.issueBuyerMessage({
      sellerId: MAIN_SELLER_ID,
      issueId: claim.id,
      text: 'Czekam na odpowiedź',
    });
    const opened = market.control.addIssue({ sellerId: MAIN_SELLER_ID, reason: 'NEW_REASON_2027' })!;
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    expect(issueRequests(market).sort()).toEqual(
      ['/sale/issues', `/sale/issues/${claim.id}/chat`, `/sale/issues/${opened}/chat`].sort(),
    );
    expect(core.queries.issues.get(accountId, claim.id).messages.at(-1)!.text).toBe('Czekam na odpowiedź');
    expect(core.queries.issues.get(accountId, opened)).toMatchObject({
      subject: 'NEW_REASON_2027',
      reasonType: 'NEW_REASON_2027',
      status: 'CLAIM_SUBMITTED',
    });
    // A status the app has no words for is kept as it came.
    localDb(core).prepare("UPDATE issues SET status = 'CLAIM_ESCALATED' WHERE id = ?").run(opened);
    expect(core.queries.issues.get(accountId, opened).status).toBe('CLAIM_ESCALATED');
  });

  it('under the documents generation nothing reads /sale/issues, and the disputes are read instead', async () => {
    const { market, core, accountId } = await station('documents');
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    expect(issueRequests(market)).toEqual([]);
    expect(market.control.requestLog({ path: '^/sale/disputes$' }).length).toBeGreaterThan(0);
    expect(core.queries.issues.list(accountId, { limit: 10, offset: 0, sort: 'waiting-first' }).total).toBe(
      0,
    );
  });
});
