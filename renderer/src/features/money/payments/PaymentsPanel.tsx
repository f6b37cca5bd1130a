import { Anchor, Box, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { operationGroups, walletTypes, type PaymentOperationRow } from '../../../../../shared/payments';
import { notifyError } from '../../../app/notify';
import { DayRangeFilter } from '../../../components/list/DayFilter';
import { useListTable } from '../../../components/list/use-list-table';
import { whenColumn } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { useOrdersStore } from '../../../stores/orders';
import { useUiStore } from '../../../stores/ui';
import { operationType, valueColor } from './operation-text';
import { useBalancesStore, usePaymentsStore, watchPayments } from './payments-store';
import { WalletBalances } from './WalletBalances';

/** Opens the order in the Orders section, as a click on its row there would. */
export function openOrder(orderId: string): void {
  useUiStore.getState().go('orders');
  useOrdersStore.getState().open(orderId);
}

/**
 * Who paid: the login (else the name) the marketplace gave with the operation or the order of the payment has; a
 * dash where neither knows, saying why, for an operation of a payment (a blockade) and one of no buyer (a payout).
 */
function buyerCell(t: Translate, row: PaymentOperationRow) {
  const known = row.buyerLogin ?? row.buyerName;
  if (known) return known;
  const why = t(row.paymentId ? 'payments.buyerUnknown' : 'payments.noBuyer');
  return (
    <Text span size="sm" c="dimmed" title={why} aria-label={why} data-testid="payment-buyer-unknown">
      —
    </Text>
  );
}

function columns(t: Translate, format: Format): Column<PaymentOperationRow>[] {
  return [
    whenColumn({
      key: 'occurredAt',
      header: t('payments.occurredAt'),
      at: (row) => row.occurredAt,
      format,
      sort: 'occurredAt',
    }),
    {
      key: 'type',
      essential: true,
      header: t('payments.type'),
      width: 'minmax(160px, 2fr)',
      render: (row) => operationType(t, row.type),
    },
    {
      key: 'wallet',
      header: t('payments.wallet'),
      width: '150px',
      render: (row) =>
        `${t(`payments.wallets.${row.walletType}`)}${row.operator ? ` · ${row.operator}` : ''}`,
    },
    {
      key: 'value',
      essential: true,
      header: t('payments.value'),
      width: '130px',
      align: 'right',
      render: (row) => (
        <Text size="sm" fw={600} c={valueColor(row.value.amount)}>
          {format.money(row.value.amount, row.value.currency)}
        </Text>
      ),
    },
    {
      key: 'balance',
      header: t('payments.balance'),
      width: '130px',
      align: 'right',
      render: (row) => (row.balance ? format.money(row.balance.amount, row.balance.currency) : ''),
    },
    {
      key: 'buyer',
      header: t('payments.buyer'),
      width: 'minmax(120px, 1fr)',
      render: (row) => buyerCell(t, row),
    },
    {
      key: 'order',
      essential: true,
      header: t('payments.order'),
      width: '120px',
      render: (row) =>
        row.orderId ? (
          <Anchor
            component="button"
            size="sm"
            aria-label={t('payments.openOrder', { id: row.orderId })}
            onClick={(event) => {
              event.stopPropagation();
              openOrder(row.orderId!);
            }}
          >
            {row.orderId.slice(0, 8)}
          </Anchor>
        ) : (
          ''
        ),
    },
  ];
}

/**
 * Money → Payments: the wallets' balances on top, then the payment operations newest first with their filters, all
 * from the local copy. Enter (or a click) on an operation of an order opens the order.
 */
export function PaymentsPanel() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(usePaymentsStore);
  const query = usePaymentsStore((state) => state.query);
  const setQuery = usePaymentsStore((state) => state.setQuery);
  const reset = usePaymentsStore((state) => state.resetQuery);
  const filtered = usePaymentsStore((state) => state.filtered);
  const balances = useBalancesStore((state) => state.balances);
  useEffect(() => {
    useBalancesStore.getState().load().catch(notifyError);
    usePaymentsStore.getState().refresh();
    return watchPayments(notifyError);
  }, []);
  return (
    <Stack gap="sm" data-testid="payments-panel">
      <WalletBalances balances={balances} />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('payments.group')}
          data-testid="payments-group"
          value={query.group ?? 'all'}
          onChange={(value) => setQuery({ group: value === 'all' ? undefined : value })}
          data={[
            { value: 'all', label: t('lists.all') },
            ...operationGroups.map((group) => ({ value: group, label: t(`payments.groups.${group}`) })),
          ]}
        />
        <Select
          aria-label={t('payments.wallet')}
          placeholder={t('payments.wallet')}
          data-testid="payments-wallet"
          w={170}
          clearable
          value={query.walletType ?? null}
          onChange={(value) => setQuery({ walletType: value ?? undefined })}
          data={walletTypes.map((value) => ({ value, label: t(`payments.wallets.${value}`) }))}
        />
        <DayRangeFilter
          label={t('payments.occurredAt')}
          value={query}
          onChange={setQuery}
          w={145}
          testId="payments"
        />
        {filtered && (
          <Button variant="subtle" onClick={reset}>
            {t('lists.clearFilters')}
          </Button>
        )}
      </Group>
      <Box style={{ height: 'max(320px, calc(100vh - 420px))', display: 'flex', flexDirection: 'column' }}>
        <VirtualTable
          {...table}
          onOpen={(row) => row.orderId && openOrder(row.orderId)}
          compact={false}
          columns={columns(t, format)}
          label={t('payments.tab')}
          empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('payments.empty')}</Text>}
          testId="payments-table"
        />
      </Box>
    </Stack>
  );
}
