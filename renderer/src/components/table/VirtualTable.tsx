import { Box, Center, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { fitColumns } from './fit-columns';
import classes from './VirtualTable.module.css';
import type { PagedRows } from './use-paged-rows';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** CSS grid track, e.g. '120px' or 'minmax(200px, 2fr)'. */
  width: string;
  align?: 'left' | 'right' | 'center';
  /** Sort key this column orders by, when it can. */
  sort?: string;
  /** Kept when the table is narrowed beside an open detail. */
  essential?: boolean;
  /** The row's cell; `index` is the row's place in the list. */
  render(row: T, index: number): ReactNode;
}

export interface VirtualTableProps<T> {
  rows: PagedRows<T>;
  columns: Column<T>[];
  rowKey(row: T): string;
  rowHeight?: number;
  /** Index of the row the keyboard is on. */
  selected: number;
  /** The keyboard moved to this row (its data when it is loaded). */
  onSelect(index: number, row: T | undefined): void;
  /** A click, a double click or Enter on a row. Without it a click only selects. */
  onOpen?(row: T, index: number): void;
  /** A click with its modifiers (Shift, Ctrl, Cmd) before the table's own: true when it was handled. */
  onRowClick?(index: number, row: T | undefined, event: MouseEvent): boolean;
  /** A key on the row the keyboard is on, before the table's own: true when it was handled. */
  onRowKey?(event: KeyboardEvent, index: number, row: T | undefined): boolean;
  /** Rows ticked for an action on several at once. */
  isMarked?(row: T): boolean;
  /** Only the essential columns: the table sits beside an open detail. */
  compact?: boolean;
  sort?: string;
  onSort?(sort: string): void;
  empty: ReactNode;
  label: string;
  testId?: string;
}

/**
 * A table that renders only the rows on screen, however long the list (100 000 offers). A click opens a row (and
 * selects it), Up/Down and PageUp/Down move through it, Enter opens the row, Home/End jump; the header sorts where
 * a column can.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, selected } = props;
  // The rows' width (a vertical scrollbar takes its share), which the fixed tracks of the header and rows must fit.
  const { ref: measured, width } = useElementSize<HTMLDivElement>();
  const columns = fitColumns(
    props.compact ? props.columns.filter((column) => column.essential) : props.columns,
    width,
  );
  const rowHeight = props.rowHeight ?? 44;
  const scroller = useRef<HTMLDivElement>(null);
  const scrollerRef = useMergedRef(scroller, measured);
  const count = rows.total ?? 0;
  // TanStack Virtual is not built for the React Compiler; this component does not rely on compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  const { ensure } = rows;

  useEffect(() => {
    ensure(first, Math.max(last, first + 30));
  }, [first, last, ensure]);

  const template = columns.map((column) => column.width).join(' ');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (props.onRowKey?.(event, selected, rows.row(selected))) return;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: page,
      PageUp: -page,
      Home: -count,
      End: count,
    };
    const move = moves[event.key];
    if (move !== undefined && count > 0) {
      event.preventDefault();
      const next = Math.min(count - 1, Math.max(0, selected + move));
      props.onSelect(next, rows.row(next));
      virtualizer.scrollToIndex(next, { align: 'auto' });
    } else if (event.key === 'Enter') {
      const row = rows.row(selected);
      if (row) props.onOpen?.(row, selected);
    }
  };
  const click = (index: number, event: MouseEvent): void => {
    const row = rows.row(index);
    if (props.onRowClick?.(index, row, event)) return;
    if (row && props.onOpen) props.onOpen(row, index);
    else props.onSelect(index, row);
  };

  return (
    <Box className={classes.frame} data-testid={props.testId}>
      {/* The header is the grid's first row (ARIA counts it: data rows are numbered from 2); the grid holds the focus
          and the keys, the rows scroll beneath the header. */}
      <div
        className={classes.grid}
        tabIndex={0}
        role="grid"
        aria-label={props.label}
        aria-rowcount={count + 1}
        onKeyDown={onKeyDown}
      >
        <div
          className={classes.header}
          style={{ gridTemplateColumns: template }}
          role="row"
          aria-rowindex={1}
        >
          {columns.map((column) => (
            <Cell key={column.key} align={column.align} role="columnheader">
              {column.sort && props.onSort ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => props.onSort!(props.sort === column.sort ? `-${column.sort}` : column.sort!)}
                >
                  <Group gap={4} wrap="nowrap">
                    {column.header}
                    {props.sort === column.sort && <IconArrowUp size={14} />}
                    {props.sort === `-${column.sort}` && <IconArrowDown size={14} />}
                  </Group>
                </UnstyledButton>
              ) : (
                column.header
              )}
            </Cell>
          ))}
        </div>
        <div ref={scrollerRef} className={classes.scroller} role="rowgroup">
          {rows.total === 0 ? (
            <Center h="100%">{props.empty}</Center>
          ) : (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const row = rows.row(item.index);
                return (
                  <div
                    key={row ? props.rowKey(row) : `loading-${item.index}`}
                    role="row"
                    aria-rowindex={item.index + 2}
                    aria-selected={item.index === selected}
                    className={classes.row}
                    data-selected={item.index === selected || undefined}
                    data-marked={(row && props.isMarked?.(row)) || undefined}
                    style={{
                      gridTemplateColumns: template,
                      height: rowHeight,
                      transform: `translateY(${item.start}px)`,
                    }}
                    onClick={(event) => click(item.index, event)}
                    onDoubleClick={() => row && props.onOpen?.(row, item.index)}
                  >
                    {columns.map((column) => (
                      <Cell key={column.key} align={column.align} role="gridcell">
                        {row ? column.render(row, item.index) : <Skeleton height={12} radius="sm" />}
                      </Cell>
                    ))}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
      <Text size="xs" c="dimmed" className={classes.footer}>
        {rows.total === null ? '' : `${Math.min(selected + 1, count)} / ${count}`}
      </Text>
    </Box>
  );
}

/** A cell of the header or of a row: both line up under the same column's alignment. */
function Cell(props: {
  align: Column<unknown>['align'];
  role: 'columnheader' | 'gridcell';
  children: ReactNode;
}) {
  const justify = props.align === 'right' ? 'flex-end' : props.align === 'center' ? 'center' : 'flex-start';
  // A cell of plain text is cut with an ellipsis where its column is narrow; the title keeps the whole of it.
  const { children } = props;
  const plain = typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;
  return (
    <div
      className={classes.cell}
      style={{ justifyContent: justify }}
      role={props.role}
      title={props.role === 'gridcell' ? plain : undefined}
    >
      {props.children}
    </div>
  );
}
