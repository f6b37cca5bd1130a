import { describe, expect, it } from 'vitest';
import { pageSize } from '../../../../renderer/src/components/table/page-size';
import { createListStore } from '../../../../renderer/src/stores/list-store';
import type { Page } from '../../../../shared/page';

interface Query {
  status?: string;
  sort: string;
}
type Asked = Query & { offset: number; limit: number };

/** A list over 250 numbered rows that records every query it answers. */
function numberedList() {
  const asked: Asked[] = [];
  const store = createListStore<Query, { id: string }>({
    initial: { sort: 'id' },
    fetch: (query) => {
      asked.push(query);
      const rows = Array.from({ length: Math.max(0, Math.min(query.limit, 250 - query.offset)) }, (_, i) => ({
        id: `${query.status ?? 'any'}-${query.offset + i}`,
      }));
      return Promise.resolve<Page<{ id: string }>>({ rows, total: 250 });
    },
  });
  return { store, asked };
}

describe('a first page asked for before the table is on screen', () => {
  it('answers the table’s first ask without a second query', async () => {
    const { store, asked } = numberedList();
    store.getState().prefetch();
    expect(asked).toEqual([{ sort: 'id', offset: 0, limit: pageSize }]);
    const page = await store.getState().fetchPage(0, pageSize);
    expect(page.rows[0]).toEqual({ id: 'any-0' });
    expect(asked).toHaveLength(1);
    // Taken once: a later ask of the same page (a scroll back, a refresh) queries again.
    await store.getState().fetchPage(0, pageSize);
    expect(asked).toHaveLength(2);
  });

  it('is dropped when the query or the tables changed before the table asked', async () => {
    const { store, asked } = numberedList();
    store.getState().prefetch();
    store.getState().setQuery({ status: 'paid' });
    expect((await store.getState().fetchPage(0, pageSize)).rows[0]).toEqual({ id: 'paid-0' });

    store.getState().prefetch();
    store.getState().refresh();
    await store.getState().fetchPage(0, pageSize);
    expect(asked.map((query) => query.status)).toEqual([undefined, 'paid', 'paid', 'paid']);
  });

  it('is not taken for another page', async () => {
    const { store, asked } = numberedList();
    store.getState().prefetch();
    expect((await store.getState().fetchPage(pageSize, pageSize)).rows[0]).toEqual({ id: `any-${pageSize}` });
    expect(asked.map((query) => query.offset)).toEqual([0, pageSize]);
  });
});
