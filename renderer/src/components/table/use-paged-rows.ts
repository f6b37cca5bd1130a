import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../../shared/page';
import { keepEqual } from '../../stores/keep-equal';
import { pageSize } from './page-size';

export type FetchPage<T> = (offset: number, limit: number) => Promise<Page<T>>;

export interface PagedRows<T> {
  /** Null until the first page answered. */
  total: number | null;
  /** The row at an index, or undefined while its page loads. */
  row: (index: number) => T | undefined;
  /** Asks for the pages that cover these indexes (the visible ones). */
  ensure: (from: number, to: number) => void;
  /** The index of the first loaded row (of this version) that passes the test; undefined when none does. */
  indexWhere: (test: (row: T) => boolean) => number | undefined;
  error: unknown;
}

/**
 * Rows of a long list, fetched a page at a time as they scroll into view. When `version` changes (a new query, or
 * a `changed` event) the cache is dropped and the visible pages are asked for again; until they answer, the old
 * rows stay on screen so the list does not blink.
 */
export function usePagedRows<T>(fetchPage: FetchPage<T>, version: string): PagedRows<T> {
  const pages = useRef(new Map<number, T[]>());
  const stale = useRef(new Map<number, T[]>());
  const pending = useRef(new Set<number>());
  const visible = useRef<[number, number]>([0, pageSize - 1]);
  const generation = useRef(0);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [, rerender] = useState(0);

  const load = useCallback(
    (page: number) => {
      if (pages.current.has(page) || pending.current.has(page)) return;
      const mine = generation.current;
      pending.current.add(page);
      fetchPage(page * pageSize, pageSize).then(
        (result) => {
          if (mine !== generation.current) return;
          pending.current.delete(page);
          const before = stale.current.get(page);
          const rows = keepEqual(before, result.rows);
          pages.current.set(page, rows);
          stale.current.delete(page);
          setTotal(result.total);
          setError(null);
          // The same rows read again (a `changed` that did not touch this page) leave the table as it is.
          if (rows !== before) rerender((n) => n + 1);
        },
        (failure: unknown) => {
          if (mine !== generation.current) return;
          pending.current.delete(page);
          setError(failure);
        },
      );
    },
    [fetchPage],
  );

  const ensure = useCallback(
    (from: number, to: number) => {
      visible.current = [from, to];
      const last = Math.floor(Math.max(from, to) / pageSize);
      for (let page = Math.floor(from / pageSize); page <= last; page++) load(page);
    },
    [load],
  );

  const started = useRef(false);
  useEffect(() => {
    // The first run has nothing to drop: a page the table asked for in its own effect, which runs before this one,
    // is already for this version, and asking again would put a second query ahead of the first screen's rows.
    if (started.current) {
      generation.current++;
      stale.current = new Map([...stale.current, ...pages.current]);
      pages.current = new Map();
      pending.current = new Set();
    }
    started.current = true;
    ensure(...visible.current);
  }, [version, ensure]);

  return {
    total,
    row: (index) => {
      const page = Math.floor(index / pageSize);
      return (pages.current.get(page) ?? stale.current.get(page))?.[index % pageSize];
    },
    ensure,
    indexWhere: (test) => {
      for (const [page, rows] of pages.current) {
        const at = rows.findIndex(test);
        if (at >= 0) return page * pageSize + at;
      }
      return undefined;
    },
    error,
  };
}
