import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEye, IconPrinter, IconX } from '@tabler/icons-react';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import type { PrintJob } from '../../../../shared/printing';
import { notifyDone, notifyError, notifyInfo } from '../../app/notify';
import { EmptyState } from '../../components/EmptyState';
import { RowAction, TableHead } from '../../components/RowAction';
import { StatusCell } from '../../components/StatusCell';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { usePrintingStore } from '../../stores/printing';
import { JobPreview } from './JobPreview';
import { jobName } from './job-name';
import { isJobErrorCode, jobStateColor } from './labels';

const cancellable = new Set<PrintJob['state']>(['queued', 'failed', 'sent', 'uncertain']);

function JobState(props: { job: PrintJob }) {
  const t = useT();
  const format = useFormat();
  const { job } = props;
  return (
    <StatusCell
      color={jobStateColor[job.state]}
      label={t(`printing.jobStates.${job.state}`)}
      testId="job-state"
      notes={[
        !!job.error &&
          job.state !== 'done' && {
            text: isJobErrorCode(job.error.code)
              ? t(`printing.jobErrors.${job.error.code}`)
              : job.error.message,
            color: job.state === 'uncertain' ? 'orange' : 'red',
            title: job.error.message,
          },
        job.state === 'failed' &&
          !!job.nextAttemptAt && {
            text: `${t('printing.jobs.attempt', { n: job.attempts, max: job.maxAttempts })}, ${t(
              'printing.jobs.nextAttempt',
              { time: format.history(job.nextAttemptAt) },
            )}`,
          },
        !!job.remoteMessage &&
          job.state === 'sent' && { text: t('printing.jobs.spooler', { message: job.remoteMessage }) },
        !!job.removedCommands?.length && {
          text: t('printing.jobs.removedCommands', { commands: job.removedCommands.join(', ') }),
          color: 'orange',
        },
      ]}
    />
  );
}

export function JobsPanel() {
  const t = useT();
  const format = useFormat();
  const jobs = usePrintingStore((state) => state.jobs);
  const moreJobs = usePrintingStore((state) => state.moreJobs);
  const loadOlder = usePrintingStore((state) => state.loadOlderJobs);
  const reprint = usePrintingStore((state) => state.reprint);
  const cancel = usePrintingStore((state) => state.cancel);
  const markPrinted = usePrintingStore((state) => state.markPrinted);
  const [previewing, setPreviewing] = useState<PrintJob | null>(null);
  if (!jobs) return null;
  if (jobs.length === 0) {
    return (
      <EmptyState
        icon={IconHistory}
        title={t('printing.jobs.emptyTitle')}
        body={t('printing.jobs.emptyBody')}
      />
    );
  }
  const uncertain = jobs.filter((job) => job.state === 'uncertain');

  return (
    <Stack>
      {uncertain.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle />}
          title={t('printing.jobs.uncertainTitle', { count: uncertain.length })}
          data-testid="uncertain-jobs"
        >
          {t('printing.jobs.uncertainBody')}
        </Alert>
      )}
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="job-list">
        <TableHead
          labels={(['id', 'when', 'kind', 'printer', 'state', 'actions'] as const).map((key) =>
            t(`printing.jobs.${key}`),
          )}
        />
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} data-testid="job-row" data-job-id={job.id}>
              <Table.Td>{job.id}</Table.Td>
              <Table.Td>{format.history(job.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="job-name">
                  {jobName(job, t, format)}
                </Text>
                <Text size="xs" c="dimmed">
                  {job.format.toUpperCase()}
                  {job.copies > 1 ? ` ×${job.copies}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{job.printerLabel}</Table.Td>
              <Table.Td>
                <JobState job={job} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <RowAction
                    label={t('printing.jobs.preview')}
                    ariaLabel={`${t('printing.jobs.preview')} ${job.id}`}
                    icon={IconEye}
                    onClick={() => setPreviewing(job)}
                  />
                  <RowAction
                    label={t('printing.jobs.reprint')}
                    ariaLabel={`${t('printing.jobs.reprint')} ${job.id}`}
                    icon={IconPrinter}
                    onClick={() =>
                      void reprint(job.id).then((result) => {
                        if (result.status === 'queued') {
                          notifyInfo(t('printing.jobs.queued', { id: result.job.id }));
                        }
                      }, notifyError)
                    }
                  />
                  {job.state === 'uncertain' && (
                    <RowAction
                      label={t('printing.jobs.markPrinted')}
                      ariaLabel={`${t('printing.jobs.markPrinted')} ${job.id}`}
                      icon={IconCheck}
                      color="teal"
                      onClick={() => void markPrinted(job.id).catch(notifyError)}
                    />
                  )}
                  {cancellable.has(job.state) && (
                    <RowAction
                      label={t('printing.jobs.cancel')}
                      ariaLabel={`${t('printing.jobs.cancel')} ${job.id}`}
                      icon={IconX}
                      color="red"
                      onClick={() => notifyDone(cancel(job.id), t('printing.jobs.cancelled', { id: job.id }))}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {moreJobs && (
        <Group justify="center">
          <Button variant="default" onClick={() => void loadOlder().catch(notifyError)}>
            {t('printing.jobs.older')}
          </Button>
        </Group>
      )}
      <JobPreview job={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
