import { Button, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { DISPUTE_ATTACHMENT_MAX_BYTES, DISPUTE_TEXT_MAX } from '../../../../../shared/disputes';
import { errorText } from '../../../app/error-text';
import { notifyInfo } from '../../../app/notify';
import { useT } from '../../../i18n';
import { isAttachmentType, replyToDispute } from './disputes-store';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,image/tiff,application/pdf';

/**
 * The reply to a dispute: a text and at most one file (an image or a PDF, up to 5 MB), Ctrl+Enter (Cmd+Enter)
 * sends. The reply is stored at once and shown as waiting; the outbox sends it, offline it waits.
 */
export function ReplyBox(props: { disputeId: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const pick = (picked: File | null) => {
    setProblem(null);
    if (!picked) return setFile(null);
    if (!isAttachmentType(picked.type)) return setProblem(t('disputes.fileType'));
    if (picked.size > DISPUTE_ATTACHMENT_MAX_BYTES) return setProblem(t('disputes.fileTooBig'));
    setFile(picked);
  };
  const send = () => {
    if (saving || (text.trim() === '' && !file)) return;
    setSaving(true);
    setProblem(null);
    replyToDispute(props.disputeId, text, file)
      .then(() => {
        setText('');
        setFile(null);
        notifyInfo(t('disputes.queued'));
      })
      .catch((error: unknown) => setProblem(errorText(error, t)))
      .finally(() => setSaving(false));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Stack gap={6} data-testid="dispute-reply">
      <Textarea
        label={t('disputes.reply')}
        placeholder={t('disputes.replyPlaceholder')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={DISPUTE_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={problem}
        data-testid="dispute-reply-text"
      />
      <Group justify="space-between">
        <Group gap={4}>
          <FileButton onChange={pick} accept={ACCEPT}>
            {(button) => (
              <Button {...button} size="xs" variant="subtle" leftSection={<IconPaperclip size={14} />}>
                {t('disputes.attach')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Group gap={2} data-testid="dispute-reply-file">
              <Text size="xs">{file.name}</Text>
              <CloseButton
                size="xs"
                aria-label={t('disputes.removeFile', { name: file.name })}
                onClick={() => setFile(null)}
              />
            </Group>
          )}
        </Group>
        <Button
          size="xs"
          leftSection={<IconSend size={14} />}
          loading={saving}
          disabled={text.trim() === '' && !file}
          onClick={send}
          data-testid="dispute-reply-send"
        >
          {t('disputes.send')}
        </Button>
      </Group>
    </Stack>
  );
}
