import { Stack, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { BillingTypeTotal } from '../../../../../shared/billing';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useOfferCosts } from './billing-store';

/** Shown in the offer's detail: only its most recent fees, the Money section lists them all. */
const SHOWN_ENTRIES = 10;

/** What this offer cost: its fees per type over the last 30 and 90 days and its latest fees, from the local copy. */
export const OfferCosts = memo(function OfferCosts(props: { offerId: string }) {
  const t = useT();
  const format = useFormat();
  const costs = useOfferCosts(props.offerId).data;
  if (costs === null) return null;
  // One row per type and currency, with its sum over 30 and over 90 days (every 30-day type is among the 90-day ones).
  const sum30 = new Map(costs.last30.map((s) => [`${s.typeId}:${s.currency}`, s]));
  const money = (s: BillingTypeTotal | undefined) => (s ? format.money(s.amount, s.currency) : '—');
  return (
    <Stack gap={4} data-testid="offer-costs">
      <Title order={3} size="h6">
        {t('billing.offerCosts.title')}
      </Title>
      {costs.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('billing.offerCosts.none')}
        </Text>
      ) : (
        <>
          <Table withRowBorders={false} data-testid="offer-costs-totals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th ta="right">{t('billing.offerCosts.last30')}</Table.Th>
                <Table.Th ta="right">{t('billing.offerCosts.last90')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {costs.last90.map((s) => (
                <Table.Tr key={`${s.typeId}:${s.currency}`} data-type={s.typeId}>
                  <Table.Td>{s.typeName}</Table.Td>
                  <Table.Td ta="right" data-testid="offer-cost-30">
                    {money(sum30.get(`${s.typeId}:${s.currency}`))}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="offer-cost-90" data-amount={s.amount}>
                    {money(s)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={500} mt={4}>
            {t('billing.offerCosts.entries')}
          </Text>
          <Table withRowBorders={false} data-testid="offer-costs-entries">
            <Table.Tbody>
              {costs.entries.slice(0, SHOWN_ENTRIES).map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{format.date(e.occurredAt)}</Table.Td>
                  <Table.Td>{e.typeName}</Table.Td>
                  <Table.Td ta="right">{format.money(e.value.amount, e.value.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
});
