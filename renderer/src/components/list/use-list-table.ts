import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useActiveAccount } from '../../stores/accounts';
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
  // With a record open, the highlighted row is its row wherever the list now has it (after a new search or filter,
  // a scan that opened it, a change that moved it): what the detail shows and what the list marks are one.
  const openAt = state.openId === null ? undefined : rows.indexWhere((row) => row.id === state.openId);
  const selected = openAt ?? state.selected;
  const { select, openId } = state;
  useEffect(() => {
    if (openId !== null && openAt !== undefined && openAt !== state.selected) select(openAt, openId);
  }, [openId, openAt, state.selected, select]);
  return {
    rows,
    rowKey: (row: Row) => row.id,
    selected,
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
  const accountId = useActiveAccount()?.id;
  useEffect(() => {
    // Read again on another account: the same id there is another record.
    void load(id);
  }, [id, load, accountId]);
  return store(
    useShallow((s) => (s.id === id ? { detail: s.detail, error: s.error } : { detail: null, error: null })),
  );
}
