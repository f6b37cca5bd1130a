import { Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MessageOrderChoice } from '../../../../../shared/messages';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { buyerOrders } from './messages-store';

/** One of the thread buyer's orders for a reply to be about; without any, the seller is told why it cannot go. */
export function OrderPicker(props: {
  threadId: string;
  value: string | null;
  onChange: (orderId: string | null) => void;
}) {
  const t = useT();
  const format = useFormat();
  const [orders, setOrders] = useState<MessageOrderChoice[] | null>(null);
  useEffect(() => {
    buyerOrders(props.threadId).then(setOrders).catch(notifyError);
  }, [props.threadId]);
  if (orders === null) return null;
  if (orders.length === 0)
    return (
      <Text size="sm" c="orange" data-testid="reply-no-orders">
        {t('messages.noOrders')}
      </Text>
    );
  return (
    <Select
      label={t('messages.aboutOrder')}
      placeholder={t('messages.pickOrder')}
      data-testid="reply-order"
      value={props.value}
      onChange={props.onChange}
      data={orders.map((o) => ({
        value: o.id,
        label: [o.id.slice(0, 8), o.boughtAt ? format.dateTime(o.boughtAt) : null, o.total, o.firstItemTitle]
          .filter((part) => part !== null)
          .join(' · '),
      }))}
    />
  );
}
