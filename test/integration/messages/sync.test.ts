import { describe, expect, it } from 'vitest';
import { type DemoMarket } from '../../../electron/demo-market';
import { createMessagesRepo } from '../../../electron/core/domains/messages/messages-repo';
import { messageThreadsReader } from '../../../electron/core/domains/messages/threads-sync';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();

async function station(orders = 60) {
  const market: DemoMarket = closing(await startTestMarket({ orders }));
  const signed = await signedInCore(market);
  closing(signed.core);
  const repo = createMessagesRepo(localDb(signed.core));
  const run = () => signed.core.sync.runOnce({ accountId: signed.accountId, streams: ['buyers'] });
  return { market, repo, run, ...signed };
}

const messagingRequests = (market: DemoMarket) => market.control.requestLog({ path: '^/messaging/' });

/**
 * Runs the buyers stream until it is caught up (runOnce goes on while a turn has more), counting the requests of
 * each of the reader's turns.
 */
async function untilCaughtUp(s: Awaited<ReturnType<typeof station>>): Promise<number[]> {
  const perTurn: number[] = [];
  const read = messageThreadsReader.read.bind(messageThreadsReader);
  messageThreadsReader.read = async (ctx) => {
    const from = messagingRequests(s.market).length;
    const outcome = await read(ctx);
    perTurn.push(messagingRequests(s.market).length - from);
    return outcome;
  };
  try {
    await s.run();
  } finally {
    messageThreadsReader.read = read;
  }
  return perTurn;
}

describe('the message center in the local copy', () => {
  it('reads every thread and its messages in turns of at most 5 requests, as the marketplace holds them', async () => {
    const s = await station();
    const perTurn = await untilCaughtUp(s);
    expect(perTurn.length).toBeGreaterThan(1);
    for (const n of perTurn) expect(n).toBeLessThanOrEqual(5);
    const server = s.market.control.messaging()!;
    const local = s.repo.list(s.accountId, { unread: false, offset: 0, limit: 100 });
    expect(local.total).toBe(server.threads.length);
    const unread = server.threads
      .filter((t) => !t.read)
      .map((t) => t.id)
      .sort();
    expect(
      s.repo
        .list(s.accountId, { unread: true, offset: 0, limit: 100 })
        .rows.map((t) => t.id)
        .sort(),
    ).toEqual(unread);
    for (const t of server.threads) {
      const mine = s.repo.messages(s.accountId, t.id);
      const theirs = server.messages.filter((m) => m.threadId === t.id);
      expect(mine.map((m) => m.id).sort()).toEqual(theirs.map((m) => m.id).sort());
      expect(mine.every((m) => m.state === 'sent')).toBe(true);
    }
    const withFile = s.repo
      .list(s.accountId, { unread: false, offset: 0, limit: 100 })
      .rows.flatMap((t) => s.repo.messages(s.accountId, t.id))
      .find((m) => m.attachments.length > 0)!;
    expect(withFile.attachments[0]).toMatchObject({ fileName: 'paragon.pdf', mimeType: 'application/pdf' });
  });

  it('then lists one page, and reads only the messages of a thread a buyer wrote in, after the newest it has', async () => {
    const s = await station();
    await untilCaughtUp(s);
    s.market.control.clearRequestLog();
    await s.run();
    expect(messagingRequests(s.market).map((e) => e.path)).toEqual(['/messaging/threads']);

    const quiet = s.market.control.messaging()!.threads.find((t) => t.read)!;
    const before = s.repo.messages(s.accountId, quiet.id).length;
    s.market.control.advanceClock({ seconds: 60 });
    const wrote = s.market.control.buyerMessage({ threadId: quiet.id, text: 'Czy paczka już wyszła?' })!;
    s.market.control.clearRequestLog();
    await s.run();
    const log = messagingRequests(s.market);
    expect(log.map((e) => e.path)).toEqual(['/messaging/threads', `/messaging/threads/${quiet.id}/messages`]);
    expect(new URLSearchParams(log[1]!.query).get('after')).toEqual(expect.any(String));
    const mine = s.repo.messages(s.accountId, quiet.id);
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)).toMatchObject({
      id: wrote.messageId,
      text: 'Czy paczka już wyszła?',
      fromBuyer: true,
    });
    expect(s.repo.view(s.accountId, quiet.id)!.read).toBe(false);
    expect(s.repo.unread(s.accountId)).toBe(
      s.market.control.messaging()!.threads.filter((t) => !t.read).length,
    );
  });

  it('lists more threads than a page over several turns, keeping its place, and reads them all', async () => {
    const s = await station(160);
    for (let i = 0; i < 25; i++) s.market.control.buyerMessage({ newBuyer: true });
    const threads = s.market.control.messaging()!.threads;
    expect(threads.length).toBeGreaterThan(30);
    const perTurn = await untilCaughtUp(s);
    for (const n of perTurn) expect(n).toBeLessThanOrEqual(5);
    const offsets = messagingRequests(s.market)
      .filter((e) => e.path === '/messaging/threads')
      .map((e) => new URLSearchParams(e.query).get('offset'));
    expect(offsets).toContain('20');
    expect(s.repo.list(s.accountId, { unread: false, offset: 0, limit: 100 }).total).toBe(threads.length);
    expect(s.repo.due(s.accountId, 1)).toEqual([]);
  });
});
