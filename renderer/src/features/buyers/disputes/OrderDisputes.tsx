import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DisputeRow } from '../../../../../shared/disputes';
import type { OrderDetail } from '../../../../../shared/orders';
import { api, onEvent } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { touches } from '../../../stores/list-store';
import { useUiStore } from '../../../stores/ui';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { useDisputesStore } from './disputes-store';

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
  const [rows, setRows] = useState<DisputeRow[]>([]);
  useEffect(() => {
    const load = () => api.disputes.ofOrder({ orderId }).then(setRows, notifyError);
    void load();
    return onEvent('changed', ({ tables }) => {
      if (touches(tables, ['disputes'])) void load();
    });
  }, [orderId]);
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
