import { Button, Code, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { apiGenerations, shippingFamilies, type ApiGeneration } from '../../../../shared/settings';
import { notifyError } from '../../app/notify';
import { useT } from '../../i18n';
import { useAccountsStore } from '../../stores/accounts';
import { useSettingsStore } from '../../stores/settings';

type ClientEnvironment = 'allegro' | 'allegro-sandbox' | 'custom';

/** Client ID and secret of a registered marketplace application, and for Custom its addresses. */
export function ClientForm(props: { environment: ClientEnvironment; onSaved: () => void }) {
  const t = useT();
  const settings = useSettingsStore((state) => state.settings);
  const saveClient = useAccountsStore((state) => state.saveClient);
  const custom = settings?.customEnvironment;
  const [clientId, setClientId] = useState(settings?.clientIds[props.environment] ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [apiUrl, setApiUrl] = useState(custom?.apiUrl ?? '');
  const [authUrl, setAuthUrl] = useState(custom?.authUrl ?? '');
  const [vendor, setVendor] = useState(custom?.vendor ?? 'allegro');
  const [family, setFamily] = useState<(typeof shippingFamilies)[number]>(
    custom?.shippingFamily ?? 'shipment-management',
  );
  const [api, setApi] = useState<ApiGeneration>(custom?.api ?? 'documents');
  const [saving, setSaving] = useState(false);
  const redirect = `http://localhost:${settings?.oauthCallbackPort ?? ''}/callback`;

  const submit = () => {
    setSaving(true);
    saveClient({
      environment: props.environment,
      clientId: clientId.trim(),
      ...(clientSecret.trim() ? { clientSecret: clientSecret.trim() } : {}),
      ...(props.environment === 'custom'
        ? {
            custom: {
              apiUrl: apiUrl.trim(),
              authUrl: authUrl.trim(),
              vendor: vendor.trim(),
              // The 2026 marketplace serves shipment-management only.
              shippingFamily: api === '2026' ? 'shipment-management' : family,
              api,
            },
          }
        : {}),
    })
      .then(props.onSaved, notifyError)
      .finally(() => setSaving(false));
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text fw={600}>{t('signIn.clientTitle')}</Text>
      <Text size="sm" c="dimmed">
        {t('signIn.clientHelp')}
        <Code>{redirect}</Code>
      </Text>
      {props.environment === 'custom' && (
        <>
          <TextInput
            label={t('signIn.apiUrl')}
            required
            value={apiUrl}
            onChange={(e) => setApiUrl(e.currentTarget.value)}
            placeholder="https://api.example.com"
          />
          <TextInput
            label={t('signIn.authUrl')}
            required
            value={authUrl}
            onChange={(e) => setAuthUrl(e.currentTarget.value)}
            placeholder="https://example.com/auth/oauth"
          />
          <Group grow>
            <TextInput
              label={t('signIn.vendor')}
              value={vendor}
              onChange={(e) => setVendor(e.currentTarget.value)}
            />
            <Select
              label={t('signIn.apiGeneration')}
              value={api}
              allowDeselect={false}
              onChange={(value) => value && setApi(value)}
              data={apiGenerations.map((value) => ({ value, label: t(`signIn.api.${value}`) }))}
            />
            <Select
              label={t('signIn.shippingFamily')}
              value={api === '2026' ? 'shipment-management' : family}
              disabled={api === '2026'}
              allowDeselect={false}
              onChange={(value) => value && setFamily(value)}
              data={[...shippingFamilies]}
            />
          </Group>
        </>
      )}
      <TextInput
        label={t('signIn.clientId')}
        required
        value={clientId}
        onChange={(e) => setClientId(e.currentTarget.value)}
        autoComplete="off"
      />
      <PasswordInput
        label={t('signIn.clientSecret')}
        description={t('signIn.clientSecretKept')}
        value={clientSecret}
        onChange={(e) => setClientSecret(e.currentTarget.value)}
        autoComplete="off"
      />
      <Group justify="flex-end">
        <Button type="submit" loading={saving} disabled={!clientId.trim()}>
          {t('signIn.saveClient')}
        </Button>
      </Group>
    </Stack>
  );
}
