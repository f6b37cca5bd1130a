import { ActionIcon, Table, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** An icon button in a table row: its label shows on hover and, with the row's name, is read by screen readers. */
export function RowAction(props: {
  label: string;
  /** The label with the row's name ("Print again 12"), unique on the page. */
  ariaLabel: string;
  icon: Icon;
  color?: string;
  onClick: () => void;
}) {
  const { icon: IconComponent } = props;
  return (
    <Tooltip label={props.label}>
      <ActionIcon variant="subtle" color={props.color} aria-label={props.ariaLabel} onClick={props.onClick}>
        <IconComponent size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A table's header row from its column names. */
export function TableHead(props: { labels: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {props.labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
