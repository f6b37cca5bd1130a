import { describe, expect, it } from 'vitest';
import { activeAccountIs } from '../../../../renderer/src/stores/account-scope';
import { createDetailStore } from '../../../../renderer/src/stores/detail-store';
import { createListStore } from '../../../../renderer/src/stores/list-store';
import { createSelectionStore } from '../../../../renderer/src/stores/selection-store';

interface Query {
  search?: string;
  sort: string;
}

const list = createListStore<Query, { id: string }>({
  initial: { sort: 'id' },
  fetch: () => Promise.resolve({ rows: [], total: 0 }),
});
const ticks = createSelectionStore();
let answer: (detail: string) => void = () => undefined;
const detail = createDetailStore<string>(() => new Promise((resolve) => (answer = resolve)));

/** What the seller sees of the list and its ticks. */
const screen = () => {
  const { query, selected, openId } = list.getState();
  return { query, selected, openId, ticked: [...ticks.getState().ids] };
};
const first = { query: { sort: 'id' }, selected: 0, openId: null, ticked: [] };

describe('the screen state of each account', () => {
  it('stays with its account: another starts afresh, and coming back finds it as it was left', async () => {
    // The accounts first known: what is on screen is theirs.
    activeAccountIs('demo:1');
    list.getState().setQuery({ search: 'kubek' });
    list.getState().open('order-7', 3);
    ticks.getState().toggle('order-7', 3);
    const loaded = detail.getState().load('order-7');
    answer('the first account’s order');
    await loaded;
    expect(detail.getState()).toMatchObject({ detail: 'the first account’s order', id: 'order-7' });
    const onFirst = screen();
    expect(onFirst).toEqual({
      query: { sort: 'id', search: 'kubek' },
      selected: 3,
      openId: 'order-7',
      ticked: ['order-7'],
    });

    // A record being read when the account changes is the account left's: its answer is dropped.
    const reading = detail.getState().load('order-7');
    activeAccountIs('custom:2');
    expect(screen()).toEqual(first);
    answer('the first account’s order, read late');
    await reading;
    expect(detail.getState()).toMatchObject({ detail: null, id: null });
    const version = list.getState().version;

    ticks.getState().toggle('order-9', 0);
    activeAccountIs('demo:1');
    expect(screen()).toEqual(onFirst);
    // Asked again, as the rows are another account's.
    expect(list.getState().version).not.toBe(version);

    activeAccountIs('custom:2');
    expect(screen()).toEqual({ ...first, ticked: ['order-9'] });

    // No account active: nothing of either; the one signed in next finds its own.
    activeAccountIs(null);
    expect(screen()).toEqual(first);
    activeAccountIs('demo:1');
    expect(screen()).toEqual(onFirst);
  });
});
