import { Alert, Button, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { notifyDone, notifyError } from '../../app/notify';
import { useT } from '../../i18n';
import { useAppInfoStore } from '../../stores/app-info';
import { useOrderNoticesStore } from '../../stores/order-notices';
import { useSettingsStore } from '../../stores/settings';

/** The browser's permission, asked only at the seller's click, and what it answered. */
function BrowserPermission() {
  const t = useT();
  const permission = useOrderNoticesStore((state) => state.permission);
  const enable = useOrderNoticesStore((state) => state.enable);
  if (permission === 'granted') {
    return (
      <Text size="sm" data-testid="notifications-granted">
        {t('orderNotices.granted')}
      </Text>
    );
  }
  if (permission === 'denied' || permission === 'unsupported') {
    return (
      <Alert color="yellow" icon={<IconBellOff />} data-testid="notifications-blocked">
        {t(permission === 'denied' ? 'orderNotices.denied' : 'orderNotices.unsupported')}
      </Alert>
    );
  }
  return (
    <div>
      <Button leftSection={<IconBell size={18} />} onClick={() => void enable().catch(notifyError)}>
        {t('orderNotices.enable')}
      </Button>
      <Text size="sm" c="dimmed" mt={4}>
        {t('orderNotices.enableHelp')}
      </Text>
    </div>
  );
}

/** Notifications of new paid orders: on in the browser (its permission), paused here or from the tray. */
export function NotificationsCard() {
  const t = useT();
  const paused = useSettingsStore((state) => state.settings?.notificationsPaused);
  const update = useSettingsStore((state) => state.update);
  const web = useAppInfoStore((state) => state.info?.host === 'web');
  if (paused === undefined) return null;
  return (
    <Card withBorder component="section" aria-labelledby="notifications-title" data-testid="notifications">
      <Title order={2} size="h4" mb={4} id="notifications-title">
        {t('orderNotices.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('orderNotices.help')}
      </Text>
      <Stack gap="md">
        {web && <BrowserPermission />}
        <Switch
          label={t('orderNotices.paused')}
          description={t('orderNotices.pausedHelp')}
          checked={paused}
          onChange={(event) =>
            notifyDone(update({ notificationsPaused: event.currentTarget.checked }), t('settings.saved'))
          }
          data-testid="notifications-paused"
        />
      </Stack>
    </Card>
  );
}
