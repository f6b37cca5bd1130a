/** One page of a list query. */
export interface Page<T> {
  rows: T[];
  /** How many rows match the filter in all (for the scroll bar and "x of N"). */
  total: number;
}
