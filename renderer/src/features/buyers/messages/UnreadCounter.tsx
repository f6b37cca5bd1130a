import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { useUnreadStore, watchUnread } from './messages-store';

/** The top bar's count of unread threads; a click opens Buyers → Messages. */
export function UnreadCounter() {
  const t = useT();
  const count = useUnreadStore((state) => state.count);
  useEffect(() => watchUnread(), []);
  const label = t('messages.counter', { count });
  return (
    <Tooltip label={label}>
      <UnstyledButton
        aria-label={label}
        onClick={() => useUiStore.getState().openTab('buyers', 'messages')}
        data-testid="unread-counter"
      >
        <Badge
          size="lg"
          variant={count > 0 ? 'filled' : 'light'}
          color={count > 0 ? 'blue' : 'gray'}
          leftSection={<IconMessage size={14} />}
          data-testid="unread-count"
        >
          {count}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}
