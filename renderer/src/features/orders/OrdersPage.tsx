import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCoin, IconMessage } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { OrderRow } from '../../../../shared/orders';
import { ListPage } from '../../components/list/ListPage';
import { DetailPanel } from '../../components/list/DetailPanel';
import { RowHint } from '../../components/RowHint';
import { useDetail, useListTable } from '../../components/list/use-list-table';
import { TruncatedText } from '../../components/table/cells';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat, type Format } from '../../i18n/format';
import { useOrderDetailStore, useOrdersStore } from '../../stores/orders';
import { FulfillmentBadge, OrderStatusBadge } from './order-badges';
import { OrderDetailView } from './OrderDetailView';
import { OrderFilters } from './OrderFilters';

/** The packing station's part of an order comes with the shipping section's chunk, not with the first screen. */
const PackingView = lazy(() => import('../shipping/PackingView').then((m) => ({ default: m.PackingView })));

function columns(t: Translate, format: Format): Column<OrderRow>[] {
  return [
    {
      key: 'boughtAt',
      essential: true,
      header: t('orders.boughtAt'),
      width: '150px',
      sort: 'boughtAt',
      render: (row) => (row.boughtAt ? format.dateTime(row.boughtAt) : ''),
    },
    {
      key: 'buyer',
      essential: true,
      header: t('orders.buyer'),
      width: 'minmax(130px, 1.2fr)',
      sort: 'buyerLogin',
      render: (row) => (
        <TruncatedText size="sm">
          <b>{row.buyerLogin}</b>
          {row.buyerName ? ` · ${row.buyerName}` : ''}
        </TruncatedText>
      ),
    },
    {
      key: 'items',
      header: t('orders.items'),
      width: 'minmax(160px, 2fr)',
      render: (row) => (
        <Group gap={6} wrap="nowrap" miw={0}>
          {row.hasMessageToSeller && (
            <RowHint label={t('orders.messageFromBuyer')}>
              <IconMessage size={16} />
            </RowHint>
          )}
          <TruncatedText size="sm">{row.firstItemTitle}</TruncatedText>
          {row.lineItemCount > 1 && (
            <Text size="xs" c="dimmed">
              {t('orders.moreItems', { count: row.lineItemCount - 1 })}
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'total',
      essential: true,
      header: t('orders.total'),
      width: '104px',
      align: 'right',
      sort: 'totalToPay',
      render: (row) => (row.totalToPay ? format.money(row.totalToPay.amount, row.totalToPay.currency) : ''),
    },
    {
      key: 'paid',
      header: '',
      width: '40px',
      align: 'center',
      render: (row) => (
        <RowHint label={t(row.paid ? 'orders.paid' : 'orders.unpaid')}>
          <IconCoin
            size={18}
            aria-label={t(row.paid ? 'orders.paid' : 'orders.unpaid')}
            color={row.paid ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)'}
          />
        </RowHint>
      ),
    },
    {
      key: 'delivery',
      header: t('orders.deliveryMethod'),
      width: 'minmax(120px, 1fr)',
      render: (row) => <TruncatedText size="sm">{row.deliveryMethodName}</TruncatedText>,
    },
    {
      key: 'fulfillment',
      header: t('orders.fulfillment'),
      width: '150px',
      render: (row) => <FulfillmentBadge status={row.fulfillmentStatus} />,
    },
    {
      key: 'status',
      essential: true,
      header: t('orders.status'),
      width: '140px',
      render: (row) =>
        row.supersededBy ? (
          <Badge size="sm" color="gray" variant="outline">
            {t('orders.merged', { id: row.supersededBy.slice(0, 8) })}
          </Badge>
        ) : (
          <OrderStatusBadge status={row.status} />
        ),
    },
  ];
}

export function OrdersPage() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useOrdersStore);
  const filtered = useOrdersStore((state) => state.filtered);
  const openId = useOrdersStore((state) => state.openId);
  return (
    <ListPage toolbar={<OrderFilters />} detail={openId && <OrderDetailPanel orderId={openId} />}>
      <VirtualTable
        {...table}
        columns={columns(t, format)}
        label={t('orders.title')}
        empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('orders.empty')}</Text>}
        testId="orders-table"
      />
    </ListPage>
  );
}

function OrderDetailPanel(props: { orderId: string }) {
  const t = useT();
  const open = useOrdersStore((state) => state.open);
  const { detail, error } = useDetail(useOrderDetailStore, props.orderId);
  return (
    <DetailPanel
      title={t('orders.detailTitle', { id: props.orderId })}
      onClose={() => open(null)}
      error={error}
    >
      {detail && (
        <Stack gap="sm">
          <OrderDetailView detail={detail} />
          <Suspense fallback={<Loader size="sm" />}>
            <PackingView orderId={detail.id} />
          </Suspense>
        </Stack>
      )}
    </DetailPanel>
  );
}
