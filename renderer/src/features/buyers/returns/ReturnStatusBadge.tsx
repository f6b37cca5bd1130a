import { Badge } from '@mantine/core';
import { useT } from '../../../i18n';

const colors: Record<string, string> = {
  CREATED: 'gray',
  DISPATCHED: 'blue',
  IN_TRANSIT: 'blue',
  DELIVERED: 'orange',
  REJECTED: 'red',
  FINISHED: 'teal',
  FINISHED_APT: 'teal',
};

export function ReturnStatusBadge(props: { status: string }) {
  const t = useT();
  return (
    <Badge size="sm" variant="light" color={colors[props.status] ?? 'gray'}>
      {t(`returns.statuses.${props.status}`)}
    </Badge>
  );
}
