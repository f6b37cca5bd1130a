import { describe, expect, it, vi } from 'vitest';
import type { SyncStream } from '../../../../shared/sync-status';
import { AppError } from '../../../../electron/core/kernel/errors';
import type { StreamOutcome, StreamRunner } from '../../../../electron/core/sync/context';
import { runnerHarness } from '../../../helpers/account-runner';

const wait = { timeout: 5000, interval: 5 };

/** A turn that ends when the test says so. */
function held() {
  let end: (outcome: StreamOutcome) => void = () => undefined;
  let started = 0;
  const run: StreamRunner = () => {
    started++;
    return new Promise<StreamOutcome>((resolve) => (end = resolve));
  };
  return { run, end: (outcome: StreamOutcome) => end(outcome), started: () => started };
}

/** Streams that record when each turn starts and ends, and how many turns of each are under way at once. */
function recorded() {
  const log: string[] = [];
  const under = new Map<SyncStream, number>();
  let mostOfOne = 0;
  const stream =
    (name: SyncStream, outcome: () => StreamOutcome = () => ({ more: false })): StreamRunner =>
    async () => {
      log.push(`${name}+`);
      under.set(name, (under.get(name) ?? 0) + 1);
      mostOfOne = Math.max(mostOfOne, under.get(name)!);
      await new Promise((resolve) => setTimeout(resolve, 5));
      under.set(name, under.get(name)! - 1);
      log.push(`${name}-`);
      return outcome();
    };
  return { log, stream, mostOfOne: () => mostOfOne };
}

describe('the account runner runs the streams at once', () => {
  it('on a first sync, the others start once the orders waiting to be packed are in, then run beside the orders', async () => {
    const r = recorded();
    const backfill = held();
    let ordersTurns = 0;
    const h = runnerHarness({
      orders: (ctx) =>
        ++ordersTurns === 1
          ? r.stream('orders', () => ({ more: true, ready: true }))(ctx)
          : backfill.run(ctx),
      offers: r.stream('offers'),
      ratings: r.stream('ratings'),
      money: r.stream('money'),
    });
    h.runner.start();
    await vi.waitFor(() => expect(r.log).toEqual(expect.arrayContaining(['money-', 'ratings-'])), wait);
    // Nothing started before the orders' first turn had ended; everything else ran while the back-fill goes on.
    expect(r.log.slice(0, 2)).toEqual(['orders+', 'orders-']);
    expect(r.log).toContain('offers-');
    expect(backfill.started()).toBe(1);
    expect(h.runner.live().streams.orders.state).toBe('running');
    // The streams that caught up are ready; the orders are not until their history is in.
    expect(h.runner.live().streams.offers.ready).toBe(true);
    expect(h.runner.live().streams.orders.ready).toBe(false);
    backfill.end({ more: false });
    await vi.waitFor(() => expect(h.runner.live().streams.orders.ready).toBe(true), wait);
    await h.runner.stop();
  });

  it('a stream with ever more to do does not hold up the others, and never runs two turns at once', async () => {
    const r = recorded();
    const h = runnerHarness({
      money: r.stream('money', () => ({ more: true })),
      offers: r.stream('offers'),
      buyers: r.stream('buyers'),
    });
    h.runner.start();
    await vi.waitFor(() => expect(r.log).toEqual(expect.arrayContaining(['offers-', 'buyers-'])), wait);
    await vi.waitFor(() => expect(r.log.filter((e) => e === 'money+').length).toBeGreaterThan(3), wait);
    expect(r.mostOfOne()).toBe(1);
    // The others caught up and wait for their polls while the money stream goes on turn after turn.
    expect(h.runner.live().streams.offers.state).toBe('idle');
    expect(r.log.filter((e) => e === 'offers+')).toHaveLength(1);
    await h.runner.stop();
  });

  it('the orders failing lets the others go: a part the marketplace refuses stops only itself', async () => {
    const r = recorded();
    const h = runnerHarness({
      orders: () => Promise.reject(new AppError('MARKET_ERROR', 'refused')),
      offers: r.stream('offers'),
    });
    h.runner.start();
    await vi.waitFor(() => expect(r.log).toContain('offers-'), wait);
    expect(h.runner.live().streams.orders.state).toBe('error');
    await h.runner.stop();
  });

  it('with the orders waiting to be packed already in the local copy, no stream waits for the orders', async () => {
    const r = recorded();
    const backfill = held();
    const h = runnerHarness({ orders: backfill.run, offers: r.stream('offers') }, undefined, undefined, {
      firstPartIn: (stream) => stream === 'orders',
    });
    h.runner.start();
    await vi.waitFor(() => expect(r.log).toContain('offers-'), wait);
    expect(backfill.started()).toBe(1);
    backfill.end({ more: false });
    await h.runner.stop();
  });

  it('a pass of every stream once runs them at once and ends with the first failure, once all have ended', async () => {
    const r = recorded();
    const refused = new AppError('MARKET_ERROR', 'refused');
    const h = runnerHarness({
      offers: r.stream('offers'),
      ratings: () => Promise.reject(refused),
      money: r.stream('money'),
    });
    await expect(h.runner.runOnce()).rejects.toBe(refused);
    expect(r.log).toEqual(expect.arrayContaining(['offers-', 'money-']));
    // Both were under way at the same time.
    expect(r.log.indexOf('money+')).toBeLessThan(r.log.indexOf('offers-'));
  });
});
