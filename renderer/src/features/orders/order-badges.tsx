import { Badge } from '@mantine/core';
import type { FulfillmentStatus, OrderStatus } from '../../../../shared/orders';
import { useT } from '../../i18n';

const statusColor: Record<OrderStatus, string> = {
  BOUGHT: 'gray',
  FILLED_IN: 'yellow',
  READY_FOR_PROCESSING: 'teal',
  CANCELLED: 'red',
};

const fulfillmentColor: Record<FulfillmentStatus, string> = {
  NEW: 'blue',
  PROCESSING: 'indigo',
  READY_FOR_SHIPMENT: 'violet',
  READY_FOR_PICKUP: 'violet',
  SENT: 'teal',
  PICKED_UP: 'green',
  CANCELLED: 'red',
  SUSPENDED: 'orange',
  RETURNED: 'gray',
};

export function OrderStatusBadge(props: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge size="sm" variant="light" color={statusColor[props.status]}>
      {t(`orderStatus.${props.status}`)}
    </Badge>
  );
}

export function FulfillmentBadge(props: { status: FulfillmentStatus | null }) {
  const t = useT();
  if (!props.status) return null;
  return (
    <Badge size="sm" variant="dot" color={fulfillmentColor[props.status]}>
      {t(`fulfillmentStatus.${props.status}`)}
    </Badge>
  );
}
