import { describe, expect, it } from 'vitest';
import { keepEqual } from '../../../../renderer/src/stores/keep-equal';

describe('keepEqual', () => {
  const offer = {
    id: '1',
    price: { amount: '10.00', currency: 'PLN' },
    parameters: [{ id: 'p', values: ['a'] }],
  };

  it('answers the previous record when a new read holds the same values', () => {
    expect(keepEqual(offer, structuredClone(offer))).toBe(offer);
  });

  it('shares the values that did not change and takes the ones that did', () => {
    const next = { ...structuredClone(offer), price: { amount: '11.00', currency: 'PLN' } };
    const kept = keepEqual(offer, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(offer);
    expect(kept.parameters).toBe(offer.parameters);
    expect(kept.price).toBe(next.price);
  });

  it('sees a field that is gone or new', () => {
    const { parameters: _gone, ...without } = structuredClone(offer);
    expect(keepEqual(offer, without as typeof offer)).toEqual(without);
    const more = { ...structuredClone(offer), extra: 1 };
    const withExtra = keepEqual(offer as typeof more, more);
    expect(withExtra).not.toBe(offer);
    expect(withExtra).toEqual(more);
    expect(withExtra.price).toBe(offer.price);
  });

  it('keeps the unchanged rows of a page, and the page itself when no row changed', () => {
    const page = [offer, { ...offer, id: '2' }];
    expect(keepEqual(page, structuredClone(page))).toBe(page);
    const next = [structuredClone(offer), { ...structuredClone(offer), id: '3' }];
    const kept = keepEqual(page, next);
    expect(kept).toEqual(next);
    expect(kept[0]).toBe(page[0]);
    expect(kept[1]).toBe(next[1]);
    expect(keepEqual(page, next.slice(0, 1))).toEqual([offer]);
  });

  it('takes the new value when there is nothing to compare with', () => {
    expect(keepEqual(null, offer)).toBe(offer);
    expect(keepEqual(offer, null)).toBeNull();
  });
});
