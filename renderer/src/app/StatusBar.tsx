import { Group, Text } from '@mantine/core';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useActiveAccount } from '../stores/accounts';
import { useActiveSync, useConnectionStore } from '../stores/connection';

/** The bottom line: which account, whether its session is alive, how fresh the data is and who syncs it. */
export function StatusBar() {
  const t = useT();
  const format = useFormat();
  const active = useActiveAccount();
  const syncedElsewhere = useConnectionStore((state) => state.sync.syncedElsewhere);
  // This account's own sync: the time another account last synced says nothing of this copy.
  const sync = useActiveSync();
  const lastSyncAt = sync?.lastSyncAt ?? null;
  const since = sync?.unreachable?.since ?? null;
  // The command line's `sync` (or a second app) holds this account: the copy is fresh, but not from this process.
  const elsewhere = syncedElsewhere?.find((entry) => entry.accountId === active?.id);
  return (
    <Group h="100%" px="md" justify="space-between" gap="md" wrap="nowrap">
      <Text size="xs" c="dimmed" data-testid="status-session">
        {active
          ? `${active.login} (${active.environmentName}) · ${t('accounts.session')}: ${
              active.status === 'signedIn'
                ? t('accounts.sessionUntil', {
                    date: format.date(active.signInNeededBy ?? 0),
                  })
                : t('accounts.signedOut')
            }`
          : t('account.none')}
      </Text>
      <Text size="xs" c={elsewhere || since ? 'orange' : 'dimmed'} data-testid="status-sync">
        {elsewhere
          ? t('connection.syncedElsewhere', { pid: elsewhere.pid, host: elsewhere.host })
          : lastSyncAt
            ? t('connection.lastSync', { time: format.time(lastSyncAt) })
            : t('connection.neverSynced')}
        {!elsewhere && since && ` · ${t('connection.unreachableSince', { time: format.dateTime(since) })}`}
      </Text>
    </Group>
  );
}
