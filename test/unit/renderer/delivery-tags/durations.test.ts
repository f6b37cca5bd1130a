import { describe, expect, it } from 'vitest';
import {
  durationHours,
  shippingTimeText,
} from '../../../../renderer/src/features/shop/delivery-tags/durations';

describe('shipping times', () => {
  it('reads whole hours and days, and nothing else', () => {
    expect(durationHours('PT24H')).toBe(24);
    expect(durationHours('P3D')).toBe(72);
    expect(durationHours('P1DT12H')).toBe(36);
    expect(durationHours('PT0S')).toBe(0);
    expect(durationHours('3 days')).toBeNull();
    expect(durationHours(null)).toBeNull();
  });

  it('writes a range, a single time, or the raw text when it cannot be read', () => {
    expect(shippingTimeText('PT24H', 'PT48H')).toBe('24–48 h');
    expect(shippingTimeText('PT0S', 'PT0S')).toBe('0 h');
    expect(shippingTimeText('soon', 'PT48H')).toBe('soon – PT48H');
    expect(shippingTimeText(null, null)).toBe('–');
  });
});
