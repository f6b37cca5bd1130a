import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconFileInvoice,
  IconHome,
  IconMessage,
} from '@tabler/icons-react';
import type { PackingRow } from '../../../../shared/shipping';
import { TruncatedText } from '../../components/table/cells';
import type { Column } from '../../components/table/VirtualTable';
import type { Translate } from '../../i18n';
import type { Format } from '../../i18n/format';
import { DeadlineCell } from './DeadlineCell';
import { problemText } from './problem-text';
import { shipmentStateColor, shipmentStateKey } from './shipment-labels';

/** How many of an order's lines a row has room for; the rest is "+n more". */
const shownItems = 2;

export function queueColumns(options: {
  t: Translate;
  format: Format;
  now: number;
  /** The tick column (`useTicks`). */
  tick: Column<PackingRow>;
}): Column<PackingRow>[] {
  const { t, format, now } = options;
  return [
    options.tick,
    {
      key: 'dispatchBy',
      essential: true,
      header: t('shipping.dispatchBy'),
      width: '210px',
      render: (row) => <DeadlineCell row={row} now={now} t={t} format={format} />,
    },
    {
      key: 'buyer',
      essential: true,
      header: t('orders.buyer'),
      width: 'minmax(140px, 1fr)',
      render: (row) => (
        <Stack gap={0} miw={0}>
          <TruncatedText size="sm" fw={700}>
            {row.buyerLogin}
          </TruncatedText>
          <TruncatedText size="xs" c="dimmed" ff="monospace" data-testid="queue-order-id">
            {row.id}
          </TruncatedText>
        </Stack>
      ),
    },
    {
      key: 'items',
      header: t('orders.items'),
      width: 'minmax(220px, 2.2fr)',
      render: (row) => (
        <Stack gap={0} miw={0} data-testid="queue-items">
          {row.items.slice(0, shownItems).map((item, index) => (
            <TruncatedText key={index} size="sm">
              <b>{item.quantity}×</b> {item.title}{' '}
              <Text
                span
                size="xs"
                c={item.stock === null ? 'dimmed' : item.stock < item.quantity ? 'red' : 'dimmed'}
              >
                ({item.stock === null ? t('orders.stockUnknown') : t('shipping.stock', { count: item.stock })}
                )
              </Text>
            </TruncatedText>
          ))}
          {row.items.length > shownItems && (
            <Text size="xs" c="dimmed">
              {t('orders.moreItems', { count: row.items.length - shownItems })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'delivery',
      header: t('orders.deliveryMethod'),
      width: 'minmax(140px, 1fr)',
      render: (row) => {
        const Destination = row.toPickupPoint ? IconBuildingStore : IconHome;
        const destination = t(row.toPickupPoint ? 'shipping.toPickupPoint' : 'shipping.toDoor');
        return (
          <Group gap={6} wrap="nowrap" miw={0}>
            <Tooltip label={destination}>
              <Destination size={18} aria-label={destination} />
            </Tooltip>
            {row.invoiceRequired && (
              <Tooltip label={t('shipping.invoice')}>
                <IconFileInvoice size={18} aria-label={t('shipping.invoice')} />
              </Tooltip>
            )}
            <TruncatedText size="sm">{row.deliveryMethodName}</TruncatedText>
          </Group>
        );
      },
    },
    {
      key: 'notes',
      header: t('shipping.notes'),
      width: 'minmax(160px, 1.4fr)',
      render: (row) => (
        <Stack gap={0} miw={0}>
          {row.problems.slice(0, 2).map((problem) => (
            <Group
              key={`${problem.path}-${problem.code}`}
              gap={4}
              wrap="nowrap"
              c="red"
              data-testid="queue-problem"
            >
              <IconAlertTriangle size={14} style={{ flexShrink: 0 }} />
              <TruncatedText size="xs">{problemText(problem, t)}</TruncatedText>
            </Group>
          ))}
          {row.messageToSeller && (
            <Group gap={4} wrap="nowrap" c="yellow.8" title={row.messageToSeller}>
              <IconMessage size={14} style={{ flexShrink: 0 }} aria-label={t('orders.messageFromBuyer')} />
              <TruncatedText size="xs">{row.messageToSeller}</TruncatedText>
            </Group>
          )}
        </Stack>
      ),
    },
    {
      key: 'state',
      essential: true,
      header: t('shipping.parcel'),
      width: '130px',
      render: (row) =>
        row.shipment ? (
          <Stack gap={0} miw={0}>
            <Badge
              size="sm"
              variant="light"
              color={shipmentStateColor[row.shipment.state]}
              data-testid="queue-state"
              data-label-check={row.shipment.labelCheck ?? undefined}
            >
              {t(shipmentStateKey(row.shipment))}
            </Badge>
            <TruncatedText size="xs" ff="monospace">
              {row.shipment.waybills[0] ?? ''}
            </TruncatedText>
          </Stack>
        ) : row.hasWaybill ? (
          <Badge size="sm" variant="outline" color="orange">
            {t('shipping.hasWaybill')}
          </Badge>
        ) : row.takenElsewhere ? (
          <Tooltip label={t('shipping.takenElsewhereTitle')}>
            <Badge size="sm" variant="outline" color="orange" data-testid="queue-taken-elsewhere">
              {t('shipping.takenElsewhere')}
            </Badge>
          </Tooltip>
        ) : null,
    },
  ];
}
