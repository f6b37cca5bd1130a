import { Badge } from '@mantine/core';
import type { DisputeStatus } from '../../../../../shared/disputes';
import { useT } from '../../../i18n';

const colors: Record<DisputeStatus, string> = { ONGOING: 'orange', CLOSED: 'gray', UNRESOLVED: 'red' };

export function DisputeStatusBadge(props: { status: DisputeStatus }) {
  const t = useT();
  return (
    <Badge size="sm" variant="light" color={colors[props.status]} data-testid="dispute-status">
      {t(`disputes.statuses.${props.status}`)}
    </Badge>
  );
}
