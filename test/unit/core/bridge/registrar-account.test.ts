import { describe, expect, it } from 'vitest';
import { channelNames, type Handlers } from '../../../../shared/contract';
import { createRegistrar } from '../../../../electron/core/bridge/registrar';
import { AppError } from '../../../../electron/core/kernel/errors';
import { silentLogger } from '../../../../electron/core/kernel/logger';

/** Every channel fails the call if it is reached, unless a test gives it a handler. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unused = Object.fromEntries(
    channelNames.map((name) => [
      name,
      () => {
        throw new AppError('INTERNAL', `${name} reached`);
      },
    ]),
  ) as unknown as Handlers;
  return { ...unused, ...overrides };
}

const trusted = { trusted: true };
const registrar = (h = handlers(), active: string | null = null) =>
  createRegistrar<{ trusted: boolean }>({
    handlers: h,
    isTrustedSender: (s) => s.trusted,
    activeAccountId: () => active,
    logger: silentLogger,
  });

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
