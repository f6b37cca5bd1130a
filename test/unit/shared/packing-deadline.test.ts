import { describe, expect, it } from 'vitest';
import * as rules from '../../../shared/packing-deadline';
import { noonZone } from '../../helpers/noon-zone';

const HOUR = 60 * 60 * 1000;

// The rule reads the station's local day: the station here is in Warsaw (Node follows a change of TZ at once).
process.env.TZ = 'Europe/Warsaw';

/** 2026-12-04 at `time` in Warsaw (UTC+1 in December). */
const at = (time: string) => Date.parse(`2026-12-04T${time}:00+01:00`);

describe('when a parcel must leave the station', () => {
  const now = at('10:00');

  it('is its deadline when its carrier has no cut-off', () => {
    expect(rules.leavesBy(at('18:00'), undefined, now)).toEqual({ leavesBy: at('18:00'), cutoff: null });
  });

  it("is today's cut-off of its carrier when that comes before a deadline later today", () => {
    expect(rules.leavesBy(at('18:00'), '15:00', now)).toEqual({ leavesBy: at('15:00'), cutoff: at('15:00') });
  });

  it('stays the deadline when that comes before the cut-off', () => {
    expect(rules.leavesBy(at('13:30'), '15:00', now)).toEqual({ leavesBy: at('13:30'), cutoff: at('15:00') });
    const yesterday = at('10:00') - 24 * HOUR;
    expect(rules.leavesBy(yesterday, '15:00', now)).toEqual({ leavesBy: yesterday, cutoff: at('15:00') });
  });

  it("is not pulled to today's cut-off when the order is due on a later day", () => {
    const tomorrow = Date.parse('2026-12-05T09:00:00+01:00');
    expect(rules.leavesBy(tomorrow, '15:00', now)).toEqual({ leavesBy: tomorrow, cutoff: null });
    // Midnight belongs to the next day.
    const midnight = Date.parse('2026-12-05T00:00:00+01:00');
    expect(rules.leavesBy(midnight, '15:00', now).leavesBy).toBe(midnight);
  });

  it('has none without a deadline', () => {
    expect(rules.leavesBy(null, '15:00', now)).toEqual({ leavesBy: null, cutoff: null });
  });

  it('reads the cut-off on the local day, across a change of clocks', () => {
    // 2026-03-29: Warsaw moves from UTC+1 to UTC+2 at 02:00.
    const summer = Date.parse('2026-03-29T08:00:00+02:00');
    expect(rules.cutoffOn('15:00', summer)).toBe(Date.parse('2026-03-29T15:00:00+02:00'));
    expect(rules.endOfDay(summer)).toBe(Date.parse('2026-03-30T00:00:00+02:00'));
  });
});

describe('how urgent an order is', () => {
  const now = at('10:00');
  const row = (leavesBy: number | null, cutoff: number | null = null) => ({
    leavesBy: leavesBy === null ? null : new Date(leavesBy).toISOString(),
    cutoff: cutoff === null ? null : new Date(cutoff).toISOString(),
  });

  it('is late once the time to leave has passed', () => {
    expect(rules.urgencyOf(row(at('09:59')), now)).toBe('late');
    expect(rules.urgencyOf(row(now), now)).toBe('late');
  });

  it('is due soon within two hours, or when it must go with today’s courier', () => {
    expect(rules.urgencyOf(row(at('11:59')), now)).toBe('soon');
    expect(rules.urgencyOf(row(at('12:01')), now)).toBe(null);
    expect(rules.urgencyOf(row(at('15:00'), at('15:00')), now)).toBe('soon');
  });

  it('is nothing without a deadline', () => {
    expect(rules.urgencyOf(row(null), now)).toBe(null);
  });
});

describe('the zone of a test station', () => {
  it('has it between noon and one o’clock at any hour of a run', () => {
    for (let hour = 0; hour < 24; hour++) {
      const now = Date.UTC(2026, 11, 4, hour, 30);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: noonZone(now),
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(now);
      expect(local).toBe('12');
    }
  });
});
