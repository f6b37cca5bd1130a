import { describe, expect, it } from 'vitest';
import type { ClientOwner } from '../../../../electron/core/market/environments/environments';
import { silentLogger } from '../../../../electron/core/kernel/logger';
import {
  backgroundLimit,
  createRequestGate,
  type GateOptions,
  type Permit,
  type RequestPriority,
} from '../../../../electron/core/market/request-gate';

/** A clock that moves only when the test says so; a sleep resolves once the clock has passed its end. */
function fakeTime() {
  let now = 1_000_000;
  const sleepers: { until: number; resolve: () => void }[] = [];
  return {
    clock: { now: () => now },
    sleep: (ms: number): Promise<void> =>
      new Promise<void>((resolve) => sleepers.push({ until: now + ms, resolve })),
    async advance(ms: number): Promise<void> {
      now += ms;
      for (const sleeper of sleepers.splice(0)) {
        if (sleeper.until <= now) sleeper.resolve();
        else sleepers.push(sleeper);
      }
      await settle();
    },
  };
}

/** Lets every promise that can go on do so (no time passes on the fake clock). */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

interface Ask {
  priority?: RequestPriority;
  account?: string;
  clientId?: string;
  owner?: ClientOwner;
  method?: string;
  path?: string;
}

function setup(options: Partial<GateOptions> = {}) {
  const time = fakeTime();
  const gate = createRequestGate({ clock: time.clock, logger: silentLogger, sleep: time.sleep, ...options });
  const passed: string[] = [];
  const permits = new Map<string, Permit>();
  const ask = (name: string, a: Ask = {}) =>
    gate
      .acquire({
        accountId: a.account ?? 'allegro:1',
        clientId: a.clientId ?? 'client-1',
        clientOwner: a.owner ?? 'seller',
        method: a.method ?? 'GET',
        path: a.path ?? '/sale/offers',
        ...(a.priority ? { priority: a.priority } : {}),
      })
      .then((permit) => {
        passed.push(name);
        permits.set(name, permit);
      });
  /** Answers the requests named, after `ms` on the clock, with `status`. */
  const answer = async (names: string[], status = 200, ms = 0) => {
    if (ms > 0) await time.advance(ms);
    for (const name of names) permits.get(name)!.done(status);
    await settle();
  };
  return { time, gate, passed, ask, answer };
}

/** Big enough that only the places in flight hold requests back. */
const roomy = { perMinute: 100_000 };

describe('request gate: the Client ID window', () => {
  it('keeps a quarter of the window for interactive requests', () => {
    expect(backgroundLimit(120)).toBe(90);
    expect(backgroundLimit(8)).toBe(6);
    expect(backgroundLimit(1)).toBe(1);
  });

  it('stops background at its share while interactive requests still pass', async () => {
    const { time, passed, ask, answer } = setup({ perMinute: 8, concurrency: { initial: 10, max: 10 } });
    for (let i = 0; i < 7; i++) void ask(`b${i}`, { priority: 'background' });
    await settle();
    expect(passed).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    await answer(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);

    void ask('i0', { priority: 'interactive' });
    void ask('i1'); // the default is interactive
    await settle();
    expect(passed.slice(6)).toEqual(['i0', 'i1']);

    // Another Client ID has its own window.
    void ask('other', { priority: 'background', clientId: 'client-2', account: 'allegro:2' });
    await settle();
    expect(passed.at(-1)).toBe('other');

    // The waiting background request goes only when the window has room below its share again.
    await time.advance(59_999);
    expect(passed).not.toContain('b6');
    await time.advance(1);
    expect(passed.at(-1)).toBe('b6');
  });

  it('gives a Client ID of the seller their large share and a shared one its small share', async () => {
    const budget = () => ({ ownClientPerMinute: 6, sharedClientPerMinute: 2 });
    const { passed, ask, answer } = setup({ budget, concurrency: { initial: 10, max: 10 } });
    for (let i = 0; i < 8; i++) void ask(`own${i}`, { clientId: 'mine', owner: 'seller' });
    for (let i = 0; i < 4; i++) void ask(`shared${i}`, { clientId: 'built-in', owner: 'shared' });
    await settle();
    expect(passed.filter((n) => n.startsWith('own'))).toHaveLength(6);
    expect(passed.filter((n) => n.startsWith('shared'))).toHaveLength(2);
    await answer(passed.slice());
  });

  it('stops both kinds during a 429 block, then lets both go', async () => {
    const { time, gate, passed, ask } = setup(roomy);
    gate.block(time.clock.now() + 10_000);
    expect(gate.blockedUntil()).toBe(time.clock.now() + 10_000);
    void ask('interactive', { priority: 'interactive' });
    void ask('background', { priority: 'background' });
    await time.advance(9_999);
    expect(passed).toEqual([]);
    await time.advance(1);
    expect(passed).toEqual(['interactive', 'background']);
    expect(gate.blockedUntil()).toBeNull();
  });
});

describe('request gate: places in flight per account', () => {
  it('starts with two background requests in flight and frees a place when an answer comes', async () => {
    const { gate, passed, ask, answer } = setup(roomy);
    for (let i = 0; i < 4; i++) void ask(`b${i}`, { priority: 'background' });
    await settle();
    expect(passed).toEqual(['b0', 'b1']);
    expect(gate.concurrency('allegro:1')).toEqual({ limit: 2, inFlight: 2 });
    await answer(['b0'], 200, 100);
    expect(passed).toEqual(['b0', 'b1', 'b2']);
  });

  it('an interactive request waits for no background one: it takes the reserve and goes first', async () => {
    const { passed, ask, answer } = setup(roomy);
    for (let i = 0; i < 5; i++) void ask(`sync${i}`, { priority: 'background' });
    await settle();
    expect(passed).toEqual(['sync0', 'sync1']);
    void ask('scan', { priority: 'interactive' });
    void ask('label', { priority: 'interactive' });
    await settle();
    expect(passed).toEqual(['sync0', 'sync1', 'scan', 'label']);
    // A third interactive request, while the reserve is taken, still goes before the sync's next.
    void ask('print', { priority: 'interactive' });
    await settle();
    await answer(['sync0'], 200, 50);
    expect(passed.slice(4)).toEqual(['print']);
  });

  it('adds a place after a run of fast answers, up to its most', async () => {
    const { gate, passed, ask, answer } = setup(roomy);
    for (let i = 0; i < 60; i++) void ask(`b${i}`, { priority: 'background' });
    await settle();
    const answered = new Set<string>();
    const limits: number[] = [];
    for (let round = 0; round < 10; round++) {
      const open = passed.filter((n) => !answered.has(n));
      for (const n of open) answered.add(n);
      await answer(open, 200, 100);
      limits.push(gate.concurrency('allegro:1').limit);
    }
    expect(limits).toEqual([3, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(gate.concurrency('allegro:1').inFlight).toBe(4);
  });

  it('halves the places on a 429 and on an answer slowed past its resource’s fastest', async () => {
    const { gate, passed, ask, answer, time } = setup({ ...roomy, concurrency: { initial: 4, max: 8 } });
    for (let i = 0; i < 12; i++) void ask(`b${i}`, { priority: 'background' });
    await settle();
    expect(passed).toHaveLength(4);
    await answer(['b0'], 200, 150);
    await answer(['b1'], 429, 10);
    expect(gate.concurrency('allegro:1').limit).toBe(2);
    // The answers of requests sent before the decrease say nothing new: no second halving for them.
    await answer(['b2'], 429, 10);
    await answer(['b3'], 200, 2000);
    expect(gate.concurrency('allegro:1').limit).toBe(2);
    // b4 left when b0's answer freed a place, before the decrease; b5 after it.
    expect(passed).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    // 150 ms was the fastest; a second is what a leaky bucket holding answers back looks like.
    await answer(['b5'], 200, 1000);
    expect(gate.concurrency('allegro:1').limit).toBe(1);
    await time.advance(10);
    expect(passed).toHaveLength(6);
  });

  it('keeps each account’s places apart', async () => {
    const { passed, ask } = setup(roomy);
    for (let i = 0; i < 3; i++) void ask(`a${i}`, { priority: 'background', account: 'allegro:1' });
    for (let i = 0; i < 3; i++) void ask(`b${i}`, { priority: 'background', account: 'allegro:2' });
    await settle();
    expect(passed.sort()).toEqual(['a0', 'a1', 'b0', 'b1']);
  });
});

describe('request gate: per-resource limits', () => {
  it('sends messaging posts one a second, whatever the priority', async () => {
    const { time, passed, ask, answer } = setup(roomy);
    for (let i = 0; i < 3; i++) void ask(`m${i}`, { method: 'POST', path: '/messaging/messages' });
    await settle();
    expect(passed).toEqual(['m0']);
    await answer(['m0'], 201, 999);
    expect(passed).toEqual(['m0']);
    await time.advance(1);
    expect(passed).toEqual(['m0', 'm1']);
    // A read of the same resource family is not a post.
    void ask('read', { method: 'GET', path: '/messaging/threads' });
    await settle();
    expect(passed.at(-1)).toBe('read');
  });

  it('keeps fee previews at 25 a second and offer writes at 2490 a minute', async () => {
    const { time, passed, ask, answer } = setup({ ...roomy, concurrency: { initial: 3000, max: 3000 } });
    for (let i = 0; i < 26; i++) void ask(`fee${i}`, { method: 'POST', path: '/pricing/offer-fee-preview' });
    await settle();
    expect(passed.filter((n) => n.startsWith('fee'))).toHaveLength(25);
    await time.advance(1000);
    expect(passed.filter((n) => n.startsWith('fee'))).toHaveLength(26);

    for (let i = 0; i < 2491; i++)
      void ask(`edit${i}`, { method: 'PATCH', path: `/sale/product-offers/${1000 + i}` });
    await settle();
    expect(passed.filter((n) => n.startsWith('edit'))).toHaveLength(2490);
    await answer(passed.filter((n) => n.startsWith('edit')));
    await time.advance(59_999);
    expect(passed.filter((n) => n.startsWith('edit'))).toHaveLength(2490);
    await time.advance(1);
    expect(passed.filter((n) => n.startsWith('edit'))).toHaveLength(2491);
  });
});
