import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  dropOffPointSchema,
  senderAddressSchema,
  senderProblemCodes,
  type SenderAddress,
  type SenderSettings,
} from '../../../../shared/sender';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT, type MessageKey } from '../../i18n';
import { useActiveAccount } from '../../stores/accounts';
import { useSenderStore, watchSender } from '../../stores/sender';

type Field = keyof SenderAddress;

/** The form's fields in the order a label reads them, each with its label. */
const fields: { field: Field; label: MessageKey; autoComplete: string }[] = [
  { field: 'name', label: 'sender.name', autoComplete: 'name' },
  { field: 'company', label: 'sender.company', autoComplete: 'organization' },
  { field: 'street', label: 'shipping.fields.street', autoComplete: 'address-line1' },
  { field: 'postCode', label: 'shipping.fields.postCode', autoComplete: 'postal-code' },
  { field: 'city', label: 'shipping.fields.city', autoComplete: 'address-level2' },
  { field: 'countryCode', label: 'sender.countryCode', autoComplete: 'country' },
  { field: 'email', label: 'shipping.fields.email', autoComplete: 'email' },
  { field: 'phone', label: 'shipping.fields.phone', autoComplete: 'tel' },
];

const pointsOf = (settings: SenderSettings): Record<string, string> =>
  Object.fromEntries(settings.methods.filter((m) => m.dropOff).map((m) => [m.id, m.pointId ?? '']));

/**
 * "Sender and drop-off": the address the account's parcels go with (the account's own data until the seller saves
 * one) and, for each delivery method whose carrier takes parcels at a point, the point the seller takes them to.
 * Each problem is worded at its field and names it; nothing is sent while one is left.
 */
export function SenderCard() {
  const account = useActiveAccount();
  const settings = useSenderStore((state) => state.settings);
  const load = useSenderStore((state) => state.load);
  const accountId = account?.id ?? null;
  useEffect(() => watchSender(), []);
  useEffect(() => {
    if (accountId) load(accountId).catch(notifyError);
  }, [accountId, load]);
  if (!accountId || !settings) return null;
  // A new answer (saved, reset, changed elsewhere) starts the form again from what is stored.
  return <SenderForm key={JSON.stringify(settings)} settings={settings} />;
}

function SenderForm({ settings }: { settings: SenderSettings }) {
  const t = useT();
  const save = useSenderStore((state) => state.save);
  const reset = useSenderStore((state) => state.reset);
  const [address, setAddress] = useState<SenderAddress>(settings.address);
  const [points, setPoints] = useState<Record<string, string>>(() => pointsOf(settings));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const parsed = senderAddressSchema.safeParse(address);
  const problemAt = (field: Field, label: MessageKey): string | null => {
    if (!tried || parsed.success) return null;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    if (!issue) return null;
    if (field === 'name' && !address.company.trim()) return t('sender.nameOrCompany');
    const code = senderProblemCodes.find((c) => c === issue.message) ?? 'required';
    return t('sender.problem', { field: t(label), problem: t(`sender.problems.${code}`) });
  };
  const pointProblem = (methodName: string, value: string): string | null =>
    tried && value.trim() && !dropOffPointSchema.safeParse(value).success
      ? t('sender.problem', { field: methodName, problem: t('sender.problems.pointInvalid') })
      : null;
  const dropOff = settings.methods.filter((m) => m.dropOff);
  const collected = settings.methods.filter((m) => !m.dropOff);

  const submit = () => {
    setTried(true);
    const invalidPoint = dropOff.some(
      (m) => (points[m.id] ?? '').trim() && !dropOffPointSchema.safeParse(points[m.id]).success,
    );
    if (!parsed.success || invalidPoint) return;
    setBusy(true);
    const dropOffPoints = dropOff.map((m) => ({ methodId: m.id, pointId: points[m.id]?.trim() || null }));
    save({ address: parsed.data, dropOffPoints })
      .then(() => notifyInfo(t('sender.saved')), notifyError)
      .finally(() => setBusy(false));
  };
  const backToAccount = () => {
    // Nothing saved yet: only the form's edits go.
    if (!settings.saved) {
      setAddress(settings.account);
      setTried(false);
      return;
    }
    setBusy(true);
    reset()
      .then(() => notifyInfo(t('sender.resetDone')), notifyError)
      .finally(() => setBusy(false));
  };

  return (
    <Card withBorder component="section" aria-labelledby="sender-title" data-testid="sender-settings">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="sender-title">
          {t('sender.title')}
        </Title>
        <Badge variant="light" data-testid="sender-source">
          {t(settings.saved ? 'sender.own' : 'sender.fromAccount')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('sender.help')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map(({ field, label, autoComplete }) => (
              <TextInput
                key={field}
                label={t(label)}
                value={address[field]}
                autoComplete={autoComplete}
                onChange={(event) => setAddress({ ...address, [field]: event.currentTarget.value })}
                error={problemAt(field, label)}
                data-testid={`sender-${field}`}
              />
            ))}
          </SimpleGrid>
          <Title order={3} size="h5" mt="xs">
            {t('sender.pointsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {settings.methods.length === 0 ? t('sender.noMethods') : t('sender.pointsHelp')}
          </Text>
          {dropOff.map((m) => (
            <TextInput
              key={m.id}
              label={m.name}
              placeholder={t('sender.pointPlaceholder')}
              value={points[m.id] ?? ''}
              onChange={(event) => setPoints({ ...points, [m.id]: event.currentTarget.value })}
              error={pointProblem(m.name, points[m.id] ?? '')}
              data-testid="sender-point"
            />
          ))}
          {collected.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="sender-no-point">
              {t('sender.noPointMethods', { methods: collected.map((m) => m.name).join(', ') })}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy} data-testid="sender-save">
              {t('sender.save')}
            </Button>
            <Button variant="subtle" onClick={backToAccount} disabled={busy} data-testid="sender-reset">
              {t('sender.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
