import { describe, expect, it, vi } from 'vitest';
import { closeAfterEach } from '../../helpers/cleanup';
import { coreWithDemo } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { offerStation } from '../../helpers/offer-station';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();

describe('closing the core while an outbox step hangs', () => {
  it('ends within its deadline, cuts the request, and the change is sent after the next start', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const dataDir = tempDir('sd-close-deadline-');
    const { core, accountId, offer } = await offerStation(market, closing, { dataDir });
    const stock = (offer.stockAvailable ?? 0) + 7;
    // The marketplace takes 20 s to answer the edit: a step that would hold a quit for that long.
    market.control.addFault({ kind: 'latency', share: 1, method: 'PATCH', ms: 20_000, count: 1 });
    const [change] = core.actions.offers.change(accountId, offer.id, { stock });
    core.start();
    await vi.waitFor(() => expect(core.outbox.get(change!.id)?.state).toBe('sending'), { timeout: 10_000 });
    // The PATCH is on its way (the demo marketplace is sleeping on it).
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = performance.now();
    await core.close({ deadlineMs: 1500 });
    expect(performance.now() - started).toBeLessThan(2500);

    // The change is left as a step cut off mid-send: in `sending`, read back first by whoever sends next, and
    // not counted as a failed try.
    const next = closing(coreWithDemo(market, { dataDir }));
    expect(next.outbox.get(change!.id)).toMatchObject({ state: 'sending', errors: [] });
    next.start();
    expect(await next.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offer({ id: offer.id })!.stock).toBe(stock);
  }, 60_000);

  it('refuses a deadline that is not a number of milliseconds, naming it', async () => {
    const market = closing(await startTestMarket());
    const core = coreWithDemo(market);
    await expect(core.close({ deadlineMs: -1 })).rejects.toThrow(/close deadline .* not -1/);
    // The first close failed before anything stopped; the core still closes.
    closing({ close: () => core.close() });
  });
});
