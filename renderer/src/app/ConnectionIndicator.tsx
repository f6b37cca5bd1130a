import { Badge, Group, Popover, UnstyledButton } from '@mantine/core';
import { useDidUpdate, useDisclosure, useWindowEvent } from '@mantine/hooks';
import {
  IconCloudCheck,
  IconCloudOff,
  IconCloudQuestion,
  IconHandStop,
  IconInbox,
  IconPlugConnectedX,
  IconRefresh,
} from '@tabler/icons-react';
import { useT } from '../i18n';
import { useActiveSync, useConnectionStore } from '../stores/connection';
import { useOutboxStore } from '../stores/outbox';
import { useUiStore } from '../stores/ui';
import { OutboxPanel } from './OutboxPanel';
import { SyncPanel } from './SyncPanel';

/** One glance tells the seller whether the app is connected and syncing; a click shows each stream. */
export function ConnectionIndicator() {
  const t = useT();
  const link = useConnectionStore((state) => state.link);
  const blocked = useConnectionStore((state) => state.sync.blockedUntil);
  const sync = useActiveSync();
  // Controlled, so Esc closes the panel wherever the focus is (the dropdown's own Esc needs the focus inside it),
  // and before anything else that Esc closes, such as an open detail.
  const [opened, panel] = useDisclosure(false);
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !opened) return;
      event.stopPropagation();
      panel.close();
    },
    { capture: true },
  );
  // The panel speaks of the section it was opened over: another section (Alt+2, a link) closes it, as a click does.
  const section = useUiStore((state) => state.section);
  useDidUpdate(() => panel.close(), [section]);

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
  const [color, label, Icon] = blocked
    ? (['orange', t('errors.RATE_LIMITED'), IconHandStop] as const)
    : sync?.syncing
      ? (['blue', t('connection.syncing'), IconRefresh] as const)
      : sync?.connection === 'online'
        ? (['teal', t('connection.online'), IconCloudCheck] as const)
        : sync?.connection === 'offline'
          ? (['orange', t('connection.offline'), IconCloudOff] as const)
          : (['gray', t('connection.unknown'), IconCloudQuestion] as const);
  return (
    <Group gap={6} wrap="nowrap">
      <OutboxCounts />
      <Popover position="bottom-end" shadow="md" withinPortal opened={opened} onClose={panel.close}>
        <Popover.Target>
          <UnstyledButton aria-label={t('sync.title')} aria-expanded={opened} onClick={panel.toggle}>
            <Badge
              color={color}
              variant="light"
              leftSection={<Icon size={14} />}
              data-testid="connection"
              style={{ cursor: 'pointer' }}
            >
              {label}
            </Badge>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <SyncPanel />
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

/** How many of the seller's changes wait or were refused; a click opens the changes panel. */
function OutboxCounts() {
  const t = useT();
  const counts = useOutboxStore((state) => state.counts);
  const setOpen = useOutboxStore((state) => state.setPanelOpen);
  const text = t('outbox.panel.counts', { waiting: counts.waiting, failed: counts.failed });
  return (
    <>
      <UnstyledButton aria-label={`${t('outbox.panel.open')}: ${text}`} onClick={() => setOpen(true)}>
        <Badge
          color={counts.failed > 0 ? 'red' : counts.waiting > 0 ? 'yellow' : 'gray'}
          variant="light"
          leftSection={<IconInbox size={14} />}
          data-testid="outbox-counts"
          style={{ cursor: 'pointer' }}
        >
          {counts.waiting}
          {counts.failed > 0 ? ` · ${counts.failed}!` : ''}
        </Badge>
      </UnstyledButton>
      <OutboxPanel />
    </>
  );
}
