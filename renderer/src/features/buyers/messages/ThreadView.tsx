import { Badge, Button, CloseButton, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PROBLEM_THREAD,
  messageRules,
  type MessageThread,
  type ReplyFile,
  type ThreadMessage,
} from '../../../../../shared/messages';
import { notifyError, notifyInfo } from '../../../app/notify';
import { MessageStamp } from '../../../components/chat/MessageStamp';
import { ReplyText } from '../../../components/chat/ReplyText';
import { useT, type Translate } from '../../../i18n';
import { download, readFile, reply, showOrder } from './messages-store';
import { OrderPicker } from './OrderPicker';
import { useActiveAccount } from '../../../stores/accounts';

/** A thread that is not a COMMON one: a problem with a purchase, or a newer type named as it came. */
export function ThreadTypeBadge(props: { thread: MessageThread }) {
  const t = useT();
  const { type } = props.thread;
  if (type === 'COMMON') return null;
  return (
    <Badge
      size="xs"
      color={type === PROBLEM_THREAD ? 'orange' : 'gray'}
      variant="light"
      data-testid="thread-type"
    >
      {type === PROBLEM_THREAD ? t('messages.problemBadge') : t('messages.otherType', { type })}
    </Badge>
  );
}

/** A thread's messages, oldest first; text is shown as plain text (React escapes it), never as HTML. */
export function ThreadView(props: { thread: MessageThread; messages: ThreadMessage[] }) {
  const t = useT();
  const { thread } = props;
  return (
    <Stack gap="sm" data-testid="thread-view">
      {thread.type !== 'COMMON' && (
        <Group gap="xs">
          <ThreadTypeBadge thread={thread} />
          {thread.type === PROBLEM_THREAD && (
            <Text size="xs" c="dimmed">
              {t('messages.problemHint', { subType: thread.subType ?? '-' })}
            </Text>
          )}
        </Group>
      )}
      {props.messages.length === 0 && <Text c="dimmed">{t('messages.noMessages')}</Text>}
      {props.messages.map((m) => (
        <MessageBubble key={m.id} message={m} />
      ))}
      <ReplyBox thread={thread} />
    </Stack>
  );
}

/** Who wrote it: the buyer, the seller, the marketplace's own notice, or a newer role as it came. */
function authorOf(m: ThreadMessage, t: Translate): string {
  if (m.fromBuyer) return m.authorLogin;
  if (m.authorRole === null || m.authorRole === 'SELLER') return t('messages.you');
  if (m.authorRole === 'SYSTEM') return t('messages.system', { login: m.authorLogin });
  return t('messages.role', { login: m.authorLogin, role: m.authorRole });
}

function MessageBubble(props: { message: ThreadMessage }) {
  const t = useT();
  const m = props.message;
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      ml={m.fromBuyer ? 0 : 'xl'}
      mr={m.fromBuyer ? 'xl' : 0}
      bg={m.fromBuyer ? undefined : 'var(--mantine-color-blue-light)'}
      data-testid="message"
      data-state={m.state}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={600}>
          {authorOf(m, t)}
        </Text>
        <MessageStamp
          state={m.state}
          stateLabel={(state) => t(state === 'failed' ? 'messages.failed' : 'messages.waiting')}
          createdAt={m.createdAt}
          testId="message-state"
        />
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
        {m.text}
      </Text>
      {m.error && (
        <Text size="xs" c="red">
          {m.error}
        </Text>
      )}
      {(m.attachments.length > 0 || m.orderId) && (
        <Group gap="xs" mt={4}>
          {m.attachments.map((a, i) => (
            <Button
              key={`${a.fileName}-${i}`}
              size="compact-xs"
              variant="light"
              leftSection={<IconDownload size={12} />}
              disabled={a.id === null}
              aria-label={t('messages.attachment', { name: a.fileName })}
              onClick={() => {
                if (a.id) download(a.id).catch(notifyError);
              }}
            >
              {a.fileName}
            </Button>
          ))}
          {m.orderId && (
            <Button size="compact-xs" variant="subtle" onClick={() => showOrder(m.orderId!)}>
              {t('messages.openOrder', { id: m.orderId.slice(0, 8) })}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}

/**
 * The reply box: Ctrl+Enter (or Cmd+Enter) sends; files are picked and sent with the reply. A thread with no order
 * known asks for one of the buyer's orders (the 2026 marketplace takes a message only about an order).
 */
function ReplyBox(props: { thread: MessageThread }) {
  const t = useT();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ReplyFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  const api = useActiveAccount()?.api;
  const needsOrder = props.thread.orderId === null && api === '2026';
  const ready =
    text.trim() !== '' && text.length <= messageRules.textMax && !busy && (!needsOrder || orderId !== null);
  const send = () => {
    if (!ready) return;
    setBusy(true);
    reply(props.thread.id, text, files, orderId ?? undefined)
      .then(() => {
        setText('');
        setFiles([]);
        notifyInfo(t('messages.sent'));
      })
      .catch(notifyError)
      .finally(() => setBusy(false));
  };
  const pick = (picked: File[]) =>
    Promise.all(picked.map(readFile))
      .then((read) => setFiles((current) => [...current, ...read].slice(0, messageRules.maxAttachments)))
      .catch(notifyError);
  return (
    <Stack gap={6}>
      {needsOrder && <OrderPicker threadId={props.thread.id} value={orderId} onChange={setOrderId} />}
      <ReplyText
        label={t('messages.replyLabel')}
        placeholder={t('messages.replyPlaceholder')}
        value={text}
        onChange={setText}
        onSend={send}
        error={
          text.length > messageRules.textMax
            ? t('messages.length', { count: text.length, max: messageRules.textMax })
            : null
        }
        testId="reply-text"
      />
      {files.length > 0 && (
        <Group gap={4}>
          {files.map((file, i) => (
            <Badge
              key={`${file.name}-${i}`}
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('messages.removeFile', { name: file.name })}
                  onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
                />
              }
            >
              {file.name}
            </Badge>
          ))}
        </Group>
      )}
      <Group justify="space-between">
        <FileButton
          onChange={(picked) => void pick(picked)}
          accept={Object.keys(messageRules.attachmentTypes)
            .map((e) => `.${e}`)
            .join(',')}
          multiple
        >
          {(fileProps) => (
            <Button
              {...fileProps}
              variant="subtle"
              leftSection={<IconPaperclip size={16} />}
              data-testid="reply-attach"
            >
              {t('messages.attach')}
            </Button>
          )}
        </FileButton>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('messages.length', { count: text.length, max: messageRules.textMax })}
          </Text>
          <Button
            leftSection={<IconSend size={16} />}
            disabled={!ready}
            loading={busy}
            onClick={send}
            data-testid="reply-send"
          >
            {t('messages.send')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
