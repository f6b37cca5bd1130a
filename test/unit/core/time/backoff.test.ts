import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../../electron/core/kernel/time/backoff';

const policy = { baseMs: 1000, capMs: 8000 };

describe('backoff delays', () => {
  it('are full jitter below an exponential ceiling with a cap', () => {
    expect(backoffDelay(1, policy, 'full', () => 0)).toBe(0);
    expect(backoffDelay(1, policy, 'full', () => 0.999)).toBe(999);
    expect(backoffDelay(3, policy, 'full', () => 0.999)).toBe(3996);
    expect(backoffDelay(10, policy, 'full', () => 0.999)).toBe(7992);
    expect(backoffDelay(2, policy, 'full', () => 0.5)).toBe(1000);
  });

  it('with equal jitter stay between half the ceiling and all of it', () => {
    expect(backoffDelay(1, policy, 'equal', () => 0)).toBe(500);
    expect(backoffDelay(2, policy, 'equal', () => 1)).toBe(2000);
    expect(backoffDelay(50, policy, 'equal', () => 0)).toBe(4000);
  });

  it('without jitter double from the base up to the cap, the first retry waiting the base', () => {
    expect([1, 2, 3, 4, 5, 2000].map((retry) => backoffDelay(retry, policy, 'none'))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});
