import { Text, Timeline } from '@mantine/core';
import { IconBan, IconPackage, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import type { OrderHistoryEntry } from '../../../../shared/shipping';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';

function describe(entry: OrderHistoryEntry, t: Translate): string {
  switch (entry.type) {
    case 'shipment':
      return [
        t('shipping.history.shipment', { state: t(`shipping.states.${entry.shipment.state}`) }),
        entry.shipment.waybills.join(', '),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'print':
      return t('shipping.history.print', {
        kind: t(`printing.profiles.kinds.${entry.job.kind}`),
        printer: entry.job.printerLabel,
        state: t(`printing.jobStates.${entry.job.state}`),
      });
    case 'fulfillment':
      return t('shipping.history.fulfillment', { status: t(`fulfillmentStatus.${entry.status}`) });
    case 'waybillVoid':
      return t('shipping.history.waybillVoid', { waybills: entry.waybills.join(', ') });
  }
}

const icons = {
  shipment: IconPackage,
  print: IconPrinter,
  fulfillment: IconTruckDelivery,
  waybillVoid: IconBan,
};

/** What happened to the order here and on the marketplace: parcels, prints, status changes, newest first. */
export function OrderHistory(props: { entries: OrderHistoryEntry[] }) {
  const t = useT();
  const format = useFormat();
  if (props.entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('shipping.history.empty')}
      </Text>
    );
  }
  const entries = [...props.entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Timeline bulletSize={22} lineWidth={2} data-testid="order-history">
      {entries.map((entry, index) => {
        const Icon = icons[entry.type];
        return (
          <Timeline.Item key={index} bullet={<Icon size={13} />}>
            <Text size="sm">{describe(entry, t)}</Text>
            <Text size="xs" c="dimmed">
              {format.history(entry.at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
