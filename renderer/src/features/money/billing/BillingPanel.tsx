import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { BillingEntryRow } from '../../../../../shared/billing';
import { notifyError } from '../../../app/notify';
import { DayRangeFilter } from '../../../components/list/DayFilter';
import { ListPage } from '../../../components/list/ListPage';
import { MultiFilter } from '../../../components/list/MultiFilter';
import { useListTable } from '../../../components/list/use-list-table';
import { whenColumn } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { useActiveAccount } from '../../../stores/accounts';
import { billingPresets, presetFrom, presetOf } from './billing-range';
import { useBillingStore, useBillingTotals, watchBilling } from './billing-store';
import { BillingTotalsView } from './BillingTotalsView';

function columns(t: Translate, format: Format): Column<BillingEntryRow>[] {
  return [
    whenColumn({ key: 'occurredAt', header: t('billing.occurredAt'), at: (row) => row.occurredAt, format }),
    {
      key: 'type',
      essential: true,
      header: t('billing.type'),
      width: '200px',
      render: (row) => row.typeName,
    },
    {
      key: 'offer',
      header: t('billing.offer'),
      width: 'minmax(120px, 3fr)',
      render: (row) =>
        row.offerId ? (
          <Text size="sm" truncate title={row.offerName ?? row.offerId}>
            {row.offerName ?? row.offerId}{' '}
            <Text span c="dimmed" size="xs">
              ({row.offerId})
            </Text>
          </Text>
        ) : null,
    },
    {
      key: 'order',
      header: t('billing.order'),
      width: '130px',
      render: (row) =>
        row.orderId ? (
          <Text size="xs" c="dimmed" title={row.orderId}>
            {row.orderId.slice(0, 8)}
          </Text>
        ) : null,
    },
    {
      key: 'value',
      essential: true,
      header: t('billing.value'),
      width: '120px',
      align: 'right',
      render: (row) => (
        <Text size="sm" c={row.value.amount.startsWith('-') ? undefined : 'teal'}>
          {format.money(row.value.amount, row.value.currency)}
        </Text>
      ),
    },
    {
      key: 'balance',
      header: t('billing.balance'),
      width: '130px',
      align: 'right',
      render: (row) => (row.balance ? format.money(row.balance.amount, row.balance.currency) : ''),
    },
  ];
}

/**
 * Money → Fees, made anew for each account: the typed offer and the range's mode start from the list's filters,
 * which are the active account's, so one account's typed filter never stands over another's list.
 */
export function BillingPanel() {
  const accountId = useActiveAccount()?.id ?? null;
  return <BillingView key={accountId} />;
}

/** The marketplace's billing entries from the local copy, filtered, with their totals. */
function BillingView() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useBillingStore);
  const query = useBillingStore((state) => state.query);
  const setQuery = useBillingStore((state) => state.setQuery);
  const filtered = useBillingStore((state) => state.filtered);
  const reset = useBillingStore((state) => state.resetQuery);
  const types = useBillingTotals((state) => state.types);
  const preset = presetOf(query);
  const [custom, setCustom] = useState(false);
  const [offerText, setOfferText] = useState(query.offerId ?? '');
  useEffect(() => {
    void useBillingTotals.getState().load().catch(notifyError);
    return watchBilling();
  }, []);

  const rangeValue = custom || preset === null ? 'custom' : String(preset);

  return (
    <Stack gap="sm" style={{ height: 'calc(100vh - 220px)', minHeight: 420 }} data-testid="billing-panel">
      <ListPage
        toolbar={
          <Stack gap="sm">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <SegmentedControl
                aria-label={t('billing.range')}
                data-testid="billing-range"
                value={rangeValue}
                onChange={(value) => {
                  if (value === 'custom') return setCustom(true);
                  setCustom(false);
                  setQuery({ from: presetFrom(Number(value)), to: undefined });
                }}
                data={[
                  ...billingPresets.map((days) => ({ value: String(days), label: t(`billing.last${days}`) })),
                  { value: 'custom', label: t('billing.custom') },
                ]}
              />
              {rangeValue === 'custom' && (
                <DayRangeFilter
                  label={t('billing.range')}
                  value={query}
                  onChange={setQuery}
                  testId="billing"
                />
              )}
              <MultiFilter
                label={t('billing.type')}
                data={types.map((type) => ({ value: type.id, label: type.name }))}
                value={query.typeIds}
                onChange={(typeIds) => setQuery({ typeIds })}
                w={260}
                testId="billing-type-filter"
              />
              <TextInput
                aria-label={t('billing.offer')}
                placeholder={t('billing.offerPlaceholder')}
                value={offerText}
                w={170}
                data-testid="billing-offer-filter"
                error={offerText !== '' && !/^\d{1,20}$/.test(offerText)}
                onChange={(event) => {
                  const text = event.currentTarget.value.trim();
                  setOfferText(text);
                  if (text === '') setQuery({ offerId: undefined });
                  else if (/^\d{1,20}$/.test(text)) setQuery({ offerId: text });
                }}
              />
              {filtered && (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setCustom(false);
                    setOfferText('');
                    reset();
                  }}
                >
                  {t('lists.clearFilters')}
                </Button>
              )}
            </Group>
            <BillingTotalsView />
          </Stack>
        }
      >
        <VirtualTable
          {...table}
          columns={columns(t, format)}
          label={t('billing.title')}
          empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('billing.empty')}</Text>}
          testId="billing-table"
        />
      </ListPage>
    </Stack>
  );
}
