import { Alert, Anchor, Button, Code, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconKey, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import type { EnvironmentKind } from '../../../../shared/app-info';
import { useT, type MessageKey } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useAccountsStore } from '../../stores/accounts';
import { useSettingsStore } from '../../stores/settings';
import { errorText } from '../../app/error-text';
import { notifyError } from '../../app/notify';
import { ClientForm } from './ClientForm';

const choices: { id: EnvironmentKind; label: MessageKey; help: MessageKey }[] = [
  { id: 'demo', label: 'signIn.envDemo', help: 'signIn.envDemoHelp' },
  { id: 'allegro', label: 'signIn.envAllegro', help: 'signIn.envAllegroHelp' },
  { id: 'allegro-sandbox', label: 'signIn.envSandbox', help: 'signIn.envSandboxHelp' },
  { id: 'custom', label: 'signIn.envCustom', help: 'signIn.envCustomHelp' },
];

/** Choosing an environment and signing in, in the browser or with a device code; used at first run and later. */
export function SignInPanel(props: { onSignedIn?: () => void }) {
  const t = useT();
  const format = useFormat();
  const signIn = useAccountsStore((state) => state.signIn);
  const start = useAccountsStore((state) => state.startSignIn);
  const cancel = useAccountsStore((state) => state.cancelSignIn);
  const reset = useAccountsStore((state) => state.resetSignIn);
  const updateSettings = useSettingsStore((state) => state.update);
  const [environment, setEnvironment] = useState<EnvironmentKind>('demo');
  const [editingClient, setEditingClient] = useState(false);

  const go = (method: 'browser' | 'device') =>
    void start(environment, method).then((account) => {
      if (account) props.onSignedIn?.();
    });
  const needsClient =
    environment !== 'demo' &&
    (editingClient || (signIn.phase === 'failed' && signIn.error.code === 'NOT_CONFIGURED'));

  if (signIn.phase === 'waiting') {
    const started = signIn.started;
    return (
      <Stack gap="md" data-testid="sign-in-waiting">
        {started.method === 'browser' ? (
          <>
            <Group gap="sm">
              <Loader size="sm" />
              <Text>{t('signIn.waitingBrowser')}</Text>
            </Group>
            <Anchor href={started.url} target="_blank" rel="noopener noreferrer">
              <Group gap={4}>
                <IconExternalLink size={16} />
                {t('signIn.openAgain')}
              </Group>
            </Anchor>
          </>
        ) : (
          <>
            <Text>{t('signIn.deviceCode')}</Text>
            <Code fz={28} p="md" ta="center" data-testid="device-code">
              {started.userCode}
            </Code>
            <Anchor
              href={started.verificationUriComplete ?? started.verificationUri}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('signIn.deviceOpen')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('signIn.deviceExpires', { time: format.time(started.expiresAt) })}
            </Text>
          </>
        )}
        <Group>
          <Button variant="default" onClick={() => void cancel()}>
            {t('signIn.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Radio.Group
        value={environment}
        onChange={(value) => {
          setEnvironment(value);
          setEditingClient(value === 'custom');
          reset();
        }}
        label={
          <Title order={3} size="h5">
            {t('signIn.chooseEnvironment')}
          </Title>
        }
      >
        <Stack gap="xs" mt="xs">
          {choices.map((choice) => (
            <Radio.Card key={choice.id} value={choice.id} p="sm" radius="md" data-testid={`env-${choice.id}`}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{t(choice.label)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(choice.help)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>

      {signIn.phase === 'failed' && signIn.error.code !== 'NOT_CONFIGURED' && (
        <>
          <Alert
            color="red"
            icon={<IconAlertCircle />}
            title={t('signIn.failedTitle')}
            data-testid="sign-in-error"
          >
            {errorText(signIn.error, t)}
          </Alert>
          {signIn.error.code === 'WEAK_SECRET_STORAGE' && (
            <Group>
              <Button
                color="orange"
                variant="light"
                onClick={() =>
                  void updateSettings({ acceptWeakSecretStorage: true }).then(
                    () => go('browser'),
                    notifyError,
                  )
                }
                data-testid="accept-weak-storage"
              >
                {t('signIn.acceptWeakStorage')}
              </Button>
            </Group>
          )}
        </>
      )}

      {needsClient ? (
        <ClientForm
          environment={environment}
          onSaved={() => {
            setEditingClient(false);
            go('browser');
          }}
        />
      ) : (
        <Group>
          <Button
            leftSection={<IconWorld size={18} />}
            loading={signIn.phase === 'starting'}
            onClick={() => go('browser')}
            data-testid="sign-in-browser"
          >
            {t('signIn.browser')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconKey size={18} />}
            disabled={signIn.phase === 'starting'}
            onClick={() => go('device')}
            title={t('signIn.deviceHelp')}
          >
            {t('signIn.device')}
          </Button>
          {environment !== 'demo' && (
            <Anchor component="button" type="button" size="sm" onClick={() => setEditingClient(true)}>
              {t('signIn.clientTitle')}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
