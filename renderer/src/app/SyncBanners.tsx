import { Alert } from '@mantine/core';
import { IconCloudOff, IconHandStop } from '@tabler/icons-react';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useActiveSync, useConnectionStore } from '../stores/connection';
import { FirstSyncProgress } from './SyncPanel';

/** Offline, a rate-limit pause, or the first sync: said once, above whatever section is open. */
export function SyncBanners() {
  const t = useT();
  const format = useFormat();
  const sync = useActiveSync();
  const blockedUntil = useConnectionStore((state) => state.sync.blockedUntil);
  const lastSyncAt = useConnectionStore((state) => state.sync.lastSyncAt);
  return (
    <>
      {sync?.connection === 'offline' && (
        <Alert
          color="orange"
          icon={<IconCloudOff />}
          title={t('sync.offlineTitle')}
          mb="sm"
          data-testid="offline-banner"
        >
          {lastSyncAt
            ? t('sync.offlineBody', { time: format.dateTime(lastSyncAt) })
            : t('sync.offlineBodyNever')}
        </Alert>
      )}
      {blockedUntil && (
        <Alert color="orange" icon={<IconHandStop />} mb="sm">
          {t('sync.blocked', { time: format.time(blockedUntil) })}
        </Alert>
      )}
      <FirstSyncProgress />
    </>
  );
}
