import { Button, Group, Modal, Text } from '@mantine/core';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { usePrintingStore } from '../../stores/printing';

/** "The same document went to this printer a moment ago: print it again?" Nothing prints without a yes. */
export function RepeatConfirm() {
  const t = useT();
  const format = useFormat();
  const pending = usePrintingStore((state) => state.pendingRepeat);
  const confirm = usePrintingStore((state) => state.confirmRepeat);
  const dismiss = usePrintingStore((state) => state.dismissRepeat);
  const previous = pending?.previous;
  return (
    <Modal opened={pending !== null} onClose={dismiss} title={t('printing.repeat.title')} centered>
      {previous && (
        <Text mb="lg" data-testid="repeat-question">
          {t('printing.repeat.body', {
            printer: previous.printerLabel,
            time: format.history(previous.createdAt),
            id: previous.id,
            state: t(`printing.jobStates.${previous.state}`),
          })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={dismiss} data-autofocus>
          {t('printing.repeat.cancel')}
        </Button>
        <Button
          onClick={() =>
            void confirm().then((result) => {
              if (result?.status === 'queued') notifyInfo(t('printing.jobs.queued', { id: result.job.id }));
            }, notifyError)
          }
        >
          {t('printing.repeat.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
