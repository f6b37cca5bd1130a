import { describe, expect, it, vi } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { startTestMarket } from '../../helpers/demo-market';
import { offerStation } from '../../helpers/offer-station';

const wait = { timeout: 60_000, interval: 100 };
/** The marketplace's clock runs: its background work (an accepted edit) finishes in seconds. */
const running = { frozenClock: false } as const;

let market: DemoMarket | null = null;
const closing = closeAfterEach();
/** A signed-in station with one live buy-now offer read in full (its images and description known). */
const station = (on: DemoMarket) => offerStation(on, closing, { detail: true });

describe("an offer's description through the outbox", () => {
  it('is cleaned before it is stored and sent: the marketplace holds the clean HTML', async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer } = await station(market);
    const hostile =
      '<h2 style="color:red">Kubek</h2><p onclick="steal()">Pojemność <b>300 ml</b><script>alert(1)</script>' +
      '<img src=x onerror="alert(2)"></p><ul><li>mycie w zmywarce<li>nie do mikrofali';
    const clean =
      '<h2>Kubek</h2><p>Pojemność <b>300 ml</b>&lt;script&gt;alert(1)&lt;/script&gt;' +
      '&lt;img src=x onerror="alert(2)"&gt;</p><ul><li>mycie w zmywarce</li><li>nie do mikrofali</li></ul>';
    const sent = { sections: [{ items: [{ type: 'TEXT', content: clean }] }] };

    const [change] = core.actions.offers.change(accountId, offer.id, {
      description: { sections: [{ items: [{ type: 'TEXT', content: hostile }] }] },
    });
    // What is stored, and what the local copy shows at once, is already the clean HTML.
    expect(change!.fields).toEqual({ description: sent });
    expect(change!.previous).toEqual({ description: offer.description });
    expect(core.queries.offers.get(accountId, offer.id)).toMatchObject({
      description: sent,
      waiting: ['description'],
    });

    core.start();
    expect(await core.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offer({ id: offer.id })!.description).toBe(clean);
    await vi.waitFor(
      () =>
        expect(core.queries.offers.get(accountId, offer.id)).toMatchObject({
          description: sent,
          waiting: [],
        }),
      wait,
    );
  });

  it("refuses at `description`, before storing anything, a picture that is not among the offer's images", async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer } = await station(market);
    expect(offer.images.length).toBeGreaterThan(0);
    const picture = (url: string) => ({
      sections: [
        {
          items: [
            { type: 'IMAGE', url },
            { type: 'TEXT', content: '<p>Zestaw</p>' },
          ],
        },
      ],
    });

    expect(() =>
      core.actions.offers.change(accountId, offer.id, {
        description: picture('https://example.invalid/not-in-images.jpg'),
      }),
    ).toThrow(
      /^description\.sections\.0\.items\.0: A picture in the description must be one of the offer's images/,
    );
    expect(core.outbox.counts([accountId]).waiting).toBe(0);
    expect(core.outbox.history(accountId, 'offer', offer.id)).toEqual([]);
    expect(core.queries.offers.get(accountId, offer.id).description).toEqual(offer.description);

    // One of its own images is let through, and the marketplace takes it.
    const [change] = core.actions.offers.change(accountId, offer.id, {
      description: picture(offer.images[0]!),
    });
    core.start();
    expect(await core.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offer({ id: offer.id })!.description).toBe('<p>Zestaw</p>');
  });
});
