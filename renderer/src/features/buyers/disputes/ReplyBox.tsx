import { Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DISPUTE_ATTACHMENT_MAX_BYTES, DISPUTE_TEXT_MAX } from '../../../../../shared/disputes';
import { errorText } from '../../../app/error-text';
import { notifyInfo } from '../../../app/notify';
import { ReplyText } from '../../../components/chat/ReplyText';
import { useT } from '../../../i18n';
import { isAttachmentType, replyToDispute } from './disputes-store';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,image/tiff,application/pdf';

/** The reply to a dispute: one file at most. */
export function ReplyBox(props: { disputeId: string }) {
  return (
    <ChatReplyBox
      testId="dispute-reply"
      maxFiles={1}
      send={(text, files) => replyToDispute(props.disputeId, text, files[0] ?? null)}
    />
  );
}

/**
 * A message in a case's chat: a text and files (images or PDFs, up to 5 MB each), Ctrl+Enter (Cmd+Enter) sends. The
 * message is stored at once and shown as waiting; the outbox sends it, offline it waits. `children` goes above the
 * buttons (what kind of message it is, say).
 */
export function ChatReplyBox(props: {
  testId: string;
  maxFiles: number;
  send: (text: string, files: File[]) => Promise<unknown>;
  children?: ReactNode;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { testId } = props;

  const pick = (picked: File | null) => {
    setProblem(null);
    if (!picked) return;
    if (!isAttachmentType(picked.type)) return setProblem(t('disputes.fileType'));
    if (picked.size > DISPUTE_ATTACHMENT_MAX_BYTES) return setProblem(t('disputes.fileTooBig'));
    setFiles((shown) => [...shown, picked].slice(-props.maxFiles));
  };
  const send = () => {
    if (saving || (text.trim() === '' && files.length === 0)) return;
    setSaving(true);
    setProblem(null);
    props
      .send(text, files)
      .then(() => {
        setText('');
        setFiles([]);
        notifyInfo(t('disputes.queued'));
      })
      .catch((error: unknown) => setProblem(errorText(error, t)))
      .finally(() => setSaving(false));
  };
  return (
    <Stack gap={6} data-testid={testId}>
      <ReplyText
        label={t('disputes.reply')}
        placeholder={t('disputes.replyPlaceholder')}
        maxLength={DISPUTE_TEXT_MAX}
        value={text}
        onChange={setText}
        onSend={send}
        error={problem}
        testId={`${testId}-text`}
      />
      {props.children}
      <Group justify="space-between">
        <Group gap={4}>
          <FileButton onChange={pick} accept={ACCEPT}>
            {(button) => (
              <Button {...button} size="xs" variant="subtle" leftSection={<IconPaperclip size={14} />}>
                {t('disputes.attach')}
              </Button>
            )}
          </FileButton>
          {files.map((file) => (
            <Group key={file.name} gap={2} data-testid={`${testId}-file`}>
              <Text size="xs">{file.name}</Text>
              <CloseButton
                size="xs"
                aria-label={t('disputes.removeFile', { name: file.name })}
                onClick={() => setFiles((shown) => shown.filter((f) => f !== file))}
              />
            </Group>
          ))}
        </Group>
        <Button
          size="xs"
          leftSection={<IconSend size={14} />}
          loading={saving}
          disabled={text.trim() === '' && files.length === 0}
          onClick={send}
          data-testid={`${testId}-send`}
        >
          {t('disputes.send')}
        </Button>
      </Group>
    </Stack>
  );
}
