import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../electron/core/system/logger';
import {
  backgroundLimit,
  createRequestGate,
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

function setup(perMinute: number) {
  const time = fakeTime();
  const gate = createRequestGate({ clock: time.clock, logger: silentLogger, perMinute, sleep: time.sleep });
  const passed: string[] = [];
  const ask = (name: string, priority?: RequestPriority, account = 'allegro:1') =>
    gate.acquire(account, undefined, priority).then(() => {
      passed.push(name);
    });
  return { time, gate, passed, ask };
}

describe('request gate priorities', () => {
  it('keeps a quarter of the window for interactive requests', () => {
    expect(backgroundLimit(120)).toBe(90);
    expect(backgroundLimit(8)).toBe(6);
    expect(backgroundLimit(1)).toBe(1);
  });

  it('stops background at its share while interactive requests still pass', async () => {
    const { time, passed, ask } = setup(8);
    for (let i = 0; i < 6; i++) void ask(`b${i}`, 'background');
    void ask('b6', 'background');
    await settle();
    expect(passed).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);

    void ask('i0', 'interactive');
    void ask('i1'); // the default is interactive
    await settle();
    expect(passed).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'i0', 'i1']);

    // Another account has its own window.
    void ask('other', 'background', 'allegro:2');
    await settle();
    expect(passed.at(-1)).toBe('other');

    // The waiting background request goes only when the window has room below its share again.
    await time.advance(59_999);
    expect(passed).not.toContain('b6');
    await time.advance(1);
    expect(passed.at(-1)).toBe('b6');
  });

  it('makes interactive requests wait at the full window', async () => {
    const { time, passed, ask } = setup(4);
    for (let i = 0; i < 4; i++) void ask(`i${i}`, 'interactive');
    void ask('late', 'interactive');
    await settle();
    expect(passed).toEqual(['i0', 'i1', 'i2', 'i3']);
    await time.advance(30_000);
    expect(passed).not.toContain('late');
    await time.advance(30_000);
    expect(passed.at(-1)).toBe('late');
  });

  it('stops both kinds during a 429 block', async () => {
    const { time, gate, passed, ask } = setup(8);
    gate.block(time.clock.now() + 10_000);
    void ask('interactive', 'interactive');
    void ask('background', 'background');
    await settle();
    expect(passed).toEqual([]);
    await time.advance(10_000);
    expect(passed.sort()).toEqual(['background', 'interactive']);
  });
});
