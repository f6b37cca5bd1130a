import { appErrorOf } from '../../helpers/app-error';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import type { RatingRow } from '../../../shared/ratings';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { trustedBridge } from '../../helpers/bridge';

const DAY = 24 * 3600_000;

let market: DemoMarket | null = null;
const closing = closeAfterEach();

/**
 * A signed-in station whose clock is the marketplace's (running, so its work finishes), less `lag`: the removal
 * window is the marketplace's 14 days from the rating, and the generated shop lives at its own date.
 */
async function station(on: DemoMarket, options: { fullSyncs?: boolean } = {}) {
  const clock = { lag: 0 };
  const signed = await signedInCore(on, {
    clock: { now: () => on.control.now().ms - clock.lag },
    ...(options.fullSyncs ? { syncOptions: { ratingsFullMs: 0 } } : {}),
  });
  closing(signed.core);
  await signed.core.sync.runOnce();
  return { ...signed, clock };
}

function ratings(core: Core, accountId: string): RatingRow[] {
  return core.queries.ratings.list({ accountId, sort: '-lastChangedAt', offset: 0, limit: 100 }).rows;
}

function rating(core: Core, accountId: string, id: string): RatingRow {
  const found = ratings(core, accountId).find((r) => r.id === id);
  if (!found) throw new Error(`rating ${id} is not in the local copy`);
  return found;
}

/** A rating the marketplace holds without an answer, and one whose removal may still be requested. */
function pick(core: Core, accountId: string, now: number) {
  const all = ratings(core, accountId);
  const unanswered = all.find((r) => r.answer === null);
  const removable = all.find(
    (r) => r.removalPossibleTo !== null && Date.parse(r.removalPossibleTo) > now && !r.removalRequested,
  );
  const closed = all.find((r) => r.removalPossibleTo !== null && Date.parse(r.removalPossibleTo) < now);
  if (!unanswered || !removable || !closed)
    throw new Error('the generated shop lacks a rating the test needs');
  return { unanswered, removable, closed };
}

const held = (on: DemoMarket, id: string) =>
  on.control.ratings({ sellerId: MAIN_SELLER_ID }).find((r) => r.id === id)!;

describe('rating answers and removal requests through the outbox', () => {
  it('shows the answer at once as waiting, sends it, and writes the marketplace answer into the local copy', async () => {
    market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await station(market);
    const { unanswered } = pick(core, accountId, market.control.now().ms);

    const change = core.actions.ratings.answer(accountId, unanswered.id, 'Dziękujemy za zakupy!');
    expect(change).toMatchObject({ state: 'queued', kind: 'rating.answer', entityType: 'rating' });
    expect(change.fields).toEqual({ answer: 'Dziękujemy za zakupy!' });
    expect(change.previous).toEqual({});
    expect(rating(core, accountId, unanswered.id)).toMatchObject({
      answer: { createdAt: null, message: 'Dziękujemy za zakupy!' },
      answerChange: { changeId: change.id, state: 'waiting', message: null },
      removalChange: null,
    });
    expect(
      core.queries.ratings
        .list({ accountId, answered: false, sort: '-lastChangedAt', offset: 0, limit: 100 })
        .rows.map((r) => r.id),
    ).not.toContain(unanswered.id);

    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(held(market, unanswered.id).answer).toBe('Dziękujemy za zakupy!');
    const local = rating(core, accountId, unanswered.id);
    expect(local.answerChange).toMatchObject({ changeId: change.id, state: 'sent' });
    expect(local.answer!.message).toBe('Dziękujemy za zakupy!');
    expect(Date.parse(local.answer!.createdAt!)).toBeGreaterThan(Date.parse(unanswered.createdAt));
  });

  it('keeps a waiting answer through a sync that reads the rating again', async () => {
    market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await station(market, { fullSyncs: true });
    const { unanswered } = pick(core, accountId, market.control.now().ms);
    const change = core.actions.ratings.answer(accountId, unanswered.id, 'Odpowiedź czeka');

    // A complete pass writes every rating the marketplace lists, this one still without an answer there.
    await core.sync.runOnce();
    expect(held(market, unanswered.id).answer).toBeNull();
    expect(rating(core, accountId, unanswered.id)).toMatchObject({
      answer: { message: 'Odpowiedź czeka' },
      answerChange: { state: 'waiting' },
    });

    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent' });
    await core.sync.runOnce();
    expect(rating(core, accountId, unanswered.id)).toMatchObject({
      answer: { message: 'Odpowiedź czeka' },
      answerChange: { state: 'sent' },
    });
  });

  it('requests a removal within its time; refuses one past it in both languages, storing nothing', async () => {
    market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await station(market);
    const { removable, closed } = pick(core, accountId, market.control.now().ms);

    const change = core.actions.ratings.requestRemoval(
      accountId,
      removable.id,
      'Ocena dotyczy innej transakcji.',
    );
    expect(change).toMatchObject({
      kind: 'rating.removal',
      fields: { removal: 'Ocena dotyczy innej transakcji.' },
    });
    expect(rating(core, accountId, removable.id)).toMatchObject({
      removalRequested: true,
      removalChange: { changeId: change.id, state: 'waiting' },
    });
    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent' });
    expect(held(market, removable.id).removalRequested).toBe(true);
    expect(rating(core, accountId, removable.id).removalChange).toMatchObject({ state: 'sent' });

    const before = core.outbox.counts([accountId]);
    const refusal = appErrorOf(() => core.actions.ratings.requestRemoval(accountId, closed.id, 'Za późno'));
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toMatch(/can no longer be requested .*UTC/);
    expect(refusal.userMessage).toMatch(/Nie można już wnioskować o usunięcie .*UTC/);
    expect(core.outbox.counts([accountId])).toEqual(before);
    expect(rating(core, accountId, closed.id)).toMatchObject({
      removalRequested: false,
      removalChange: null,
    });
  });

  it('a removal the marketplace refuses shows its reason and the local copy returns to no request', async () => {
    market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, clock } = await station(market);
    const { removable } = pick(core, accountId, market.control.now().ms);
    // The marketplace's time moves past the window; the station's stays behind it, so it stores the request.
    market.control.advanceClock({ seconds: (15 * DAY) / 1000 });
    clock.lag = 15 * DAY;

    const change = core.actions.ratings.requestRemoval(accountId, removable.id, 'Prośba o usunięcie');
    expect(rating(core, accountId, removable.id).removalRequested).toBe(true);
    core.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    expect(settled.errors[0]!.code).toBe('REMOVAL_NOT_POSSIBLE');
    expect(settled.errors[0]!.userMessage).toMatch(/Nie można już wnioskować o usunięcie/);
    expect(held(market, removable.id).removalRequested).toBe(false);
    expect(rating(core, accountId, removable.id)).toMatchObject({
      removalRequested: false,
      removalChange: { changeId: change.id, state: 'failed', message: settled.errors[0]!.userMessage },
    });
  });

  it('refuses an empty or too long answer and an unknown rating, in both languages', async () => {
    market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await station(market);
    const { unanswered } = pick(core, accountId, market.control.now().ms);
    expect(appErrorOf(() => core.actions.ratings.answer(accountId, unanswered.id, '  '))).toMatchObject({
      code: 'VALIDATION_FAILED',
      userMessage: 'Odpowiedź musi mieć od 1 do 500 znaków.',
    });
    expect(() => core.actions.ratings.answer(accountId, unanswered.id, 'x'.repeat(501))).toThrow(
      'The answer must be 1 to 500 characters long.',
    );
    const unknown = appErrorOf(() => core.actions.ratings.answer(accountId, 'no-such-rating', 'Dziękuję'));
    expect(unknown.code).toBe('NOT_FOUND');
    expect(unknown.userMessage).toMatch(/Oceny no-such-rating nie ma/);
    expect(core.outbox.counts([accountId]).waiting).toBe(0);
    expect(rating(core, accountId, unanswered.id).answer).toBeNull();
  });

  it('answers and refuses through the bridge channels, for the active account', async () => {
    market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId } = await station(market);
    const { unanswered, closed } = pick(core, accountId, market.control.now().ms);
    const bridge = trustedBridge(core);

    const answered = await bridge.dispatch(null, 'ratings:answer', {
      ratingId: unanswered.id,
      text: 'Dzięki!',
    });
    expect(answered).toMatchObject({ ok: true, data: { kind: 'rating.answer', entityId: unanswered.id } });
    expect(rating(core, accountId, unanswered.id).answerChange).toMatchObject({ state: 'waiting' });

    const refused = await bridge.dispatch(null, 'ratings:requestRemoval', {
      ratingId: closed.id,
      message: 'Za późno',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    if (refused.ok) throw new Error('the late removal request was stored');
    expect(refused.error.userMessage).toMatch(/Nie można już wnioskować o usunięcie/);
  });
});
