import { describe, expect, it } from 'vitest';
import { channelNames, type Handlers } from '../../../../shared/contract';
import { createRegistrar } from '../../../../electron/core/bridge/registrar';
import { AppError } from '../../../../electron/core/app/errors';
import { silentLogger } from '../../../../electron/core/system/logger';
import { defaultSettings } from '../../../../shared/settings';

/** Every channel answers "not here" unless a test gives it a handler. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unused = Object.fromEntries(
    channelNames.map((name) => [
      name,
      () => {
        throw new AppError('NOT_FOUND', `${name} unused here`);
      },
    ]),
  ) as unknown as Handlers;
  return {
    ...unused,
    'app:info': () => ({ version: '1.0.0', dataDir: '/data', host: 'web' as const, environments: [] }),
    'settings:get': () => defaultSettings,
    'settings:set': (patch) => Promise.resolve({ ...defaultSettings, ...patch }),
    ...overrides,
  };
}

const trusted = { trusted: true };
const registrar = (h = handlers()) =>
  createRegistrar<{ trusted: boolean }>({
    handlers: h,
    isTrustedSender: (s) => s.trusted,
    logger: silentLogger,
  });

describe('registrar', () => {
  it('answers a valid call with the handler result in an ok envelope', async () => {
    expect(await registrar().dispatch(trusted, 'settings:set', { language: 'en' })).toEqual({
      ok: true,
      data: { ...defaultSettings, language: 'en' },
    });
  });

  it('refuses a foreign sender before parsing or calling anything', async () => {
    let called = false;
    const r = registrar(
      handlers({ 'settings:get': () => ((called = true), Promise.resolve(defaultSettings)) }),
    );
    const result = await r.dispatch({ trusted: false }, 'settings:get', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    expect(called).toBe(false);
  });

  it.each([
    ['a wrong enum value', { language: 'de' }],
    ['an unknown field', { language: 'en', admin: true }],
    ['a wrong type', { theme: 1 }],
    ['a string where an object belongs', 'en'],
  ])('rejects %s with VALIDATION_FAILED', async (_what, input) => {
    const result = await registrar().dispatch(trusted, 'settings:set', input);
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('rejects input on a channel that takes none', async () => {
    const result = await registrar().dispatch(trusted, 'app:info', { sneaky: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('rejects an unknown channel, including inherited object keys', async () => {
    for (const name of ['orders:drop', 'constructor', '__proto__', 'toString']) {
      const result = await registrar().dispatch(trusted, name, undefined);
      expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    }
  });

  it('passes an AppError through with its code, user message and trace id', async () => {
    const r = registrar(
      handlers({
        'settings:get': () =>
          Promise.reject(
            new AppError('MARKET_ERROR', 'boom', { userMessage: 'Oferta jest zablokowana', traceId: 't-1' }),
          ),
      }),
    );
    expect(await r.dispatch(trusted, 'settings:get', undefined)).toEqual({
      ok: false,
      error: {
        code: 'MARKET_ERROR',
        message: 'boom',
        userMessage: 'Oferta jest zablokowana',
        traceId: 't-1',
      },
    });
  });

  it.each([
    ['returns a value', () => defaultSettings, { ok: true, data: defaultSettings }],
    ['resolves a promise', () => Promise.resolve(defaultSettings), { ok: true, data: defaultSettings }],
    [
      'throws synchronously',
      () => {
        throw new AppError('CONFLICT', 'busy');
      },
      { ok: false, error: { code: 'CONFLICT', message: 'busy' } },
    ],
    [
      'rejects',
      () => Promise.reject(new AppError('CONFLICT', 'busy')),
      { ok: false, error: { code: 'CONFLICT', message: 'busy' } },
    ],
  ])('answers the same envelope whether a handler %s', async (_what, handler, envelope) => {
    const r = registrar(handlers({ 'settings:get': handler }));
    expect(await r.dispatch(trusted, 'settings:get', undefined)).toEqual(envelope);
  });

  it('hides the details of an unexpected error behind INTERNAL', async () => {
    const r = registrar(
      handlers({ 'settings:get': () => Promise.reject(new Error('SELECT * FROM secrets')) }),
    );
    const result = await r.dispatch(trusted, 'settings:get', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(result)).not.toContain('secrets');
  });

  it('maps a full disk to DISK_FULL', async () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const r = registrar(handlers({ 'settings:get': () => Promise.reject(full) }));
    expect(await r.dispatch(trusted, 'settings:get', undefined)).toMatchObject({
      ok: false,
      error: { code: 'DISK_FULL' },
    });
  });

  it('lists every contract channel', () => {
    expect([...registrar().channelNames].sort()).toEqual([...channelNames].sort());
  });
});
