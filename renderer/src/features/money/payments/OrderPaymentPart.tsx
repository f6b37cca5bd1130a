import { Card, Table, Text, Title } from '@mantine/core';
import type { OrderDetail } from '../../../../../shared/orders';
import type { PaymentOperationRow } from '../../../../../shared/payments';
import { errorText } from '../../../app/error-text';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { operationType, valueColor } from './operation-text';
import { usePaymentOperations } from './payments-store';

/** The order's payment: its operations (income, move to the available wallet, refund), from the local copy. */
export function OrderPaymentPart(props: { detail: OrderDetail }) {
  const t = useT();
  const paymentId = props.detail.payment?.id ?? null;
  const { data: rows, error } = usePaymentOperations(paymentId);
  return (
    <Card withBorder padding="sm" data-testid="order-payment">
      <Title order={3} size="h6" mb={6}>
        {t('payments.partTitle')}
      </Title>
      {!paymentId ? (
        <Text size="sm" c="dimmed">
          {t('payments.partNoPayment')}
        </Text>
      ) : error ? (
        <Text size="sm" c="red">
          {errorText(error, t)}
        </Text>
      ) : rows && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.partEmpty')}
        </Text>
      ) : (
        rows && (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Tbody>
              {rows.map((row) => (
                <OperationLine key={row.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        )
      )}
    </Card>
  );
}

/** One operation of the payment: when, what, on which wallet (and through whom), and its signed value. */
function OperationLine({ row }: { row: PaymentOperationRow }) {
  const t = useT();
  const format = useFormat();
  return (
    <Table.Tr data-testid="order-payment-operation">
      <Table.Td>{format.dateTime(row.occurredAt)}</Table.Td>
      <Table.Td>{operationType(t, row.type)}</Table.Td>
      <Table.Td>
        {t(`payments.wallets.${row.walletType}`)}
        {row.operator ? ` · ${row.operator}` : ''}
      </Table.Td>
      <Table.Td ta="right">
        <Text span size="sm" fw={600} c={valueColor(row.value.amount)}>
          {format.money(row.value.amount, row.value.currency)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
