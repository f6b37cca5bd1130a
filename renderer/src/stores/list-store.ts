import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { Page } from '../../../shared/page';
import { onEvent } from '../api/client';

export interface ListState<Query, Row> {
  query: Query;
  /** Changes with the query and with every change of the underlying tables: the list re-asks its pages. */
  version: string;
  selected: number;
  /** Id of the row whose detail is open, if any. */
  openId: string | null;
  setQuery: (patch: Partial<Query>) => void;
  resetQuery: () => void;
  select: (index: number) => void;
  open: (id: string | null) => void;
  fetchPage: (offset: number, limit: number) => Promise<Page<Row>>;
}

/**
 * A list section's state: its filters, which row is selected and open, and how to fetch a page. Pages come
 * from the local copy through one bridge call; the list re-queries when one of `tables` changes.
 */
export function createListStore<Query extends object, Row>(options: {
  initial: Query;
  tables: string[];
  fetch: (query: Query & { offset: number; limit: number }) => Promise<Page<Row>>;
}): UseBoundStore<StoreApi<ListState<Query, Row>>> {
  let dataVersion = 0;
  const versionOf = (query: Query) => `${dataVersion}:${JSON.stringify(query)}`;
  const store = create<ListState<Query, Row>>((set, get) => ({
    query: options.initial,
    version: versionOf(options.initial),
    selected: 0,
    openId: null,
    setQuery(patch) {
      const query = { ...get().query, ...patch };
      set({ query, version: versionOf(query), selected: 0 });
    },
    resetQuery() {
      set({ query: options.initial, version: versionOf(options.initial), selected: 0 });
    },
    select: (selected) => set({ selected }),
    open: (openId) => set({ openId }),
    fetchPage: (offset, limit) => options.fetch({ ...get().query, offset, limit }),
  }));
  onEvent('changed', ({ tables }) => {
    if (!tables.some((table) => options.tables.includes(table))) return;
    dataVersion++;
    store.setState({ version: versionOf(store.getState().query) });
  });
  return store;
}
