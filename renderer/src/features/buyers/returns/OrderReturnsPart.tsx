import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '../../../../../shared/orders';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { ReturnStatusBadge } from './ReturnStatusBadge';
import { useOrderReturns } from './returns-store';

/** The order's returns and refunds, from the local copy; shown under the order's detail when it has any. */
export function OrderReturnsPart(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const orderId = props.detail.id;
  const rows = useOrderReturns(orderId).data;
  if (!rows || (rows.returns.length === 0 && rows.refunds.length === 0)) return null;
  return (
    <Card withBorder padding="sm" data-testid="order-returns">
      <Title order={3} size="h6" mb={6}>
        {t('returns.order.title')}
      </Title>
      <Stack gap={4}>
        {rows.returns.map((r) => (
          <Group key={r.id} gap="xs">
            <ReturnStatusBadge status={r.status} />
            <Text size="sm">
              {r.referenceNumber ?? r.id} · {format.date(r.createdAt)} ·{' '}
              {r.items.map((i) => `${i.quantity}× ${i.name}`).join(', ')}
            </Text>
            {r.parcels[0] && (
              <Text size="sm" c="dimmed">
                {r.parcels[0].waybill}
              </Text>
            )}
          </Group>
        ))}
        {rows.refunds.map((f) => (
          <Group key={f.id} gap="xs">
            <Text size="sm">
              {t('returns.order.refund', { amount: format.money(f.total.amount, f.total.currency) })}
            </Text>
            <Badge size="xs" variant="outline" color={f.waiting ? 'orange' : 'teal'}>
              {f.waiting ? t('returns.order.refundWaiting') : t(`returns.order.refundStatuses.${f.status}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
