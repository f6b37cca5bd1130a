import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '../../../../../shared/orders';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useUiStore } from '../../../stores/ui';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { useDisputesStore, useOrderDisputes } from './disputes-store';

/** Opens a dispute in Buyers → Disputes. */
function openDispute(id: string): void {
  useDisputesStore.getState().open(id);
  useUiStore.getState().openTab('buyers', 'disputes');
}

/** The order's disputes under its detail, from the local copy; shown only when there are some. */
export function OrderDisputes(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const orderId = props.detail.id;
  const rows = useOrderDisputes(orderId).data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap={4} data-testid="order-disputes">
      <Title order={3} size="h6">
        {t('disputes.orderPart')}
      </Title>
      {rows.map((d) => (
        <Group key={d.id} gap="xs" wrap="nowrap">
          <DisputeStatusBadge status={d.status} />
          <Anchor component="button" size="sm" onClick={() => openDispute(d.id)}>
            {d.subject ?? d.id}
          </Anchor>
          <Text size="xs" c="dimmed">
            {format.dateTime(d.openedAt)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
