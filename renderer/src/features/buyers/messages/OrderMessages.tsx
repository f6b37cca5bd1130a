import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { messageRules } from '../../../../../shared/messages';
import type { OrderDetail } from '../../../../../shared/orders';
import { notifyError, notifyInfo } from '../../../app/notify';
import { TruncatedText } from '../../../components/table/cells';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { showThread, useOrderThreads, writeToBuyer } from './messages-store';
import { ThreadTypeBadge } from './ThreadView';

/**
 * An order's part: the buyer's threads about this order (or with this buyer); a click opens the thread. "Write to
 * the buyer" sends a message about this order, in their thread or a new one, through the outbox.
 */
export function OrderMessages(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const orderId = props.detail.id;
  const threads = useOrderThreads(orderId).data ?? [];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4} data-testid="order-messages">
        <Group justify="space-between">
          <Title order={3} size="h6">
            {t('messages.orderPart')}
          </Title>
          <WriteToBuyer orderId={orderId} login={props.detail.buyerLogin} />
        </Group>
        {threads.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('messages.orderEmpty')}
          </Text>
        )}
        {threads.map((thread) => (
          <UnstyledButton key={thread.id} onClick={() => showThread(thread.id)} data-testid="order-thread">
            <Group gap="xs" wrap="nowrap">
              {/* Who and when stay whole; only the message's text gives way on a narrow panel. */}
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={thread.read ? 400 : 700}>
                  {thread.login}
                </Text>
                {!thread.read && (
                  <Badge size="xs" color="blue">
                    {t('messages.unreadBadge')}
                  </Badge>
                )}
                <ThreadTypeBadge thread={thread} />
                <Text size="xs" c="dimmed">
                  {thread.lastMessageAt ? format.dateTime(thread.lastMessageAt) : ''}
                </Text>
              </Group>
              <TruncatedText size="sm">{thread.lastText ?? ''}</TruncatedText>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}

function WriteToBuyer(props: { orderId: string; login: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = text.trim() !== '' && text.length <= messageRules.textMax && !busy;
  if (!open)
    return (
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)} data-testid="write-to-buyer">
        {t('messages.write')}
      </Button>
    );
  const send = () => {
    if (!ready) return;
    setBusy(true);
    writeToBuyer(props.orderId, text, [])
      .then(() => {
        setText('');
        setOpen(false);
        notifyInfo(t('messages.writeSent'));
      })
      .catch(notifyError)
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap={4} w="100%">
      <Textarea
        label={t('messages.writeLabel', { login: props.login })}
        autosize
        minRows={3}
        value={text}
        data-testid="write-text"
        onChange={(event) => setText(event.currentTarget.value)}
        error={
          text.length > messageRules.textMax
            ? t('messages.length', { count: text.length, max: messageRules.textMax })
            : null
        }
      />
      <Group justify="flex-end" gap="xs">
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(false)}>
          {t('messages.writeCancel')}
        </Button>
        <Button
          size="compact-sm"
          leftSection={<IconSend size={14} />}
          disabled={!ready}
          loading={busy}
          onClick={send}
          data-testid="write-send"
        >
          {t('messages.send')}
        </Button>
      </Group>
    </Stack>
  );
}
