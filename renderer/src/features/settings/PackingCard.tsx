import { Card, Select, Stack, Switch, Title } from '@mantine/core';
import type { PackingSettings } from '../../../../shared/settings';
import { notifyDone } from '../../app/notify';
import { useT } from '../../i18n';
import { useSettingsStore } from '../../stores/settings';

const statuses = ['SENT', 'READY_FOR_SHIPMENT', 'READY_FOR_PICKUP'] as const;

/** What a scan does at the packing station and what happens after a label. */
export function PackingCard() {
  const t = useT();
  const packing = useSettingsStore((state) => state.settings?.packing);
  const update = useSettingsStore((state) => state.update);
  if (!packing) return null;
  const save = (patch: Partial<PackingSettings>) =>
    notifyDone(update({ packing: { ...packing, ...patch } }), t('settings.saved'));
  const toggle = (key: 'autoShip' | 'checkItems' | 'checkLabel' | 'packingSlip' | 'sounds') => (
    <Switch
      label={t(`shipping.settings.${key}`)}
      description={t(`shipping.settings.${key}Help`)}
      checked={packing[key]}
      onChange={(event) => save({ [key]: event.currentTarget.checked })}
      data-testid={`packing-${key}`}
    />
  );
  return (
    <Card withBorder component="section" aria-labelledby="packing-title" data-testid="packing-settings">
      <Title order={2} size="h4" mb="sm" id="packing-title">
        {t('shipping.settings.title')}
      </Title>
      <Stack gap="md">
        {toggle('autoShip')}
        {toggle('checkItems')}
        {toggle('checkLabel')}
        <Select
          label={t('shipping.settings.statusAfterLabel')}
          description={t('shipping.settings.statusAfterLabelHelp')}
          data={statuses.map((value) => ({ value, label: t(`fulfillmentStatus.${value}`) }))}
          value={packing.statusAfterLabel}
          onChange={(value) => value && save({ statusAfterLabel: value })}
          allowDeselect={false}
          w={300}
          data-testid="packing-statusAfterLabel"
        />
        {toggle('packingSlip')}
        {toggle('sounds')}
      </Stack>
    </Card>
  );
}
