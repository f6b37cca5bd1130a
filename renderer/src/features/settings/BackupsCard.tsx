import { Alert, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconRestore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { BackupEntry } from '../../../../shared/backups';
import { notifyDone, notifyError } from '../../app/notify';
import { RowAction, TableHead } from '../../components/RowAction';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useBackupsStore } from '../../stores/backups';
import { ConfirmModal } from '../shipping/ConfirmModal';

/** The database's copies in the data folder: made daily, before updates and by hand; one restored at the next start. */
export function BackupsCard() {
  const t = useT();
  const format = useFormat();
  const backups = useBackupsStore((state) => state.backups);
  const restartNeeded = useBackupsStore((state) => state.restartNeeded);
  const load = useBackupsStore((state) => state.load);
  const backUpNow = useBackupsStore((state) => state.backUpNow);
  const restore = useBackupsStore((state) => state.restore);
  const [busy, setBusy] = useState(false);
  const [restoring, setRestoring] = useState<BackupEntry | null>(null);
  useEffect(() => {
    load().catch(notifyError);
  }, [load]);
  const megabytes = (size: number) =>
    t('backups.sizeMb', { size: format.number(Math.max(0.1, Math.round(size / 104_857.6) / 10)) });

  return (
    <Card withBorder component="section" aria-labelledby="backups-title" data-testid="backups">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="backups-title">
          {t('backups.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDatabaseExport size={16} />}
          loading={busy}
          onClick={() => {
            setBusy(true);
            const work = backUpNow().finally(() => setBusy(false));
            notifyDone(work, t('backups.done'));
          }}
          data-testid="backup-now"
        >
          {t('backups.backUpNow')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('backups.help')}
      </Text>
      {restartNeeded && (
        <Alert color="yellow" mb="sm" role="status" data-testid="backup-restart">
          {t('backups.restartToFinish')}
        </Alert>
      )}
      {backups?.length === 0 && <Text c="dimmed">{t('backups.empty')}</Text>}
      {backups && backups.length > 0 && (
        <Table striped verticalSpacing="xs">
          <TableHead
            labels={[t('backups.date'), t('backups.kind'), t('backups.size'), t('backups.actions')]}
          />
          <Table.Tbody>
            {backups.map((backup) => (
              <Table.Tr key={backup.name} data-testid="backup-row">
                <Table.Td>{format.dateTime(backup.createdAt)}</Table.Td>
                <Table.Td>{t(`backups.kinds.${backup.kind}`)}</Table.Td>
                <Table.Td>{megabytes(backup.size)}</Table.Td>
                <Table.Td>
                  <RowAction
                    label={t('backups.restore')}
                    ariaLabel={`${t('backups.restore')}: ${format.dateTime(backup.createdAt)}`}
                    icon={IconRestore}
                    onClick={() => setRestoring(backup)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmModal
        opened={restoring !== null}
        title={t('backups.restoreTitle')}
        confirm={t('backups.restore')}
        color="orange"
        onClose={() => setRestoring(null)}
        onConfirm={() => {
          if (restoring) restore(restoring.name).catch(notifyError);
        }}
      >
        {t('backups.restoreBody', { date: restoring ? format.dateTime(restoring.createdAt) : '' })}
      </ConfirmModal>
    </Card>
  );
}
