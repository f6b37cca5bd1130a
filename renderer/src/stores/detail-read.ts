import { useEffect, useState } from 'react';
import type { TableName } from '../../../shared/contract';
import { refreshOn } from './changed';

export interface DetailRead<Data> {
  /** What was read for the open record, once read. */
  data: Data | null;
  /** Why the last read of the local copy failed; the next one that works clears it. */
  error: unknown;
  /** The marketplace could not be read when the record opened: the local copy is shown. */
  offline: boolean;
}

const nothing: DetailRead<never> = { data: null, error: null, offline: false };

/**
 * A part of a record's detail that reads data of its own: the local copy when the record opens and again when one
 * of `tables` changes, and (with `fetch`) the marketplace's once, on opening. Answers the hook that shows it; a
 * record is named by its id, null for none (nothing is read then).
 */
export function createDetailRead<Data>(options: {
  tables: readonly TableName[];
  read: (id: string) => Promise<Data>;
  /** Asked of the marketplace when the record opens; a failure keeps the local copy, marked offline. */
  fetch?: (id: string) => Promise<Data>;
  /** What else a failed read of the local copy does (a notification), besides landing in `error`. */
  onError?: (error: unknown) => void;
}): (id: string | null) => DetailRead<Data> {
  return function useDetailRead(id) {
    // Kept with the record it is of: another record opened shows nothing of the last one's while its own loads.
    const [state, setState] = useState<DetailRead<Data> & { id: string | null }>({ ...nothing, id: null });
    useEffect(() => {
      if (id === null) return;
      let live = true;
      const update = (patch: Partial<DetailRead<Data>>) => {
        if (!live) return;
        setState((prev) => {
          return { ...(prev.id === id ? prev : nothing), ...patch, id };
        });
      };
      const local = () =>
        options.read(id).then(
          (data) => update({ data, error: null }),
          (error: unknown) => {
            update({ error });
            options.onError?.(error);
          },
        );
      void local();
      options.fetch?.(id).then(
        (data) => update({ data, offline: false }),
        () => update({ offline: true }),
      );
      const off = refreshOn(options.tables, () => void local());
      return () => {
        live = false;
        off();
      };
    }, [id]);
    return id !== null && state.id === id ? state : nothing;
  };
}
