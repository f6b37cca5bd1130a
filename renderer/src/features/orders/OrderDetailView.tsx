import { Alert, Anchor, Badge, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconGitMerge, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { OrderAddress, OrderDetail } from '../../../../shared/orders';
import { DetailView } from '../../components/DetailView';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useOrdersStore } from '../../stores/orders';
import { FulfillmentBadge, OrderStatusBadge } from './order-badges';
import { orderDetailParts } from './order-detail-parts';

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h6" mb={6}>
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}

function Address(props: { address: OrderAddress | null }) {
  const a = props.address;
  if (!a) return null;
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {[
        a.companyName,
        name,
        a.street,
        [a.postCode, a.city].filter(Boolean).join(' '),
        a.countryCode,
        a.phoneNumber,
      ]
        .filter(Boolean)
        .join('\n')}
    </Text>
  );
}

/** Everything the local copy knows about one order, with the stock of its offers for packing. */
export function OrderDetailView(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const open = useOrdersStore((state) => state.open);
  const d = props.detail;
  return (
    <DetailView
      testId="order-detail"
      badges={
        <>
          <OrderStatusBadge status={d.status} />
          <FulfillmentBadge status={d.fulfillmentStatus} />
          <Badge variant={d.paid ? 'light' : 'outline'} color={d.paid ? 'teal' : 'gray'}>
            {t(d.paid ? 'orders.paid' : 'orders.unpaid')}
          </Badge>
        </>
      }
      note={t('orders.syncedAt', { time: format.dateTime(d.syncedAt) })}
      noteSize="xs"
    >
      {d.supersededBy && (
        <Alert color="gray" icon={<IconGitMerge />}>
          <Anchor component="button" type="button" onClick={() => open(d.supersededBy)}>
            {t('orders.supersededBy', { id: d.supersededBy })}
          </Anchor>
        </Alert>
      )}
      {d.supersedes.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('orders.supersedes', { ids: d.supersedes.join(', ') })}
        </Text>
      )}
      {d.messageToSeller && (
        <Alert color="yellow" icon={<IconMessage />} title={t('orders.messageFromBuyer')}>
          {d.messageToSeller}
        </Alert>
      )}

      <Section title={t('orders.lineItems')}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('offers.name')}</Table.Th>
              <Table.Th ta="right">{t('orders.quantity')}</Table.Th>
              <Table.Th ta="right">{t('orders.price')}</Table.Th>
              <Table.Th ta="right">{t('orders.stock')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.lineItems.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm">{item.offerName}</Text>
                  <Text size="xs" c="dimmed">
                    {item.offerId}
                    {item.externalId ? ` · ${item.externalId}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">
                  {item.price ? format.money(item.price.amount, item.price.currency) : ''}
                </Table.Td>
                <Table.Td ta="right" data-testid="line-item-stock">
                  {item.offerStock ? (
                    <Text size="sm" c={item.offerStock.available === 0 ? 'red' : undefined} fw={600}>
                      {item.offerStock.available}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('orders.stockUnknown')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {d.totalToPay && (
          <Text ta="right" fw={700} mt={6}>
            {t('orders.total')}: {format.money(d.totalToPay.amount, d.totalToPay.currency)}
          </Text>
        )}
      </Section>

      <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }}>
        <Section title={t('orders.buyer')}>
          <Text size="sm" fw={600}>
            {d.buyer.login}
          </Text>
          <Text size="sm">
            {[d.buyer.firstName, d.buyer.lastName].filter(Boolean).join(' ') || d.buyer.companyName}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {d.buyer.email}
          </Text>
          <Text size="sm">{d.buyer.phoneNumber}</Text>
        </Section>
        <Section title={t('orders.delivery')}>
          <Text size="sm" fw={600}>
            {d.delivery.methodName}
          </Text>
          {d.delivery.pickupPoint ? (
            <>
              <Text size="sm">
                {t('orders.pickupPoint')}: {d.delivery.pickupPoint.id} {d.delivery.pickupPoint.name}
              </Text>
              <Address address={d.delivery.pickupPoint.address} />
            </>
          ) : (
            <Address address={d.delivery.address} />
          )}
          {d.delivery.dispatchBy && (
            <Text size="sm" mt={4}>
              {t('orders.dispatchBy')}: {format.dateTime(d.delivery.dispatchBy)}
            </Text>
          )}
        </Section>
        <Section title={t('orders.payment')}>
          <Text size="sm">{[d.payment?.type, d.payment?.provider].filter(Boolean).join(' · ')}</Text>
          {d.payment?.paidAmount && (
            <Text size="sm">{format.money(d.payment.paidAmount.amount, d.payment.paidAmount.currency)}</Text>
          )}
          {d.payment?.finishedAt && <Text size="sm">{format.dateTime(d.payment.finishedAt)}</Text>}
        </Section>
        <Section title={t('orders.invoice')}>
          {d.invoice?.required ? (
            <>
              <Text size="sm" fw={600}>
                {t('orders.invoiceRequired')}
              </Text>
              <Address address={d.invoice.address} />
              {d.invoice.taxIds.map((id) => (
                <Text size="sm" key={`${id.type}:${id.value}`} data-testid="order-tax-id">
                  {id.type ? `${t(`orders.taxIdType.${id.type as 'PL_NIP'}`)} ${id.value}` : id.value}
                </Text>
              ))}
              {d.invoice.vatPayerStatus && (
                <Text size="xs" c="dimmed" data-testid="order-vat-payer">
                  {t(`orders.vatPayer.${d.invoice.vatPayerStatus as 'ACTIVE'}`)}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )}
        </Section>
      </SimpleGrid>

      {d.shipments.length > 0 && (
        <Section title={t('orders.shipments')}>
          {d.shipments.map((shipment) => (
            <Text key={shipment.waybill} size="sm">
              {shipment.waybill} {shipment.carrierName ?? shipment.carrierId}
            </Text>
          ))}
        </Section>
      )}
      {d.note && (
        <Section title={t('orders.note')}>
          <Text size="sm">{d.note}</Text>
        </Section>
      )}
      {orderDetailParts.map(({ id, Part }) => (
        <Part key={id} detail={d} />
      ))}
    </DetailView>
  );
}
