import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { rejectableStatuses, type CustomerReturn } from '../../../../../shared/returns';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useOrdersStore } from '../../../stores/orders';
import { useUiStore } from '../../../stores/ui';
import { RefundModal } from './RefundModal';
import { RejectModal } from './RejectModal';
import { ReturnStatusBadge } from './ReturnStatusBadge';

/** Opens the order in the Orders section, its detail beside the list. */
export function openOrder(orderId: string): void {
  useUiStore.getState().go('orders');
  useOrdersStore.getState().open(orderId);
}

/** A return: its order, the parcels coming back, the items with the buyer's reasons, and what the seller can do. */
export function ReturnDetailView(props: { customerReturn: CustomerReturn }) {
  const t = useT();
  const format = useFormat();
  const r = props.customerReturn;
  const [modal, setModal] = useState<'reject' | 'refund' | null>(null);
  const rejectable = rejectableStatuses.includes(r.status) && !r.waiting;
  return (
    <Stack gap="sm" data-testid="return-detail">
      <Group gap="xs">
        <ReturnStatusBadge status={r.status} />
        {r.waiting && (
          <Badge size="sm" color="orange" variant="outline">
            {t('returns.detail.waiting')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {format.dateTime(r.createdAt)} · {r.buyerLogin ?? ''}
        </Text>
      </Group>
      <Group gap="xs">
        <Text size="sm">
          {t('returns.detail.order')}: {r.orderId}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => openOrder(r.orderId)}
          data-testid="return-open-order"
        >
          {t('returns.detail.openOrder')}
        </Button>
      </Group>
      <Title order={4} size="h6">
        {t('returns.detail.parcels')}
      </Title>
      {r.parcels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('returns.detail.noParcel')}
        </Text>
      ) : (
        r.parcels.map((p) => (
          <Text size="sm" key={p.waybill} data-testid="return-waybill">
            {p.waybill} · {t('returns.detail.carrier')}: {p.carrierName ?? ''}
            {p.transportingWaybill && (
              <Text span size="sm" c="dimmed" data-testid="return-carrier-waybill">
                {' · '}
                {t('returns.detail.carrierNumber', {
                  waybill: p.transportingWaybill,
                  carrier: p.transportingCarrierName ?? '',
                })}
              </Text>
            )}
          </Text>
        ))
      )}
      <Title order={4} size="h6">
        {t('returns.detail.items')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('returns.detail.quantity')}</Table.Th>
            <Table.Th>{t('returns.detail.price')}</Table.Th>
            <Table.Th>{t('returns.detail.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.items.map((item) => (
            <Table.Tr key={item.offerId}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              <Table.Td>{item.price ? format.money(item.price.amount, item.price.currency) : ''}</Table.Td>
              <Table.Td>
                {item.reason ? t(`returns.itemReasons.${item.reason}`) : ''}
                {item.comment ? ` – ${item.comment}` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {r.rejection && (
        <Text size="sm" data-testid="return-rejection">
          {t('returns.detail.rejection')}: {t(`returns.reject.codes.${r.rejection.code}`)}
          {r.rejection.reason ? ` – ${r.rejection.reason}` : ''}
        </Text>
      )}
      <Group gap="xs">
        <Button
          color="red"
          variant="light"
          disabled={!rejectable}
          onClick={() => setModal('reject')}
          data-testid="return-reject"
        >
          {t('returns.reject.button')}
        </Button>
        <Button variant="light" onClick={() => setModal('refund')} data-testid="return-refund">
          {t('returns.refund.button')}
        </Button>
      </Group>
      {modal === 'reject' && <RejectModal returnId={r.id} onClose={() => setModal(null)} />}
      {modal === 'refund' && (
        <RefundModal orderId={r.orderId} returnId={r.id} onClose={() => setModal(null)} />
      )}
    </Stack>
  );
}
