import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { IconBarcode, IconMessage } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { usePackingStore } from '../../stores/packing';
import { useScanStore } from '../../stores/scan';

/**
 * What goes into the box: each line with its quantity and stock, the buyer's message, and, while items are
 * scanned against the order, how many of each are packed.
 */
export function CheckProgress(props: { orderId: string }) {
  const t = useT();
  const order = usePackingStore((state) => (state.order?.id === props.orderId ? state.order : null));
  const check = useScanStore((state) => (state.check?.orderId === props.orderId ? state.check : null));
  if (!order) return null;
  return (
    <Stack gap="xs" data-testid="packing-order">
      {order.messageToSeller && (
        <Alert color="yellow" icon={<IconMessage />} title={t('orders.messageFromBuyer')} py="xs">
          {order.messageToSeller}
        </Alert>
      )}
      {check && (
        <Group gap="xs">
          <IconBarcode size={18} />
          <Text size="sm" fw={600}>
            {t('shipping.checkHint')}
          </Text>
        </Group>
      )}
      <Table withTableBorder striped verticalSpacing={4}>
        <Table.Tbody>
          {order.lineItems.map((item, index) => {
            const scanned = check?.items[index]?.scanned;
            return (
              <Table.Tr
                key={item.id}
                data-testid="packing-item"
                data-code={item.externalId ?? item.offerId}
                data-quantity={item.quantity}
              >
                <Table.Td w={56}>
                  <Text fw={800} size="lg">
                    {item.quantity}×
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.offerName}</Text>
                  <Text size="xs" c="dimmed">
                    {[item.externalId, item.offerId].filter(Boolean).join(' · ')}
                    {' · '}
                    {item.offerStock
                      ? t('shipping.stock', { count: item.offerStock.available })
                      : t('orders.stockUnknown')}
                  </Text>
                </Table.Td>
                {check && (
                  <Table.Td w={80} ta="right">
                    <Text
                      fw={800}
                      size="lg"
                      c={scanned === item.quantity ? 'green' : 'dimmed'}
                      data-testid="item-count"
                    >
                      {scanned ?? 0}/{item.quantity}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        <b>{order.delivery.methodName}</b>
        {order.delivery.pickupPoint ? ` · ${t('orders.pickupPoint')}: ${order.delivery.pickupPoint.id}` : ''}
      </Text>
    </Stack>
  );
}
