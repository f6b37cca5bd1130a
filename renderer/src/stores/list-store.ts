import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { Page } from '../../../shared/page';
import { pageSize } from '../components/table/page-size';
import { keepPerAccount } from './account-scope';

export interface ListState<Query, Row> {
  query: Query;
  /** Whether anything but the sort narrows the list: it decides the empty message and "clear filters". */
  filtered: boolean;
  /** Changes with the query and with every change of the underlying tables: the list re-asks its pages. */
  version: string;
  selected: number;
  /** Id of the row whose detail is open, if any. */
  openId: string | null;
  setQuery: (patch: Partial<Query>) => void;
  resetQuery: () => void;
  /** Moves the selection; with a detail open, the detail follows to this row. */
  select: (index: number, id?: string) => void;
  /** Opens (or, with null, closes) a row's detail; the row becomes the selected one when its index is given. */
  open: (id: string | null, index?: number) => void;
  /** The local copy changed: pages are asked for again. */
  refresh: () => void;
  fetchPage: (offset: number, limit: number) => Promise<Page<Row>>;
  /**
   * Asks for the first page of the current query before the table is on screen (the first screen at start-up): the
   * table's own first ask then takes this answer instead of waiting for a round trip of its own.
   */
  prefetch: () => void;
}

export type ListStore<Query, Row> = UseBoundStore<StoreApi<ListState<Query, Row>>>;

/** The query's filters without its sort, for comparing with the initial one. */
const filtersOf = (query: object): string => JSON.stringify({ ...query, sort: undefined });

/**
 * A list section's state: its filters, which row is selected and open, and how to fetch a page. Pages come
 * from the local copy through one bridge call; the section's `watchX()` calls `refresh` when its tables change.
 */
export function createListStore<Query extends object, Row>(options: {
  initial: Query;
  fetch: (query: Query & { offset: number; limit: number }) => Promise<Page<Row>>;
}): ListStore<Query, Row> {
  let dataVersion = 0;
  const versionOf = (query: Query) => `${dataVersion}:${JSON.stringify(query)}`;
  const initialFilters = filtersOf(options.initial);
  // At most one early first page, for the version it was asked for; a new query or a change of the tables drops it.
  let early: { version: string; page: Promise<Page<Row>> } | null = null;
  const withQuery = (query: Query) => ({
    query,
    filtered: filtersOf(query) !== initialFilters,
    version: versionOf(query),
    selected: 0,
  });
  const store = create<ListState<Query, Row>>((set, get) => ({
    ...withQuery(options.initial),
    openId: null,
    setQuery: (patch) => set(withQuery({ ...get().query, ...patch })),
    resetQuery: () => set(withQuery(options.initial)),
    select: (selected, id) => set(get().openId !== null && id ? { selected, openId: id } : { selected }),
    open: (openId, index) => set(index === undefined ? { openId } : { openId, selected: index }),
    refresh() {
      dataVersion++;
      set({ version: versionOf(get().query) });
    },
    fetchPage(offset, limit) {
      const taken = early;
      early = null;
      if (taken && taken.version === get().version && offset === 0 && limit === pageSize) return taken.page;
      return options.fetch({ ...get().query, offset, limit });
    },
    prefetch() {
      const page = options.fetch({ ...get().query, offset: 0, limit: pageSize });
      // Nobody may take it (another section shown first); a failure is the table's to show when it asks itself.
      page.catch(() => undefined);
      early = { version: get().version, page };
    },
  }));
  // The filters, the search, the selected and the open row are the account's: another account's rows are asked for.
  keepPerAccount<Pick<ListState<Query, Row>, 'query' | 'selected' | 'openId'>>({
    save: () => {
      const { query, selected, openId } = store.getState();
      return { query, selected, openId };
    },
    restore(saved) {
      dataVersion++;
      early = null;
      const query = saved?.query ?? options.initial;
      store.setState({ ...withQuery(query), selected: saved?.selected ?? 0, openId: saved?.openId ?? null });
    },
  });
  return store;
}
