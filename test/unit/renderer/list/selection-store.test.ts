import { describe, expect, it } from 'vitest';
import { createSelectionStore, idsBetween } from '../../../../renderer/src/stores/selection-store';

const rows = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
const loaded = (index: number) => rows[index];

describe('the rows between the anchor and a Shift+click', () => {
  it('are taken in either direction, both ends included', () => {
    expect(idsBetween(1, 3, loaded)).toEqual(['b', 'c', 'd']);
    expect(idsBetween(4, 2, loaded)).toEqual(['c', 'd', 'e']);
  });

  it('are only the clicked row without an anchor, and leave out rows not loaded', () => {
    expect(idsBetween(null, 2, loaded)).toEqual(['c']);
    expect(idsBetween(3, 8, loaded)).toEqual(['d', 'e', 'f']);
  });
});

describe('a list selection', () => {
  it('ticks and unticks one row, and moves the anchor to it', () => {
    const store = createSelectionStore();
    store.getState().toggle('a', 0);
    store.getState().toggle('c', 2);
    expect([...store.getState().ids]).toEqual(['a', 'c']);
    expect(store.getState().anchor).toBe(2);
    store.getState().toggle('a', 0);
    expect([...store.getState().ids]).toEqual(['c']);
    expect(store.getState().anchor).toBe(0);
  });

  it('adds a range to what is ticked; all and none drop the anchor', () => {
    const store = createSelectionStore();
    store.getState().toggle('a', 0);
    store.getState().extend(idsBetween(store.getState().anchor, 2, loaded), 2);
    expect([...store.getState().ids]).toEqual(['a', 'b', 'c']);
    store.getState().set(['x', 'y', 'x']);
    expect(store.getState()).toMatchObject({ ids: new Set(['x', 'y']), anchor: null });
    store.getState().clear();
    expect(store.getState()).toMatchObject({ ids: new Set(), anchor: null });
  });

  it('keeps each list its own selection', () => {
    const one = createSelectionStore();
    const other = createSelectionStore();
    one.getState().toggle('a', 0);
    expect(other.getState().ids.size).toBe(0);
  });
});
