import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { offerStation } from '../../helpers/offer-station';

const closing = closeAfterEach();

/** The clock of a machine so loaded that every read of it comes a millisecond after the one before. */
function steppingClock() {
  let at = Date.now();
  return { now: () => at++, peek: () => at };
}

/** Whether the promise settles within `ms` of real time. */
async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  const timeout = new AbortController();
  const settled = await Promise.race([
    promise.then(() => true),
    sleep(ms, false, { signal: timeout.signal }).catch(() => false),
  ]);
  timeout.abort();
  return settled;
}

describe('waiting for the outbox to settle', () => {
  it('is told, also when a change comes due between two reads of the clock', async () => {
    const market = closing(await startTestMarket({ offers: 10, orders: 0, ratings: 0 }));
    const clock = steppingClock();
    // The poll is far off: only the worker's own looks can answer the wait, as in a command line where the poll
    // timer (unref'd) keeps nothing alive.
    const { core, accountId, offer } = await offerStation(market, closing, {
      clock,
      outboxOptions: { pollMs: 600_000 },
    });
    core.outbox.start();
    let stock = offer.stockAvailable ?? 0;
    // A change waiting for its next try comes due `ahead` reads of the clock later: one of these lands between the
    // worker's look for due work and its check before telling the waiters.
    for (let ahead = 1; ahead <= 6; ahead++) {
      const [change] = core.actions.offers.change(accountId, offer.id, { stock: ++stock });
      localDb(core)
        .prepare('UPDATE outbox_changes SET next_at = ? WHERE id = ?')
        .run(clock.peek() + ahead, change!.id);
      // Asked again and again until it is sent, each time after a pause (as the command line does), so that no
      // other look of the worker (the one the stored change asked for) is under way when it is asked.
      while (core.outbox.get(change!.id).state !== 'sent') {
        await sleep(2);
        expect(await settlesWithin(core.outbox.idle(), 5000), `due ${ahead} ms ahead`).toBe(true);
        expect(core.outbox.get(change!.id).state).not.toBe('failed');
      }
    }
    expect(market.control.offer({ id: offer.id })!.stock).toBe(stock);
  });
});
