import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderDetail } from '../../../../../shared/orders';
import type { OrderChangeView } from '../../../../../shared/tracking';
import { useT } from '../../../i18n';
import { changeStateColor } from '../../offers/OfferHistory';
import { TrackingForm } from './TrackingForm';
import { markOrderSent, useOrderTracking } from './use-order-tracking';
import { notifyError, notifyInfo } from '../../../app/notify';

function ChangeLine(props: { change: OrderChangeView; total: number }) {
  const t = useT();
  const { fields, status, errors } = props.change;
  const items = fields.lineItemIds?.length ?? 0;
  const what =
    props.change.kind === 'order.tracking'
      ? `${fields.waybill ?? ''} · ${fields.carrierName ?? fields.carrierId ?? ''} · ${
          items > 0 ? t('tracking.someItems', { count: items, total: props.total }) : t('tracking.allItems')
        }`
      : t('tracking.status', {
          status: t(`fulfillmentStatus.${(fields.fulfillmentStatus ?? 'SENT') as 'SENT'}`),
        });
  return (
    <Stack gap={2} data-testid="tracking-change">
      <Group gap={6} wrap="wrap">
        <Text size="sm">{what}</Text>
        <Badge size="xs" variant="light" color={changeStateColor[status]}>
          {t(`outbox.states.${status}`)}
        </Badge>
      </Group>
      {status === 'failed' &&
        errors.map((error, index) => (
          <Text key={index} size="xs" c="red">
            {error.userMessage}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * An order sent another way: its tracking numbers and status set by hand, waiting or refused in the outbox's words,
 * and the form that adds one. What the marketplace confirmed shows in the order's tracking numbers and status.
 */
export function OrderTrackingPart(props: { detail: OrderDetail }) {
  const t = useT();
  const { data } = useOrderTracking(props.detail.id);
  const [adding, setAdding] = useState(false);
  const changes = data?.changes ?? [];
  // Sent already, or on its way there: the button would only queue the same status again.
  const sentOrSending =
    props.detail.fulfillmentStatus === 'SENT' ||
    changes.some((c) => c.kind === 'order.status' && c.status !== 'failed');
  const markSent = () =>
    markOrderSent(props.detail.id).then(() => notifyInfo(t('tracking.statusQueued')), notifyError);
  return (
    <Card withBorder padding="sm" data-testid="order-tracking">
      <Group gap={6} mb={6}>
        <IconTruckDelivery size={16} aria-hidden />
        <Title order={3} size="h6">
          {t('tracking.title')}
        </Title>
        <Group gap={6} ml="auto">
          {!sentOrSending && (
            <Button size="xs" variant="default" onClick={() => void markSent()}>
              {t('tracking.markSentNow')}
            </Button>
          )}
          {!adding && (
            <Button size="xs" variant="light" onClick={() => setAdding(true)} data-testid="tracking-add">
              {t('tracking.add')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="xs">
        {changes.map((change) => (
          <ChangeLine key={change.id} change={change} total={props.detail.lineItems.length} />
        ))}
        {adding && data && (
          <TrackingForm detail={props.detail} carriers={data.carriers} onDone={() => setAdding(false)} />
        )}
      </Stack>
    </Card>
  );
}
