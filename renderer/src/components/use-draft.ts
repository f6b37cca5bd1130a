import { useState } from 'react';

/**
 * A form's working copy of a record. When the record changes underneath (another window saved it, the core moved
 * it on), the draft takes the new value of every field the seller has not touched and keeps the fields they
 * edited, so nothing typed is lost and nothing stale is saved back.
 */
export function useDraft<T extends object>(record: T) {
  const [state, setState] = useState({ base: record, draft: record });
  let { base, draft } = state;
  if (base !== record && JSON.stringify(base) !== JSON.stringify(record)) {
    const merged = { ...draft };
    for (const key of Object.keys(record) as (keyof T)[]) {
      if (JSON.stringify(draft[key]) === JSON.stringify(base[key])) merged[key] = record[key];
    }
    base = record;
    draft = merged;
    setState({ base, draft });
  }
  return {
    draft,
    dirty: JSON.stringify(draft) !== JSON.stringify(record),
    change: (patch: Partial<T>) => setState({ base, draft: { ...draft, ...patch } }),
  };
}
