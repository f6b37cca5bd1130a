import { Checkbox, Tooltip } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { notifyError } from '../../app/notify';
import { idsBetween, type SelectionState } from '../../stores/selection-store';
import type { Column } from '../table/VirtualTable';
import type { PagedRows } from '../table/use-paged-rows';

export interface TicksOptions<Row> {
  store: UseBoundStore<StoreApi<SelectionState>>;
  table: { rows: PagedRows<Row>; onSelect: (index: number, row: Row) => void };
  /** How many rows "all" ticks (the header box is full at that many), null while unknown. */
  total: number | null;
  /** Every row the filters match, not only the loaded ones. */
  all: () => Promise<string[]>;
  labels: { tick: (id: string) => string; tickAll: string };
  testIds: { tick: string; tickAll: string };
}

/**
 * Ticking rows of a list for an action on several at once: the box or Space ticks one, Shift+click (on the row or
 * its box) a range from the last ticked, Ctrl/Cmd+click one more, the header box (or Ctrl/Cmd+A) every row the
 * filters match, or none.
 */
export function useTicks<Row extends { id: string }>(options: TicksOptions<Row>) {
  const { table, labels, testIds } = options;
  const ticks = options.store(
    useShallow((s) => ({
      ids: s.ids,
      anchor: s.anchor,
      toggle: s.toggle,
      extend: s.extend,
      set: s.set,
      clear: s.clear,
    })),
  );
  const allTicked = options.total !== null && options.total > 0 && ticks.ids.size >= options.total;
  const tickAll = () => {
    if (ticks.ids.size > 0) ticks.clear();
    else options.all().then(ticks.set, notifyError);
  };
  const column: Column<Row> = {
    key: 'tick',
    essential: true,
    header: (
      <Tooltip label={labels.tickAll}>
        <Checkbox
          aria-label={labels.tickAll}
          checked={allTicked}
          indeterminate={!allTicked && ticks.ids.size > 0}
          onChange={tickAll}
          data-testid={testIds.tickAll}
        />
      </Tooltip>
    ),
    width: '44px',
    align: 'center',
    render: (row, index) => (
      <Checkbox
        aria-label={labels.tick(row.id)}
        checked={ticks.ids.has(row.id)}
        // The click does the ticking, as only it carries Shift (Space on the box clicks it too); the row must not
        // take it as its own click and open the row.
        onChange={() => undefined}
        onClick={(event) => {
          event.stopPropagation();
          if (event.shiftKey) ticks.extend(idsBetween(ticks.anchor, index, table.rows.row), index);
          else ticks.toggle(row.id, index);
        }}
        data-testid={testIds.tick}
      />
    ),
  };
  return {
    column,
    tickAll,
    isMarked: (row: Row) => ticks.ids.has(row.id),
    onRowClick: (index: number, row: Row | undefined, event: MouseEvent): boolean => {
      if (!row) return false;
      if (event.shiftKey) ticks.extend(idsBetween(ticks.anchor, index, table.rows.row), index);
      else if (event.ctrlKey || event.metaKey) ticks.toggle(row.id, index);
      else return false;
      table.onSelect(index, row);
      return true;
    },
    onRowKey: (event: KeyboardEvent, index: number, row: Row | undefined): boolean => {
      if (event.key === ' ' && row) ticks.toggle(row.id, index);
      else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) tickAll();
      else return false;
      event.preventDefault();
      return true;
    },
  };
}
