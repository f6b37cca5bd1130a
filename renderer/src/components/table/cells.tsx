import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Format } from '../../i18n/format';
import type { Column } from './VirtualTable';

/** A cell of one line, cut with an ellipsis where the column is narrower than its text. */
export function TruncatedCell(props: { children: ReactNode }) {
  return (
    <Text size="sm" truncate>
      {props.children}
    </Text>
  );
}

/** When a row happened, to the minute: a list's first column, so it stays beside an open detail. */
export function whenColumn<T>(column: {
  key: string;
  header: string;
  at(row: T): string | null | undefined;
  format: Format;
  sort?: string;
}): Column<T> {
  return {
    key: column.key,
    essential: true,
    header: column.header,
    width: '150px',
    ...(column.sort ? { sort: column.sort } : {}),
    render: (row) => {
      const at = column.at(row);
      return at ? column.format.dateTime(at) : '';
    },
  };
}
