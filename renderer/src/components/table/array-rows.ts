import type { PagedRows } from './use-paged-rows';

/** A list already in memory, for the table that otherwise reads pages from the core. */
export function arrayRows<T>(rows: readonly T[]): PagedRows<T> {
  return {
    total: rows.length,
    row: (index) => rows[index],
    ensure: () => undefined,
    indexWhere: (test) => {
      const at = rows.findIndex(test);
      return at >= 0 ? at : undefined;
    },
    error: null,
  };
}
