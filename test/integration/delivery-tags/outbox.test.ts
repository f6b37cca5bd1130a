import { describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { localOffer, offerStation } from '../../helpers/offer-station';

const closing = closeAfterEach();
const running = { frozenClock: false } as const;

async function station() {
  const market: DemoMarket = closing(await startTestMarket(running));
  const signed = await offerStation(market, closing);
  const { core, accountId, offer } = signed;
  // Each profile run reads a share of the offers' tags: runs until this offer's are in the local copy.
  for (let run = 0; run < 50 && !core.queries.deliveryTags.offer(accountId, offer.id).tagIds; run++)
    await core.sync.runOnce({ accountId, streams: ['profile'] });
  expect(core.queries.deliveryTags.offer(accountId, offer.id).tagIds).toBeDefined();
  return { market, ...signed };
}

describe('an offer’s tags and shipping rate list through the outbox', () => {
  it('assigns tags: shown at once, sent as the whole list, held by the marketplace; undo takes them back', async () => {
    const { market, core, accountId, offer } = await station();
    const tags = core.queries.deliveryTags.tags(accountId);
    const before = core.queries.deliveryTags.offer(accountId, offer.id).tagIds!;
    const wanted = [tags[3]!.id, tags[1]!.id];

    const change = core.actions.deliveryTags.assign(accountId, offer.id, wanted);
    expect(change).toMatchObject({ kind: 'offer.tags', state: 'queued', fields: { tagIds: wanted } });
    expect(change.previous).toEqual({ tagIds: before });
    expect(core.queries.deliveryTags.offer(accountId, offer.id)).toEqual({
      shippingRatesId: expect.any(String) as string,
      tagIds: wanted,
      tagsWaiting: true,
    });
    // A sync meanwhile keeps the seller's tags.
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(core.queries.deliveryTags.offer(accountId, offer.id).tagIds).toEqual(wanted);

    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offerTags({ offerId: offer.id })).toEqual(wanted);
    expect(core.queries.deliveryTags.offer(accountId, offer.id)).toMatchObject({
      tagIds: wanted,
      tagsWaiting: false,
    });

    const [undo] = core.outbox.undo(change.id);
    expect(await core.outbox.settled(undo!.id)).toMatchObject({ state: 'sent', kind: 'offer.tags' });
    expect(market.control.offerTags({ offerId: offer.id })).toEqual(before);
  });

  it('a tag the marketplace refuses shows failed with its words, and the tags before come back', async () => {
    const { market, core, accountId, offer } = await station();
    // A tag the local copy knows and the marketplace no longer has (deleted elsewhere).
    localDb(core)
      .prepare(
        "INSERT INTO seller_tags (account_id, id, name, hidden, position) VALUES (?, 'gone-tag', 'Stary', 0, 99)",
      )
      .run(accountId);
    const before = core.queries.deliveryTags.offer(accountId, offer.id).tagIds;
    core.start();
    const change = core.actions.deliveryTags.assign(accountId, offer.id, ['gone-tag']);
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    expect(settled.errors[0]).toMatchObject({ code: 'TAG_NOT_FOUND' });
    expect(settled.errors[0]!.userMessage).toMatch(/tag/i);
    expect(core.queries.deliveryTags.offer(accountId, offer.id).tagIds).toEqual(before);
    expect(market.control.offerTags({ offerId: offer.id })).toEqual(before);
  });

  it('refuses locally an unknown tag, a tag twice and the same list', async () => {
    const { core, accountId, offer } = await station();
    const tags = core.queries.deliveryTags.tags(accountId);
    const current = core.queries.deliveryTags.offer(accountId, offer.id).tagIds!;
    expect(() => core.actions.deliveryTags.assign(accountId, offer.id, ['nope'])).toThrow(/nope/);
    expect(() => core.actions.deliveryTags.assign(accountId, offer.id, [tags[0]!.id, tags[0]!.id])).toThrow(
      /twice/,
    );
    expect(() => core.actions.deliveryTags.assign(accountId, offer.id, current)).toThrow(/already/);
    // Tags never read: the whole list sent could drop tags set elsewhere, so nothing is stored.
    localDb(core)
      .prepare('DELETE FROM offer_tags WHERE account_id = ? AND offer_id = ?')
      .run(accountId, offer.id);
    expect(() => core.actions.deliveryTags.assign(accountId, offer.id, [tags[0]!.id])).toThrow(
      /not been read/,
    );
    expect(core.outbox.counts([accountId]).waiting).toBe(0);
  });

  it('picks another shipping rate list through the offer edit; the marketplace holds it', async () => {
    const { market, core, accountId, offer } = await station();
    const lists = core.queries.deliveryTags.rateLists(accountId);
    const current = core.queries.deliveryTags.offer(accountId, offer.id).shippingRatesId;
    const other = lists.find((l) => l.id !== current)!;
    const [change] = core.actions.offers.change(accountId, offer.id, { shippingRatesId: other.id });
    expect(change).toMatchObject({ kind: 'offer.edit', fields: { shippingRatesId: other.id } });
    expect(change!.previous).toEqual({ shippingRatesId: current });
    expect(core.queries.deliveryTags.offer(accountId, offer.id).shippingRatesId).toBe(other.id);
    core.start();
    expect(await core.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(market.control.offer({ id: offer.id })!.shippingRatesId).toBe(other.id);
    expect(core.queries.deliveryTags.offer(accountId, offer.id).shippingRatesId).toBe(other.id);
    expect(localOffer(core, accountId, offer.id).name).toBe(offer.name);
  });
});
