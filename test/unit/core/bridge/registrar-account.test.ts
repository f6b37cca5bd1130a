import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../../../shared/contract';
import { senderRegistrar, throwingHandlers, trustedSender as trusted } from '../../../helpers/bridge';

/** Every channel fails the call if it is reached, unless a test gives it a handler. */
const handlers = (overrides: Partial<Handlers> = {}): Handlers => ({
  ...throwingHandlers('INTERNAL', 'reached'),
  ...overrides,
});

const registrar = (h = handlers(), active: string | null = null) => senderRegistrar(h, active);

describe('registrar: the account a channel is about', () => {
  it('is the one the call names, else the active one, and the handler receives it', async () => {
    const seen: unknown[] = [];
    const r = registrar(
      handlers({
        'disputes:openCount': (input) => {
          seen.push(input);
          return 3;
        },
      }),
      'active-1',
    );
    expect(await r.dispatch(trusted, 'disputes:openCount', { accountId: 'named-1' })).toEqual({
      ok: true,
      data: 3,
    });
    expect(await r.dispatch(trusted, 'disputes:openCount', {})).toEqual({ ok: true, data: 3 });
    expect(seen).toEqual([{ accountId: 'named-1' }, { accountId: 'active-1' }]);
  });

  it('without any answers the declared empty answer or NO_ACCOUNT, and calls no handler', async () => {
    const r = registrar(); // a handler reached would fail the call
    expect(await r.dispatch(trusted, 'disputes:openCount', {})).toEqual({ ok: true, data: 0 });
    expect(await r.dispatch(trusted, 'disputes:list', {})).toEqual({
      ok: true,
      data: { rows: [], total: 0 },
    });
    const answer = await r.dispatch(trusted, 'disputes:get', { disputeId: 'd1' });
    expect(answer).toMatchObject({ ok: false, error: { code: 'NO_ACCOUNT' } });
  });

  it('gives each call its own copy of an empty answer', async () => {
    const r = registrar();
    const first = await r.dispatch(trusted, 'orders:list', {});
    if (first.ok) (first.data as { rows: unknown[] }).rows.push('changed');
    expect(await r.dispatch(trusted, 'orders:list', {})).toEqual({
      ok: true,
      data: { rows: [], total: 0 },
    });
  });

  it('is not looked for on a channel that concerns no one account', async () => {
    const r = registrar(
      handlers({ 'outbox:counts': () => ({ pending: 0, failed: 0, sending: 0 }) as never }),
    );
    expect(await r.dispatch(trusted, 'outbox:counts', undefined)).toMatchObject({ ok: true });
  });
});
