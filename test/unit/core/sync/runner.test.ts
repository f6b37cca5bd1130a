import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../electron/core/kernel/errors';
import { MarketError } from '../../../../electron/core/market/market-error';
import { runnerHarness } from '../../../helpers/account-runner';

const offline = () =>
  new MarketError('OFFLINE', 'unreachable', {
    status: 0,
    marketCode: null,
    path: null,
    method: 'GET',
    url: 'x',
    requestPath: '/x',
  });

const harness = runnerHarness;

/** How long a test waits for the runner to get somewhere, and how often it looks. */
const wait = { timeout: 5000, interval: 5 };

describe('account runner', () => {
  it('goes offline on a network failure, probes with growing pauses, and resumes as soon as the marketplace answers', async () => {
    let ordersCalls = 0;
    let probeAnswers = 0;
    const h = harness(
      {
        orders: () => {
          ordersCalls++;
          return ordersCalls === 1 ? Promise.reject(offline()) : Promise.resolve({ more: false });
        },
      },
      () => (++probeAnswers <= 3 ? Promise.reject(offline()) : Promise.resolve({ status: 200, data: {} })),
    );
    h.runner.start();
    await vi.waitFor(() => expect(h.runner.live().connection).toBe('offline'), wait);
    expect(h.runner.live().streams.orders.state).toBe('queued');
    await vi.waitFor(() => expect(ordersCalls).toBe(2), wait);
    expect(h.runner.live().connection).toBe('online');
    expect(h.probes).toHaveLength(4);
    const gaps = h.probes.slice(1).map((t, i) => t - h.probes[i]!);
    // 40, 80, 160 ms: doubling up to the maximum.
    expect(gaps[0]!).toBeGreaterThanOrEqual(75);
    expect(gaps[2]!).toBeGreaterThanOrEqual(150);
    await h.runner.stop();
  });

  it('waits for the end of a 429 block before the stream runs again', async () => {
    const calls: number[] = [];
    const blockEnd = Date.now() + 300;
    const h = harness(
      {
        offers: () => {
          calls.push(Date.now());
          return calls.length === 1
            ? Promise.reject(new AppError('RATE_LIMITED', 'blocked'))
            : Promise.resolve({ more: false });
        },
      },
      () => Promise.resolve({}),
      () => (Date.now() < blockEnd ? blockEnd : null),
    );
    h.runner.start();
    await vi.waitFor(() => expect(calls).toHaveLength(2), wait);
    expect(calls[1]!).toBeGreaterThanOrEqual(blockEnd);
    const row = h.db.prepare("SELECT last_error FROM sync_streams WHERE stream = 'offers'").get() as {
      last_error: string | null;
    };
    expect(row.last_error).toBeNull();
    await h.runner.stop();
  });

  it('runs a stream at once when asked instead of at its next poll, and records errors', async () => {
    let ratings = 0;
    const h = harness(
      {
        ratings: () => {
          ratings++;
          return ratings === 2
            ? Promise.reject(new AppError('MARKET_ERROR', 'boom', { userMessage: 'Błąd' }))
            : Promise.resolve({ more: false });
        },
      },
      () => Promise.resolve({}),
    );
    h.runner.start();
    await vi.waitFor(
      () => expect([ratings, h.runner.live().streams.ratings.state]).toEqual([1, 'idle']),
      wait,
    );
    h.runner.wake(['ratings']);
    await vi.waitFor(
      () => expect([ratings, h.runner.live().streams.ratings.state]).toEqual([2, 'error']),
      wait,
    );
    const row = h.db.prepare("SELECT last_error FROM sync_streams WHERE stream = 'ratings'").get() as {
      last_error: string;
    };
    expect(JSON.parse(row.last_error)).toMatchObject({ code: 'MARKET_ERROR', userMessage: 'Błąd' });
    expect(h.statusChanges()).toBeGreaterThan(0);
    await h.runner.stop();
  });

  it('stops for an account that must sign in again, and starts again when asked', async () => {
    let profile = 0;
    const h = harness(
      {
        profile: () =>
          ++profile === 1
            ? Promise.reject(new AppError('AUTH_EXPIRED', 'signed out'))
            : Promise.resolve({ more: false }),
      },
      () => Promise.resolve({}),
    );
    h.runner.start();
    await vi.waitFor(() => expect([profile, h.runner.live().running]).toEqual([1, false]), wait);
    h.runner.wake();
    await vi.waitFor(() => expect(profile).toBe(2), wait);
    await h.runner.stop();
  });

  it('a pass of every stream once runs a stream again when a later one wakes it, and only a stream asked for', async () => {
    const turns: string[] = [];
    const h = harness(
      {
        profile: () => (turns.push('profile'), Promise.resolve({ more: false })),
        offers: (ctx) => {
          turns.push('offers');
          ctx.wake(['profile']);
          return Promise.resolve({ more: false });
        },
        orders: () => (turns.push('orders'), Promise.resolve({ more: false })),
      },
      () => Promise.resolve(),
    );
    await h.runner.runOnce();
    // The orders lead; the profile runs again after the offers woke it.
    expect(turns[0]).toBe('orders');
    expect(turns.slice(1).sort()).toEqual(['offers', 'profile', 'profile']);
    expect(turns.lastIndexOf('profile')).toBeGreaterThan(turns.indexOf('offers'));
    turns.length = 0;
    await h.runner.runOnce(['offers', 'orders']);
    expect(turns).toEqual(['orders', 'offers']);
  });
});
