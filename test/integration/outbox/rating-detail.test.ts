import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import type { RatingRow } from '../../../shared/ratings';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { trustedBridge } from '../../helpers/bridge';

const closing = closeAfterEach();

describe('one rating for its open detail', () => {
  it('answers the rating as the list shows it, with the answer and the removal request waiting, then sent', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const on = market;
    const { core, accountId } = await signedInCore(on, { clock: { now: () => on.control.now().ms } });
    closing(core);
    await core.sync.runOnce();
    const bridge = trustedBridge(core);
    const now = on.control.now().ms;
    const rows = core.queries.ratings.list({ accountId, sort: '-lastChangedAt', offset: 0, limit: 100 }).rows;
    const removable = rows.find(
      (r) =>
        r.answer === null &&
        !r.removalRequested &&
        r.removalPossibleTo !== null &&
        Date.parse(r.removalPossibleTo) > now,
    );
    if (!removable) throw new Error('the generated shop has no unanswered rating that may still be removed');

    const get = async (): Promise<RatingRow> => {
      const answer = await bridge.dispatch(null, 'ratings:get', { ratingId: removable.id });
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.data as RatingRow;
    };
    expect(await get()).toEqual(removable);
    expect(removable.removalRequest).toBeNull();

    const answer = core.actions.ratings.answer(accountId, removable.id, 'Dziękujemy!');
    const removal = core.actions.ratings.requestRemoval(accountId, removable.id, 'Ocena innej transakcji.');
    expect(await get()).toMatchObject({
      answer: { createdAt: null, message: 'Dziękujemy!' },
      answerChange: { changeId: answer.id, state: 'waiting' },
      removalRequested: true,
      removalRequest: { createdAt: null, message: 'Ocena innej transakcji.' },
      removalChange: { changeId: removal.id, state: 'waiting' },
    });

    core.start();
    expect(await core.outbox.settled(answer.id)).toMatchObject({ state: 'sent' });
    expect(await core.outbox.settled(removal.id)).toMatchObject({ state: 'sent' });
    const sent = await get();
    expect(sent).toMatchObject({
      answerChange: { state: 'sent' },
      removalChange: { state: 'sent' },
      removalRequest: { message: 'Ocena innej transakcji.' },
    });
    expect(Date.parse(sent.removalRequest!.createdAt!)).toBeGreaterThanOrEqual(
      Date.parse(removable.createdAt),
    );
    expect(on.control.ratings({ sellerId: MAIN_SELLER_ID }).find((r) => r.id === removable.id)).toMatchObject(
      {
        answer: 'Dziękujemy!',
        removalRequested: true,
      },
    );
  });

  it('is NOT_FOUND for a rating the local copy does not hold, and refuses a ratingId that is not text', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core } = await signedInCore(market);
    closing(core);
    const bridge = trustedBridge(core);
    expect(await bridge.dispatch(null, 'ratings:get', { ratingId: 'no-such-rating' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await bridge.dispatch(null, 'ratings:get', { ratingId: 5 })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });
});
