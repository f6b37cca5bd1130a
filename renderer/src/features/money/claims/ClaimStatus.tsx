import { Badge, Group, Tooltip } from '@mantine/core';
import type { Claim } from '../../../../../shared/claims';
import { useT } from '../../../i18n';

const colors: Record<Claim['status'], string> = {
  IN_PROGRESS: 'blue',
  WAITING_FOR_PAYMENT_REFUND: 'cyan',
  GRANTED: 'teal',
  REJECTED: 'red',
  REJECTED_AFTER_APPEAL: 'red',
  CANCELLED: 'gray',
  APPEALED: 'orange',
};

/** The claim's status and, when a change of it waits or failed in the outbox, that mark with the marketplace's words. */
export function ClaimStatus(props: { claim: Claim }) {
  const t = useT();
  const { claim } = props;
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="light" color={colors[claim.status]} data-testid="claim-status">
        {t(`claims.statuses.${claim.status}`)}
      </Badge>
      {claim.pending && (
        <Tooltip label={claim.pendingError} disabled={!claim.pendingError} multiline w={360}>
          <Badge
            size="sm"
            variant="outline"
            color={claim.pending === 'failed' ? 'red' : 'yellow'}
            data-testid="claim-pending"
          >
            {t(`claims.pending.${claim.pending}`)}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
