import { Checkbox, Tooltip } from '@mantine/core';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { OfferRow } from '../../../../shared/offers';
import { notifyError } from '../../app/notify';
import type { Column } from '../../components/table/VirtualTable';
import type { PagedRows } from '../../components/table/use-paged-rows';
import type { Translate } from '../../i18n';
import { tickAllMatching, useOfferTicksStore } from '../../stores/offer-batch';
import { idsBetween } from '../../stores/selection-store';

/**
 * Ticking offers for a change of many, as the packing queue ticks orders: the box or Space ticks one, Shift+click
 * a range from the last ticked, Ctrl/Cmd+click one more, the header box (or Ctrl+A) every offer the filters match.
 */
export function useOfferTicks(
  t: Translate,
  table: { rows: PagedRows<OfferRow>; selected: number; onSelect: (index: number, row: OfferRow) => void },
) {
  const ticks = useOfferTicksStore(
    useShallow((s) => ({ ids: s.ids, anchor: s.anchor, toggle: s.toggle, extend: s.extend, clear: s.clear })),
  );
  const total = table.rows.total;
  const allTicked = total !== null && total > 0 && ticks.ids.size >= total;
  const tickAll = () => {
    if (ticks.ids.size > 0) ticks.clear();
    else tickAllMatching().catch(notifyError);
  };
  const column: Column<OfferRow> = {
    key: 'tick',
    essential: true,
    header: (
      <Tooltip label={t('offerBatch.tickAll')}>
        <Checkbox
          aria-label={t('offerBatch.tickAll')}
          checked={allTicked}
          indeterminate={!allTicked && ticks.ids.size > 0}
          onChange={tickAll}
          data-testid="offers-tick-all"
        />
      </Tooltip>
    ),
    width: '44px',
    align: 'center',
    render: (row) => (
      <Checkbox
        aria-label={t('offerBatch.tick', { id: row.id })}
        checked={ticks.ids.has(row.id)}
        onChange={() => ticks.toggle(row.id, table.selected)}
        onClick={(event) => event.stopPropagation()}
        data-testid="offer-tick"
      />
    ),
  };
  return {
    column,
    isMarked: (row: OfferRow) => ticks.ids.has(row.id),
    onRowClick: (index: number, row: OfferRow | undefined, event: MouseEvent): boolean => {
      if (!row) return false;
      if (event.shiftKey) ticks.extend(idsBetween(ticks.anchor, index, table.rows.row), index);
      else if (event.ctrlKey || event.metaKey) ticks.toggle(row.id, index);
      else return false;
      table.onSelect(index, row);
      return true;
    },
    onRowKey: (event: KeyboardEvent, index: number, row: OfferRow | undefined): boolean => {
      if (event.key === ' ' && row) ticks.toggle(row.id, index);
      else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) tickAll();
      else return false;
      event.preventDefault();
      return true;
    },
  };
}
