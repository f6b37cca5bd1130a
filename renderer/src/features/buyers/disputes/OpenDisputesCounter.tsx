import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { useOpenDisputes, watchOpenDisputes } from './disputes-store';

/** The top bar's count of open disputes; a click opens Buyers → Disputes. */
export function OpenDisputesCounter() {
  const t = useT();
  const count = useOpenDisputes((state) => state.count);
  useEffect(() => watchOpenDisputes(), []);
  const label = t('disputes.topBar', { count });
  return (
    <Tooltip label={label}>
      <UnstyledButton
        aria-label={label}
        data-testid="open-disputes"
        onClick={() => useUiStore.getState().openTab('buyers', 'disputes')}
      >
        <Badge
          size="lg"
          variant={count > 0 ? 'light' : 'outline'}
          color={count > 0 ? 'orange' : 'gray'}
          leftSection={<IconMessageExclamation size={14} />}
        >
          {count}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}
