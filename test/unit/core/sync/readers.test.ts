import { describe, expect, it } from 'vitest';
import { MarketError } from '../../../../electron/core/market/market-error';
import type { StreamContext } from '../../../../electron/core/sync/context';
import { readersStream, type StreamReader } from '../../../../electron/core/sync/readers';
import { silentLogger } from '../../../../electron/core/kernel/logger';
import { defaultSyncOptions } from '../../../../electron/core/sync/options';

const marketError = (status: number) =>
  new MarketError(status === 0 ? 'OFFLINE' : 'MARKET_ERROR', `status ${status}`, {
    status,
    marketCode: null,
    path: null,
    method: 'GET',
    url: 'x',
    requestPath: '/x',
  });

/** The marks of parts not served, kept in a map as migration 070's table keeps them. */
function unofferedMarks() {
  const marks = new Map<string, { path: string; status: number }>();
  return {
    marks,
    skipped: (_a: string, part: string) => marks.has(part),
    mark: (_a: string, part: string, found: { path: string; status: number }) =>
      void marks.set(part, { path: found.path, status: found.status }),
    clear: (_a: string, part: string) => marks.delete(part),
    list: () => [],
  };
}

function context(now = () => 0, asked = false, api: 'documents' | '2026' = 'documents') {
  const changed: string[][] = [];
  const unoffered = unofferedMarks();
  const ctx = {
    accountId: 'a',
    stream: 'money',
    client: { environment: { api } },
    repos: { unoffered },
    statusChanged: () => undefined,
    clock: { now },
    options: defaultSyncOptions,
    asked,
    logger: silentLogger,
    progress: () => undefined,
    changed: (tables: string[]) => changed.push(tables),
    signal: new AbortController().signal,
  } as unknown as StreamContext;
  return { ctx, changed, unoffered: unoffered.marks };
}

function reader(
  name: string,
  outcome: () => Promise<{ changed: boolean; more: boolean }>,
  ran: string[],
  part: Partial<StreamReader> = {},
) {
  return {
    name,
    lists: [`/${name}`],
    ...part,
    tables: [name],
    read: () => {
      ran.push(name);
      return outcome();
    },
    count: () => 0,
  } as unknown as StreamReader;
}

const ok =
  (changed: boolean, more = false) =>
  () =>
    Promise.resolve({ changed, more });

const notServedAt = (path: string) =>
  new MarketError('NOT_FOUND', 'gone', {
    status: 404,
    marketCode: null,
    path: null,
    method: 'GET',
    url: `http://m${path}`,
    requestPath: path,
  });

describe('a stream of readers', () => {
  it('skips a reader whose list the marketplace does not serve, marks it, and the others go on', async () => {
    const ran: string[] = [];
    const { ctx, unoffered } = context();
    const run = readersStream([
      reader('billing', () => Promise.reject(notServedAt('/billing')), ran),
      reader('payments', ok(true), ran),
    ]);
    expect(await run(ctx)).toEqual({ more: false });
    expect([...unoffered]).toEqual([['billing', { path: '/billing', status: 404 }]]);
    // Within the day it is not asked again.
    expect(await run({ ...ctx, asked: true })).toEqual({ more: false });
    expect(ran).toEqual(['billing', 'payments', 'payments']);
  });

  it("fails on a 404 of a path that is not one of the reader's lists (one item gone is not the part)", async () => {
    const { ctx, unoffered } = context();
    const run = readersStream([reader('billing', () => Promise.reject(notServedAt('/billing/7')), [])]);
    await expect(run(ctx)).rejects.toThrow('gone');
    expect(unoffered.size).toBe(0);
  });

  it('runs a reader only under the generations that have it', async () => {
    const ran: string[] = [];
    const readers = [
      reader('disputes', ok(false), ran, { servedIn: ['documents'] }),
      reader('threads', ok(false), ran),
    ];
    await readersStream(readers)(context(() => 0, false, '2026').ctx);
    expect(ran).toEqual(['threads']);
    await readersStream(readers)(context(() => 0, false, 'documents').ctx);
    expect(ran).toEqual(['threads', 'disputes', 'threads']);
  });

  it('re-reads the tables of the readers that changed them and has more when any reader has', async () => {
    const ran: string[] = [];
    const { ctx, changed } = context();
    const run = readersStream([reader('billing', ok(true), ran), reader('payments', ok(false, true), ran)]);
    expect(await run(ctx)).toEqual({ more: true });
    expect(ran).toEqual(['billing', 'payments']);
    expect(changed).toEqual([['billing']]);
  });

  it('runs only the readers that had more in the turns that follow, then all of them again', async () => {
    const ran: string[] = [];
    const { ctx } = context();
    let pages = 2;
    const run = readersStream([
      reader('billing', ok(false), ran),
      reader('payments', () => Promise.resolve({ changed: true, more: --pages > 0 }), ran),
      reader('claims', ok(false), ran),
    ]);
    expect(await run(ctx)).toEqual({ more: true });
    expect(await run(ctx)).toEqual({ more: false });
    expect(await run(ctx)).toEqual({ more: false });
    expect(ran).toEqual(['billing', 'payments', 'claims', 'payments', 'billing', 'payments', 'claims']);
  });

  it('runs every reader in a turn that was asked for, not only those a long read left owing', async () => {
    const ran: string[] = [];
    let pages = 2;
    const run = readersStream([
      reader('billing', ok(false), ran),
      reader('payments', () => Promise.resolve({ changed: true, more: --pages > 0 }), ran),
    ]);
    expect(await run(context().ctx)).toEqual({ more: true });
    expect(await run(context(() => 0, true).ctx)).toEqual({ more: false });
    expect(ran).toEqual(['billing', 'payments', 'billing', 'payments']);
  });

  it('reads a part with a poll of its own only when that poll is due, or when the turn was asked for', async () => {
    const ran: string[] = [];
    let now = 0;
    const cases = { ...reader('disputes', ok(false), ran), every: () => 1000 };
    const run = readersStream([reader('threads', ok(false), ran), cases]);
    await run(context(() => now).ctx);
    now = 999;
    await run(context(() => now).ctx);
    await run(context(() => now, true).ctx);
    now = 2000;
    await run(context(() => now).ctx);
    expect(ran).toEqual(['threads', 'disputes', 'threads', 'threads', 'disputes', 'threads', 'disputes']);
  });

  it('lets the others read past a reader the marketplace refused, then fails with that refusal', async () => {
    const ran: string[] = [];
    const { ctx, changed } = context();
    const refused = marketError(500);
    const run = readersStream([
      reader('billing', () => Promise.reject(refused), ran),
      reader('payments', ok(true), ran),
    ]);
    await expect(run(ctx)).rejects.toBe(refused);
    expect(ran).toEqual(['billing', 'payments']);
    expect(changed).toEqual([['payments']]);
  });

  it.each([
    ['offline', marketError(0)],
    ['signed out', marketError(401)],
    ['blocked', marketError(429)],
    ['a fault of the app', new TypeError('x is undefined')],
  ])('ends the turn at once when %s: the other readers stop asking', async (_name, error) => {
    const ran: string[] = [];
    const { ctx, changed } = context();
    let stopped: unknown = null;
    // A reader that would go on asking until its signal tells it to stop.
    const asking = {
      name: 'payments',
      tables: ['payments'],
      read: (turn: StreamContext) =>
        new Promise<never>((_resolve, reject) => {
          ran.push('payments');
          turn.signal.addEventListener('abort', () => {
            stopped = turn.signal.reason;
            reject(new Error('stopped'));
          });
        }),
      count: () => 0,
    } as unknown as StreamReader;
    const run = readersStream([reader('billing', () => Promise.reject(error), ran), asking]);
    await expect(run(ctx)).rejects.toBe(error);
    expect(ran).toEqual(['billing', 'payments']);
    expect(stopped).toBe(error);
    expect(changed).toEqual([]);
  });
});
