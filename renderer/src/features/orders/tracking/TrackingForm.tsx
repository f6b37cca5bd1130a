import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { OrderDetail } from '../../../../../shared/orders';
import { OTHER_CARRIER, trackingLimits, type CarrierOption } from '../../../../../shared/tracking';
import { notifyError, notifyInfo } from '../../../app/notify';
import { useT } from '../../../i18n';
import { addTracking } from './use-order-tracking';

/**
 * A tracking number of a parcel sent another way: the carrier from the marketplace's list (OTHER with a name), the
 * number, the line items it carries (all at first) and whether the order is then marked as sent. A plain form, so
 * Tab, Space and Enter do everything.
 */
export function TrackingForm(props: { detail: OrderDetail; carriers: CarrierOption[]; onDone: () => void }) {
  const t = useT();
  const items = props.detail.lineItems;
  const carriers = props.carriers.some((c) => c.id === OTHER_CARRIER)
    ? props.carriers
    : [...props.carriers, { id: OTHER_CARRIER, name: t('tracking.other') }];
  const [carrierId, setCarrierId] = useState(carriers[0]?.id ?? OTHER_CARRIER);
  const [carrierName, setCarrierName] = useState('');
  const [waybill, setWaybill] = useState('');
  const [chosen, setChosen] = useState<string[]>(items.map((i) => i.id));
  const [markSent, setMarkSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const other = carrierId === OTHER_CARRIER;
  const ready = waybill.trim() !== '' && chosen.length > 0 && (!other || carrierName.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    addTracking({
      orderId: props.detail.id,
      carrierId,
      carrierName: other ? carrierName.trim() : null,
      waybill: waybill.trim(),
      lineItemIds: chosen.length === items.length ? null : chosen,
      markSent,
    })
      .then(() => {
        notifyInfo(t('tracking.queued', { waybill: waybill.trim() }));
        props.onDone();
      }, notifyError)
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} data-testid="tracking-form">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            size="xs"
            label={t('tracking.carrier')}
            value={carrierId}
            onChange={(event) => setCarrierId(event.currentTarget.value)}
            data={carriers.map((c) => ({
              value: c.id,
              label: c.id === OTHER_CARRIER ? t('tracking.other') : c.name,
            }))}
            data-testid="tracking-carrier"
          />
          {other && (
            <TextInput
              size="xs"
              label={t('tracking.carrierName')}
              value={carrierName}
              maxLength={trackingLimits.carrierNameMax}
              onChange={(event) => setCarrierName(event.currentTarget.value)}
              data-testid="tracking-carrier-name"
              required
            />
          )}
          <TextInput
            size="xs"
            label={t('tracking.waybill')}
            value={waybill}
            maxLength={trackingLimits.waybillMax}
            onChange={(event) => setWaybill(event.currentTarget.value)}
            data-testid="tracking-waybill"
            required
            data-autofocus
          />
        </Group>
        <Checkbox.Group label={t('tracking.lineItems')} value={chosen} onChange={setChosen}>
          <Stack gap={4} mt={4}>
            {items.map((item) => (
              <Checkbox
                key={item.id}
                size="xs"
                value={item.id}
                label={`${item.offerName} × ${item.quantity}`}
                data-testid="tracking-line-item"
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {chosen.length === 0 && (
          <Text size="xs" c="red">
            {t('tracking.noItems')}
          </Text>
        )}
        <Checkbox
          size="xs"
          label={t('tracking.markSent')}
          checked={markSent}
          onChange={(event) => setMarkSent(event.currentTarget.checked)}
          data-testid="tracking-mark-sent"
        />
        <Group gap="xs">
          <Button type="submit" size="xs" disabled={!ready} loading={busy} data-testid="tracking-submit">
            {t('tracking.submit')}
          </Button>
          <Button size="xs" variant="subtle" onClick={props.onDone}>
            {t('tracking.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
