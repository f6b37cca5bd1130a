import { describe, expect, it } from 'vitest';
import { dayOf } from '../../../../renderer/src/components/list/day-range';
import { presetFrom, presetOf } from '../../../../renderer/src/features/money/billing/billing-range';

describe('the billing list’s periods', () => {
  it('the last N days start at local midnight N - 1 days ago, today included', () => {
    const now = new Date(2026, 4, 31, 15, 30);
    expect(new Date(presetFrom(30, now))).toEqual(new Date(2026, 4, 2));
    expect(new Date(presetFrom(7, now))).toEqual(new Date(2026, 4, 25));
    expect(dayOf(presetFrom(1, now))).toBe('2026-05-31');
  });

  it('a range is a preset only when it starts on a preset’s day and has no end', () => {
    expect(presetOf({ from: presetFrom(30) })).toBe(30);
    expect(presetOf({ from: presetFrom(90) })).toBe(90);
    expect(presetOf({ from: presetFrom(30), to: new Date().toISOString() })).toBeNull();
    expect(presetOf({ from: presetFrom(12) })).toBeNull();
    expect(presetOf({})).toBeNull();
  });
});
