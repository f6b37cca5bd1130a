import { Alert, Badge, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { Change } from '../../../shared/outbox';
import { changeLines } from '../features/offers/change-text';
import { changeStateColor } from '../features/offers/OfferHistory';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { discardChange, retryChange, useOutboxStore } from '../stores/outbox';
import { panelGroups, panelTabs } from '../stores/outbox-tabs';
import { notifyError } from './notify';

/** The seller's changes that wait, are on their way, were refused (with retry and discard) or went today. */
export function OutboxPanel() {
  const t = useT();
  const opened = useOutboxStore((state) => state.panelOpen);
  const setOpen = useOutboxStore((state) => state.setPanelOpen);
  const changes = useOutboxStore((state) => state.changes);
  // Esc closes the panel only, not also the offer open behind it (its detail listens on the document); the
  // drawer's own Esc is off, as it would close the panel before this sees that it was open.
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !opened) return;
      event.stopPropagation();
      setOpen(false);
    },
    { capture: true },
  );
  const groups = panelGroups(changes ?? [], new Date());
  const first = panelTabs.find((tab) => groups[tab].length > 0) ?? 'waiting';
  return (
    <Drawer
      opened={opened}
      onClose={() => setOpen(false)}
      position="right"
      closeOnEscape={false}
      size="md"
      title={t('outbox.panel.title')}
      data-testid="outbox-panel"
    >
      {changes && (
        <Tabs defaultValue={first} keepMounted={false}>
          <Tabs.List>
            {panelTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} rightSection={<Badge size="xs">{groups[tab].length}</Badge>}>
                {t(`outbox.panel.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {panelTabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="sm">
              <Stack gap="xs">
                {groups[tab].length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('outbox.panel.empty')}
                  </Text>
                )}
                {groups[tab].map((change) => (
                  <ChangeItem key={change.id} change={change} />
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Drawer>
  );
}

function ChangeItem(props: { change: Change }) {
  const t = useT();
  const format = useFormat();
  const c = props.change;
  return (
    <Stack gap={2} data-testid="outbox-change" aria-label={t('outbox.history.changeLabel', { id: c.id })}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {c.label ?? c.entityId}
        </Text>
        <Badge size="xs" variant="light" color={changeStateColor[c.status]}>
          {t(`outbox.states.${c.status}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {c.entityId} · {format.history(c.doneAt ?? c.createdAt)}
      </Text>
      {changeLines(c, t, format.money).map((line) => (
        <Text key={line.field} size="sm">
          {line.label}: {line.before} → {line.after}
        </Text>
      ))}
      {c.state === 'failed' && (
        <>
          {c.errors.length > 0 && (
            <Alert color="red" p="xs">
              {c.errors.map((error, index) => (
                <Text key={index} size="sm">
                  {error.userMessage}
                </Text>
              ))}
            </Alert>
          )}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void retryChange(c.id).catch(notifyError)}
            >
              {t('outbox.panel.retry')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => void discardChange(c.id).catch(notifyError)}
            >
              {t('outbox.panel.discard')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
