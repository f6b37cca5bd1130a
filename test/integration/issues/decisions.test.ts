import { appErrorOf } from '../../helpers/app-error';
import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { issuesStation, settled } from './station';

const closing = closeAfterEach();

describe('a claim’s decision through the outbox', () => {
  it('waits while the marketplace is unreachable, then is taken once and shown at once', async () => {
    const { market, core, accountId, claim } = await issuesStation(closing);
    market.control.addFault({ kind: 'reset', share: 1, path: '/status$', method: 'POST', count: 2 });
    const change = core.actions.issues.decide(accountId, claim.id, {
      decision: 'ACCEPTED_PARTIAL_REFUND',
      message: 'Zwracamy część ceny.',
      partialRefund: { amount: '10.00', currency: 'PLN' },
    });
    expect(change).toMatchObject({ kind: 'issue.decision', state: 'queued' });
    expect(core.queries.issues.get(accountId, claim.id).decision).toMatchObject({
      decision: 'ACCEPTED_PARTIAL_REFUND',
      state: 'waiting',
    });
    // A second decision while one waits is not stored.
    expect(
      appErrorOf(() =>
        core.actions.issues.decide(accountId, claim.id, { decision: 'REJECTED_OTHER', message: 'Nie' }),
      ).code,
    ).toBe('CONFLICT');
    core.start();
    expect(await settled(core, change.id)).toMatchObject({ state: 'sent' });
    const shown = core.queries.issues.get(accountId, claim.id);
    expect(shown).toMatchObject({ status: 'CLAIM_ACCEPTED', decision: null });
    const server = market.control.issues({ sellerId: MAIN_SELLER_ID })!.find((i) => i.id === claim.id)!;
    expect(server.decision).toEqual({
      status: 'ACCEPTED_PARTIAL_REFUND',
      message: 'Zwracamy część ceny.',
      partialRefund: { amount: '10.00', currency: 'PLN' },
    });
  });

  it('a decision whose answer was lost is read back from the claim, never sent twice', async () => {
    const { market, core, accountId, claim } = await issuesStation(closing);
    market.control.addFault({ kind: 'drop', share: 1, path: '/status$', method: 'POST', count: 1 });
    market.control.clearRequestLog();
    const change = core.actions.issues.decide(accountId, claim.id, {
      decision: 'ACCEPTED_REFUND',
      message: 'Zwracamy pieniądze.',
    });
    core.start();
    expect(await settled(core, change.id)).toMatchObject({ state: 'sent' });
    const posts = market.control.requestLog({ path: `^/sale/issues/${claim.id}/status$` });
    expect(posts.filter((e) => e.method === 'POST')).toHaveLength(1);
    expect(core.queries.issues.get(accountId, claim.id).status).toBe('CLAIM_ACCEPTED');
  });

  it('a refused decision stays shown with the marketplace’s words; a dispute takes none', async () => {
    const { core, accountId, claim, dispute } = await issuesStation(closing);
    expect(
      appErrorOf(() =>
        core.actions.issues.decide(accountId, dispute.id, { decision: 'ACCEPTED_REFUND', message: 'Tak' }),
      ).code,
    ).toBe('VALIDATION_FAILED');
    const change = core.actions.issues.decide(accountId, claim.id, {
      decision: 'ACCEPTED_PARTIAL_REFUND',
      message: 'Część ceny.',
      partialRefund: { amount: '5.00', currency: 'EUR' },
    });
    core.start();
    const failed = await settled(core, change.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]!.userMessage).toMatch(/PLN/);
    expect(core.queries.issues.get(accountId, claim.id)).toMatchObject({
      status: 'CLAIM_SUBMITTED',
      decision: { state: 'failed', error: failed.errors[0]!.userMessage },
    });
    core.outbox.discard(change.id);
    expect(core.queries.issues.get(accountId, claim.id).decision).toBeNull();
  });
});
