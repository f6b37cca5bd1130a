import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MessageThread } from '../../../../../shared/messages';
import type { OrderDetail } from '../../../../../shared/orders';
import { api, onEvent } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { touches } from '../../../stores/list-store';
import { showThread } from './messages-store';

/** An order's part: the buyer's threads about this order (or with this buyer); a click opens the thread. */
export function OrderMessages(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const orderId = props.detail.id;
  const [threads, setThreads] = useState<MessageThread[]>([]);
  useEffect(() => {
    const load = () => api.messages.ofOrder({ orderId }).then(setThreads).catch(notifyError);
    void load();
    return onEvent('changed', ({ tables }) => {
      if (touches(tables, ['messages'])) void load();
    });
  }, [orderId]);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4} data-testid="order-messages">
        <Title order={3} size="h6">
          {t('messages.orderPart')}
        </Title>
        {threads.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('messages.orderEmpty')}
          </Text>
        )}
        {threads.map((thread) => (
          <UnstyledButton key={thread.id} onClick={() => showThread(thread.id)} data-testid="order-thread">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={thread.read ? 400 : 700}>
                {thread.login}
              </Text>
              {!thread.read && (
                <Badge size="xs" color="blue">
                  {t('messages.unreadBadge')}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {thread.lastMessageAt ? format.dateTime(thread.lastMessageAt) : ''}
              </Text>
              <Text size="sm" truncate>
                {thread.lastText ?? ''}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
