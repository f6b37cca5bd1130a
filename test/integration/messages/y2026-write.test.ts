import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { ApiGeneration } from '../../../shared/settings';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb } from '../../helpers/core';
import { messageCenter, sellerMessages as onMarket, settledAs } from '../../helpers/message-center';

const closing = closeAfterEach();

async function station(api: ApiGeneration) {
  const s = await messageCenter(api, closing);
  /** An order whose buyer has no thread in the local copy, and one whose buyer has. */
  const orders = localDb(s.core)
    .prepare<[], { id: string; buyer_login: string; thread: string | null }>(
      `SELECT o.id, o.buyer_login, (SELECT t.id FROM message_threads t WHERE t.login = o.buyer_login
         AND t.type = 'COMMON') AS thread
       FROM orders o WHERE o.superseded_by IS NULL AND o.buyer_login <> '' ORDER BY o.bought_at DESC`,
    )
    .all();
  return {
    ...s,
    fresh: orders.find((o) => o.thread === null)!,
    known: orders.find((o) => o.thread !== null)!,
  };
}

const sent = (c: Core, id: number) => settledAs(c, id, 'sent');

type Fault = Parameters<DemoMarket['control']['addFault']>[0];

/** Faults of the marketplace's `/messaging/messages`, every time they apply. */
const toMessages = (market: DemoMarket, ...faults: Omit<Fault, 'share' | 'path'>[]) => {
  for (const fault of faults) market.control.addFault({ share: 1, path: '^/messaging/messages$', ...fault });
};

describe.each(['2026', 'documents'] as const)('writing to the buyer of an order (%s)', (api) => {
  it('starts a thread shown at once; sent, the marketplace has the message with the order and the thread is its', async () => {
    const s = await station(api);
    const change = s.core.actions.messages.write(
      s.accountId,
      s.fresh.id,
      'Czy adres dostawy jest aktualny?',
      [],
    );
    expect(change).toMatchObject({ kind: 'message.start', entityType: 'thread', label: s.fresh.buyer_login });
    const [waiting] = s.core.messages.ofOrder(s.accountId, s.fresh.id);
    expect(waiting).toMatchObject({
      login: s.fresh.buyer_login,
      orderId: s.fresh.id,
      waiting: 1,
      type: 'COMMON',
    });
    expect(s.core.messages.thread(s.accountId, waiting!.id).messages).toEqual([
      expect.objectContaining({ state: 'waiting', orderId: s.fresh.id }),
    ]);
    s.core.start();
    await sent(s.core, change.id);
    const [posted] = onMarket(s.market, 'Czy adres dostawy jest aktualny?');
    expect(posted).toMatchObject({ orderId: s.fresh.id });
    const threads = s.core.messages.ofOrder(s.accountId, s.fresh.id);
    expect(threads.map((t) => t.id)).toEqual([posted!.threadId]);
    expect(s.core.messages.thread(s.accountId, posted!.threadId).messages).toEqual([
      expect.objectContaining({ id: posted!.id, state: 'sent', orderId: s.fresh.id }),
    ]);
    await s.core.sync.runOnce({ accountId: s.accountId, streams: ['buyers'] });
    expect(s.core.messages.ofOrder(s.accountId, s.fresh.id).map((t) => t.id)).toEqual([posted!.threadId]);
  });

  it('a buyer with a thread gets the message in it, about this order', async () => {
    const s = await station(api);
    const change = s.core.actions.messages.write(s.accountId, s.known.id, 'Dosyłamy brakującą część.', []);
    expect(change.entityId).toBe(s.known.thread);
    s.core.start();
    await sent(s.core, change.id);
    expect(onMarket(s.market, 'Dosyłamy brakującą część.')).toEqual([
      expect.objectContaining({ threadId: s.known.thread, orderId: s.known.id }),
    ]);
  });

  it('waits while the marketplace is away, and a message whose answer was lost is posted once', async () => {
    const s = await station(api);
    toMessages(
      s.market,
      { kind: 'status', status: 503, count: 2 },
      { kind: 'drop', method: 'POST', count: 1 },
    );
    const change = s.core.actions.messages.write(s.accountId, s.fresh.id, 'Prosimy o numer telefonu.', []);
    s.core.start();
    await sent(s.core, change.id);
    const posted = onMarket(s.market, 'Prosimy o numer telefonu.');
    expect(posted).toHaveLength(1);
    const local = s.core.messages
      .thread(s.accountId, posted[0]!.threadId)
      .messages.filter((m) => m.text === 'Prosimy o numer telefonu.');
    expect(local).toEqual([expect.objectContaining({ id: posted[0]!.id, state: 'sent' })]);
  });

  it('discarded before it goes, the thread started here goes too', async () => {
    const s = await station(api);
    toMessages(s.market, { kind: 'status', status: 422, count: 1 });
    const change = s.core.actions.messages.write(s.accountId, s.fresh.id, 'To nie przejdzie', []);
    s.core.start();
    expect((await s.core.outbox.settled(change.id)).state).toBe('failed');
    expect(s.core.messages.ofOrder(s.accountId, s.fresh.id)).toHaveLength(1);
    s.core.outbox.discard(change.id);
    expect(s.core.messages.ofOrder(s.accountId, s.fresh.id)).toEqual([]);
  });
});
