import { Badge, Tooltip } from '@mantine/core';
import {
  IconCloudCheck,
  IconCloudOff,
  IconCloudQuestion,
  IconPlugConnectedX,
  IconRefresh,
} from '@tabler/icons-react';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useConnectionStore } from '../stores/connection';

/** One glance tells the seller whether the app is connected and when it last synced. */
export function ConnectionIndicator() {
  const t = useT();
  const format = useFormat();
  const link = useConnectionStore((state) => state.link);
  const sync = useConnectionStore((state) => state.sync);

  if (link !== 'open') {
    return (
      <Badge
        color="red"
        variant="light"
        leftSection={<IconPlugConnectedX size={14} />}
        data-testid="connection"
      >
        {t(link === 'connecting' ? 'connection.bridgeConnecting' : 'connection.bridgeClosed')}
      </Badge>
    );
  }
  const last = sync.lastSyncAt
    ? t('connection.lastSync', { time: format.time(sync.lastSyncAt) })
    : t('connection.neverSynced');
  const [color, label, Icon] = sync.syncing
    ? (['blue', t('connection.syncing'), IconRefresh] as const)
    : sync.connection === 'online'
      ? (['teal', t('connection.online'), IconCloudCheck] as const)
      : sync.connection === 'offline'
        ? (['orange', t('connection.offline'), IconCloudOff] as const)
        : (['gray', t('connection.unknown'), IconCloudQuestion] as const);
  return (
    <Tooltip label={last}>
      <Badge color={color} variant="light" leftSection={<Icon size={14} />} data-testid="connection">
        {label}
      </Badge>
    </Tooltip>
  );
}
