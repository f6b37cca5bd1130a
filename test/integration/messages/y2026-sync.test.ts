import { describe, expect, it } from 'vitest';
import { type DemoMarket } from '../../../electron/demo-market';
import { createMessagesRepo } from '../../../electron/core/domains/messages/messages-repo';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();

async function station(orders = 60) {
  const market: DemoMarket = closing(await startTestMarket({ orders, api: '2026' }));
  const signed = await signedInCore(market, { api: '2026' });
  closing(signed.core);
  const db = localDb(signed.core);
  const repo = createMessagesRepo(db);
  const run = () => signed.core.sync.runOnce({ accountId: signed.accountId, streams: ['buyers'] });
  return { market, db, repo, run, ...signed };
}

const queries = (market: DemoMarket, path: string) =>
  market.control
    .requestLog({ path: `^${path}$` })
    .map((e) => ({ query: new URLSearchParams(e.query), status: e.status }));

describe('the message center of the 2026 marketplace (beta.v1) in the local copy', () => {
  it('keeps every thread with its type, and each message with its author’s role, order and attachment ids', async () => {
    const s = await station();
    await s.run();
    const server = s.market.control.messaging()!;
    const local = s.repo.list(s.accountId, { unread: false, offset: 0, limit: 100 });
    expect(local.total).toBe(server.threads.length);
    for (const t of server.threads) {
      expect(local.rows.find((r) => r.id === t.id)).toMatchObject({
        type: t.type ?? 'COMMON',
        subType: t.subType ?? null,
      });
      const mine = s.repo.messages(s.accountId, t.id);
      const theirs = server.messages.filter((m) => m.threadId === t.id);
      expect(mine.map((m) => m.id).sort()).toEqual(theirs.map((m) => m.id).sort());
      for (const m of theirs) {
        const kept = mine.find((x) => x.id === m.id)!;
        expect(kept).toMatchObject({
          authorRole: m.author.toUpperCase(),
          fromBuyer: m.author === 'buyer',
          orderId: m.orderId,
        });
        expect(kept.attachments.map((a) => a.id)).toEqual(m.attachmentIds);
      }
    }
    const problems = s.repo.list(s.accountId, {
      unread: false,
      type: 'POST_PURCHASE_ISSUE',
      offset: 0,
      limit: 100,
    });
    expect(problems.total).toBe(3);
    expect(problems.rows.every((t) => t.orderId !== null && t.subType !== null)).toBe(true);
    const opening = s.repo.messages(s.accountId, problems.rows[0]!.id)[0]!;
    expect(opening).toMatchObject({ authorRole: 'SYSTEM', fromBuyer: false });
    // Every read went in beta.v1: public.v1 would have hidden the problems, and offset and limit are not sent.
    for (const { query, status } of [
      ...queries(s.market, '/messaging/threads'),
      ...queries(s.market, '/messaging/threads/[^/]+/messages'),
    ]) {
      expect(status).toBe(200);
      expect(query.has('offset') || query.has('limit')).toBe(false);
    }
  });

  it('lists more threads than a page by page.id over several turns, keeping its place between turns', async () => {
    const s = await station(400);
    for (let i = 0; i < 110; i++) s.market.control.buyerMessage({ newBuyer: true });
    const threads = s.market.control.messaging()!.threads;
    // More pages than a turn's five requests.
    expect(threads.length).toBeGreaterThan(120);
    const places: unknown[] = [];
    const place = s.db.prepare<[], { body: string }>(
      "SELECT body FROM reference_data WHERE kind = 'message-threads:cursor'",
    );
    const reader = (await import('../../../electron/core/domains/messages/threads-sync'))
      .messageThreadsReader;
    const read = reader.read.bind(reader);
    reader.read = async (ctx) => {
      const outcome = await read(ctx);
      places.push(JSON.parse(place.get()!.body));
      return outcome;
    };
    try {
      await s.run();
    } finally {
      reader.read = read;
    }
    const listed = queries(s.market, '/messaging/threads');
    const pageIds = listed.map((e) => e.query.get('page.id'));
    expect(pageIds[0]).toBeNull();
    expect(pageIds.filter((id) => id !== null).length).toBeGreaterThanOrEqual(2);
    // The place kept after a turn that stopped mid-list is the page the next turn asks for.
    const kept = places.map((p) => (p as { pageId: string | null }).pageId).filter((id) => id !== null);
    expect(kept.length).toBeGreaterThan(0);
    for (const id of kept) expect(pageIds).toContain(id);
    expect(places.at(-1)).toEqual({ pageId: null });
    expect(s.repo.list(s.accountId, { unread: false, offset: 0, limit: 100 }).total).toBe(threads.length);
    expect(s.repo.due(s.accountId, 1)).toEqual([]);
  });

  it('reads only the new messages of a thread a buyer wrote in, after the newest it has', async () => {
    const s = await station();
    await s.run();
    const quiet = s.market.control.messaging()!.threads.find((t) => t.read && !t.type)!;
    s.market.control.advanceClock({ seconds: 60 });
    const wrote = s.market.control.buyerMessage({ threadId: quiet.id, text: 'Czy paczka już wyszła?' })!;
    s.market.control.clearRequestLog();
    await s.run();
    const read = queries(s.market, `/messaging/threads/${quiet.id}/messages`);
    expect(read).toHaveLength(1);
    expect(read[0]!.query.get('after')).toEqual(expect.any(String));
    expect(s.repo.messages(s.accountId, quiet.id).at(-1)).toMatchObject({
      id: wrote.messageId,
      authorRole: 'BUYER',
      fromBuyer: true,
    });
  });
});
