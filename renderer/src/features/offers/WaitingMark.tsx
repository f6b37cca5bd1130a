import { Badge, Tooltip } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useT } from '../../i18n';

/**
 * A value the seller changed that is not at the marketplace yet: a small label in the words of a waiting change's
 * status, with words for screen readers.
 */
export function WaitingMark() {
  const t = useT();
  return (
    <Tooltip label={t('outbox.waitingLabel')} withinPortal>
      <Badge
        size="xs"
        variant="outline"
        color="yellow"
        leftSection={<IconClockHour4 size={10} aria-hidden />}
        title={t('outbox.waitingLabel')}
        data-testid="waiting"
        style={{ flexShrink: 0 }}
      >
        {t('outbox.states.waiting')}
      </Badge>
    </Tooltip>
  );
}
