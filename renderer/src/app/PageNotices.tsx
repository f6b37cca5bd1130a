import { Alert, Box } from '@mantine/core';
import { IconCloudOff, IconHandStop } from '@tabler/icons-react';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useAccountsStore } from '../stores/accounts';
import { useActiveSync, useConnectionStore } from '../stores/connection';
import { SessionBanner } from './SessionBanner';

/**
 * What comes and goes by itself (the marketplace out of reach, a rate-limit pause, a session to renew), said once
 * below whatever section is open: the section gets shorter from its bottom edge, so the row under the seller's
 * pointer stays where it was when a notice appears or goes. A section taller than the window scrolls under them:
 * they stay on the screen, just above the status bar.
 */
export function PageNotices() {
  const t = useT();
  const format = useFormat();
  // Before the first account there is nothing to sync, and nothing to say about it.
  const hasAccount = useAccountsStore((state) => (state.accounts?.length ?? 0) !== 0);
  const sync = useActiveSync();
  const blockedUntil = useConnectionStore((state) => state.sync.blockedUntil);
  // The shown account's own freshness: another account's syncs say nothing of this copy.
  const lastSyncAt = sync?.lastSyncAt ?? null;
  const since = sync?.unreachable?.since ?? null;
  return (
    <Box
      pos="sticky"
      bottom="var(--app-shell-footer-offset, 0rem)"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 1 }}
    >
      {hasAccount && (sync?.connection === 'offline' || since !== null) && (
        <Alert
          color="orange"
          icon={<IconCloudOff />}
          title={t('sync.offlineTitle')}
          mt="sm"
          data-testid="offline-banner"
        >
          {since && `${t('sync.offlineSince', { time: format.dateTime(since) })} `}
          {lastSyncAt
            ? t('sync.offlineBody', { time: format.dateTime(lastSyncAt) })
            : t('sync.offlineBodyNever')}
        </Alert>
      )}
      {hasAccount && blockedUntil && (
        <Alert color="orange" icon={<IconHandStop />} mt="sm" data-testid="rate-limit-banner">
          {t('sync.blocked', { time: format.time(blockedUntil) })}
        </Alert>
      )}
      <SessionBanner />
    </Box>
  );
}
