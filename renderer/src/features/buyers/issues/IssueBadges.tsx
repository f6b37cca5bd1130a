import { Badge } from '@mantine/core';
import { useT, type MessageKey } from '../../../i18n';

const colors: Record<string, string> = {
  CLAIM_SUBMITTED: 'orange',
  DISPUTE_ONGOING: 'orange',
  CLAIM_ACCEPTED: 'teal',
  CLAIM_REJECTED: 'red',
  DISPUTE_CLOSED: 'gray',
  DISPUTE_UNRESOLVED: 'red',
};

/** An issue's status in words; one the app has no words for is shown as it came. */
export function IssueStatusBadge(props: { status: string }) {
  const t = useT();
  return (
    <Badge size="sm" variant="light" color={colors[props.status] ?? 'gray'} data-testid="issue-status">
      {t(`issues.statuses.${props.status}` as MessageKey)}
    </Badge>
  );
}

/** A claim or a dispute (or a kind the marketplace adds, as it came). */
export function IssueTypeBadge(props: { type: string }) {
  const t = useT();
  return (
    <Badge
      size="sm"
      variant="outline"
      color={props.type === 'CLAIM' ? 'violet' : 'blue'}
      data-testid="issue-type"
    >
      {t(`issues.types.${props.type}` as MessageKey)}
    </Badge>
  );
}
