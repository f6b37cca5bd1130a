import { appErrorOf } from '../../helpers/app-error';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb } from '../../helpers/core';
import {
  messageCenter,
  sellerMessages as onMarket,
  settledAs as settled,
} from '../../helpers/message-center';

const closing = closeAfterEach();

async function station() {
  const s = await messageCenter('2026', closing);
  return { ...s, all: s.core.messages.list(s.accountId, { unread: false, offset: 0, limit: 50 }).rows };
}

describe('replies on the 2026 marketplace carry their order', () => {
  it('a reply in a COMMON thread goes to the buyer with the thread’s order, and stays in that thread', async () => {
    const s = await station();
    const thread = s.all.find((t) => t.type === 'COMMON' && t.orderId !== null)!;
    const change = s.core.actions.messages.reply(s.accountId, thread.id, 'Wysyłamy jutro rano.', []);
    expect(change.fields).toMatchObject({ orderId: thread.orderId, via: 'order' });
    s.core.start();
    await settled(s.core, change.id, 'sent');
    const [posted] = onMarket(s.market, 'Wysyłamy jutro rano.');
    expect(posted).toMatchObject({ threadId: thread.id, orderId: thread.orderId });
    const local = s.core.messages.thread(s.accountId, thread.id).messages.at(-1)!;
    expect(local).toMatchObject({
      id: posted!.id,
      state: 'sent',
      orderId: thread.orderId,
      authorRole: 'SELLER',
    });
  });

  it('a thread with no order known: the seller is told why, then picks one of the buyer’s orders', async () => {
    const s = await station();
    const thread = s.all.find((t) => t.type === 'COMMON' && t.orderId !== null)!;
    // As a thread whose messages named no order.
    localDb(s.core).prepare('UPDATE messages SET order_id = NULL WHERE thread_id = ?').run(thread.id);
    const refused = appErrorOf(() =>
      s.core.actions.messages.reply(s.accountId, thread.id, 'Dzień dobry', []),
    );
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.userMessage).toContain(thread.login);
    const orders = s.core.messages.buyerOrders(s.accountId, thread.id);
    expect(orders.length).toBeGreaterThan(0);
    const other = s.all.find((t) => t.login !== thread.login)!;
    const foreign = s.core.messages.buyerOrders(s.accountId, other.id)[0]!;
    expect(
      appErrorOf(() => s.core.actions.messages.reply(s.accountId, thread.id, 'Dzień dobry', [], foreign.id))
        .code,
    ).toBe('VALIDATION_FAILED');
    expect(s.core.messages.thread(s.accountId, thread.id).messages.map((m) => m.text)).not.toContain(
      'Dzień dobry',
    );
    const change = s.core.actions.messages.reply(s.accountId, thread.id, 'Dzień dobry', [], orders[0]!.id);
    s.core.start();
    await settled(s.core, change.id, 'sent');
    expect(onMarket(s.market, 'Dzień dobry')).toEqual([
      expect.objectContaining({ threadId: thread.id, orderId: orders[0]!.id }),
    ]);
  });

  it('a problem with a purchase is answered in its own thread, about its order', async () => {
    const s = await station();
    const problem = s.all.find((t) => t.type === 'POST_PURCHASE_ISSUE')!;
    const change = s.core.actions.messages.reply(s.accountId, problem.id, 'Zwrot wysłaliśmy wczoraj.', []);
    expect(change.fields).toMatchObject({ orderId: problem.orderId, via: 'thread' });
    s.core.start();
    await settled(s.core, change.id, 'sent');
    expect(onMarket(s.market, 'Zwrot wysłaliśmy wczoraj.')).toEqual([
      expect.objectContaining({ threadId: problem.id }),
    ]);
    expect(s.core.messages.thread(s.accountId, problem.id).messages.at(-1)).toMatchObject({
      state: 'sent',
      orderId: problem.orderId,
    });
  });

  it('a message repeating the marketplace’s own notice is refused once, with its words, and not sent again', async () => {
    const s = await station();
    // The seller had the last word, so the marketplace does not take it as an answer to the buyer.
    const server = s.market.control.messaging()!;
    const thread = s.all.find(
      (t) =>
        t.type === 'COMMON' &&
        t.orderId !== null &&
        server.messages.filter((m) => m.threadId === t.id).at(-1)?.author === 'seller',
    )!;
    s.core.start();
    const text = 'Zamówienie zostało wysłane, numer przesyłki: 123456789.';
    const change = s.core.actions.messages.reply(s.accountId, thread.id, text, []);
    const failed = await settled(s.core, change.id, 'failed');
    expect(failed.errors[0]).toMatchObject({ code: 'MESSAGE_REPEATS_NOTIFICATION' });
    const shown = s.core.messages.thread(s.accountId, thread.id).messages.at(-1)!;
    expect(shown).toMatchObject({ state: 'failed', text });
    expect(shown.error).toMatch(/Allegro/);
    const posts = () => s.market.control.requestLog({ path: '^/messaging/messages$' }).length;
    const count = posts();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(posts()).toBe(count);
    expect(onMarket(s.market, text)).toEqual([]);
  });

  it('a reply whose answer was lost is found in the thread, never posted twice', async () => {
    const s = await station();
    const thread = s.all.find((t) => t.type === 'COMMON' && t.orderId !== null)!;
    s.market.control.addFault({
      kind: 'drop',
      share: 1,
      path: '^/messaging/messages$',
      method: 'POST',
      count: 1,
    });
    const change = s.core.actions.messages.reply(s.accountId, thread.id, 'Paczka czeka na kuriera.', []);
    s.core.start();
    await settled(s.core, change.id, 'sent');
    const posted = onMarket(s.market, 'Paczka czeka na kuriera.');
    expect(posted).toHaveLength(1);
    expect(
      s.core.messages
        .thread(s.accountId, thread.id)
        .messages.filter((m) => m.text === 'Paczka czeka na kuriera.'),
    ).toEqual([expect.objectContaining({ id: posted[0]!.id, state: 'sent' })]);
  });
});
