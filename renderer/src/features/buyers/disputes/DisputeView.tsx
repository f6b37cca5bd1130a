import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { DisputeAuthor, DisputeDetail, DisputeMessage } from '../../../../../shared/disputes';
import { notifyError } from '../../../app/notify';
import { MessageStamp } from '../../../components/chat/MessageStamp';
import { DetailView } from '../../../components/DetailView';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useOrdersStore } from '../../../stores/orders';
import { useUiStore } from '../../../stores/ui';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { ReplyBox } from './ReplyBox';
import { downloadAttachment } from './disputes-store';

const colors: Record<DisputeAuthor, string> = { buyer: 'blue', seller: 'teal', marketplace: 'grape' };

/** Opens the order a dispute is about in the Orders section. */
export function openOrder(orderId: string): void {
  useUiStore.getState().go('orders');
  useOrdersStore.getState().open(orderId);
}

/** A dispute's messages by author, as plain text, its order linked, and the reply box while it is open. */
export function DisputeView(props: { dispute: DisputeDetail }) {
  const t = useT();
  const format = useFormat();
  const d = props.dispute;
  return (
    <DetailView
      testId="dispute-view"
      badges={<DisputeStatusBadge status={d.status} />}
      note={
        <>
          {t('disputes.openedAt', { date: format.dateTime(d.openedAt) })}
          {d.buyerLogin && ` · ${d.buyerLogin}`}
        </>
      }
    >
      {d.orderId && (
        <Anchor
          component="button"
          size="sm"
          onClick={() => openOrder(d.orderId!)}
          data-testid="dispute-order"
        >
          {t('disputes.order', { id: d.orderId })}
        </Anchor>
      )}
      <Stack gap="xs" data-testid="dispute-messages">
        {d.messages.map((m) => (
          <MessageCard key={m.id} message={m} />
        ))}
      </Stack>
      {d.chatActive ? <ReplyBox disputeId={d.id} /> : <Alert color="gray">{t('disputes.closed')}</Alert>}
    </DetailView>
  );
}

/**
 * One message of a case's chat as plain text, its files downloadable (`download`, the case family's own), a message
 * written here marked while it waits or after it was refused. `author` names who wrote it, in place of the group.
 */
export function MessageCard(props: {
  message: DisputeMessage;
  author?: string;
  download?: (url: string, fileName: string) => Promise<void>;
}) {
  const t = useT();
  const m = props.message;
  const download = props.download ?? downloadAttachment;
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      ml={m.author === 'seller' ? 'xl' : 0}
      mr={m.author === 'seller' ? 0 : 'xl'}
      data-testid="dispute-message"
      data-author={m.author}
      data-state={m.state}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Badge size="xs" variant="light" color={colors[m.author]}>
          {props.author ?? t(`disputes.authors.${m.author}`)}
          {m.login && m.author !== 'seller' ? ` · ${m.login}` : ''}
        </Badge>
        <MessageStamp
          state={m.state}
          stateLabel={(state) => t(`disputes.messageStates.${state}`)}
          createdAt={m.createdAt}
          testId="dispute-message-state"
        />
      </Group>
      {/* Plain text: a buyer's message is never read as markup. */}
      {m.text && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.text}
        </Text>
      )}
      {m.attachments.map((a) =>
        a.url ? (
          <Button
            key={a.url}
            size="compact-xs"
            variant="subtle"
            mt={4}
            leftSection={<IconDownload size={14} />}
            onClick={() => void download(a.url!, a.fileName).catch(notifyError)}
          >
            {t('disputes.download', { name: a.fileName })}
          </Button>
        ) : (
          <Text key={a.fileName} size="xs" c="dimmed" mt={4}>
            {a.fileName}
          </Text>
        ),
      )}
      {m.error && (
        <Text size="xs" c="red" mt={4}>
          {m.error}
        </Text>
      )}
    </Paper>
  );
}
