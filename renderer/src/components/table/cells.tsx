import { Text, type TextProps } from '@mantine/core';
import { Children, isValidElement, type ReactNode } from 'react';
import type { Format } from '../../i18n/format';
import type { Column } from './VirtualTable';

/** The words of `children` as one string, through elements such as <b>: what a title shows of cut text. */
export function plainText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      return isValidElement<{ children?: ReactNode }>(child) ? plainText(child.props.children) : '';
    })
    .join('');
}

/** One line cut with an ellipsis where its box is narrower; the title holds the whole text (on hover, for readers). */
export function TruncatedText(props: TextProps & { children: ReactNode; 'data-testid'?: string }) {
  const { children, ...rest } = props;
  const title = plainText(children);
  return (
    <Text {...rest} truncate title={title || undefined}>
      {children}
    </Text>
  );
}

/** A cell of one line, cut with an ellipsis where the column is narrower than its text. */
export function TruncatedCell(props: { children: ReactNode }) {
  return <TruncatedText size="sm">{props.children}</TruncatedText>;
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
