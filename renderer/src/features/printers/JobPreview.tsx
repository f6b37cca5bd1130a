import { Alert, Center, Image, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { PrintJob } from '../../../../shared/printing';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';

/** The job's document drawn as images: PDF pages through pdf.js, ZPL labels through zpl-renderer-js. */
export function JobPreview(props: { job: PrintJob | null; onClose: () => void }) {
  const t = useT();
  const { job } = props;
  const preview = usePrintingStore((state) => (job ? state.previews[job.documentHash] : undefined));
  const loadPreview = usePrintingStore((state) => state.loadPreview);
  const dpi = usePrintingStore(
    (state) => state.profiles?.find((profile) => profile.printerId === job?.printerId)?.zplDpi ?? 203,
  );
  useEffect(() => {
    if (job) void loadPreview(job, dpi);
  }, [job, dpi, loadPreview]);

  return (
    <Modal
      opened={job !== null}
      onClose={props.onClose}
      title={job ? t('printing.jobs.previewTitle', { id: job.id }) : ''}
      size="lg"
      centered
    >
      {(!preview || preview.status === 'loading') && (
        <Center p="xl">
          <Loader aria-label={t('printing.jobs.previewLoading')} />
        </Center>
      )}
      {preview?.status === 'error' && (
        <Alert color="red">{t('printing.jobs.previewError', { message: preview.message })}</Alert>
      )}
      {preview?.status === 'none' && (
        <Text c="dimmed">{t('printing.jobs.previewNone', { format: preview.format.toUpperCase() })}</Text>
      )}
      {preview?.status === 'ready' && (
        <ScrollArea.Autosize mah="70vh">
          <Stack align="center" gap="md">
            {preview.images.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={`${t('printing.jobs.preview')} ${index + 1}`}
                maw={420}
                bd="1px solid var(--mantine-color-default-border)"
                data-testid="job-preview-image"
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
