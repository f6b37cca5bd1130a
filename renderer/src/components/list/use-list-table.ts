import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DetailStore } from '../../stores/detail-store';
import type { ListStore } from '../../stores/list-store';
import { usePagedRows } from '../table/use-paged-rows';

/**
 * What a list section's table needs from its store: the rows of the current query, the selection, opening and
 * closing a row's detail, and sorting. Read through one selector, so the table re-renders only when these change.
 */
export function useListTable<Query extends { sort?: string }, Row extends { id: string }>(
  store: ListStore<Query, Row>,
) {
  const state = store(
    useShallow((s) => ({
      version: s.version,
      selected: s.selected,
      openId: s.openId,
      sort: s.query.sort,
      fetchPage: s.fetchPage,
      select: s.select,
      open: s.open,
      setQuery: s.setQuery,
    })),
  );
  const rows = usePagedRows(state.fetchPage, state.version);
  return {
    rows,
    rowKey: (row: Row) => row.id,
    selected: state.selected,
    compact: state.openId !== null,
    onSelect: (index: number, row: Row | undefined) => state.select(index, row?.id),
    onOpen: (row: Row, index: number) => state.open(row.id, index),
    sort: state.sort,
    onSort: (sort: string) => state.setQuery({ sort } as Partial<Query>),
  };
}

/** The open record of a list, loaded whenever the open id changes; null until the record for this id is in. */
export function useDetail<Detail>(store: DetailStore<Detail>, id: string) {
  const load = store((s) => s.load);
  useEffect(() => {
    void load(id);
  }, [id, load]);
  return store(
    useShallow((s) => (s.id === id ? { detail: s.detail, error: s.error } : { detail: null, error: null })),
  );
}
