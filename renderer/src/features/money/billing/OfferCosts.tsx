import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import type { BillingTypeTotal, OfferCosts as Costs } from '../../../../../shared/billing';
import { api, onEvent } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { touches } from '../../../stores/list-store';

/** Shown in the offer's detail: only its most recent fees, the Money section lists them all. */
const SHOWN_ENTRIES = 10;

/** What this offer cost: its fees per type over the last 30 and 90 days and its latest fees, from the local copy. */
export const OfferCosts = memo(function OfferCosts(props: { offerId: string }) {
  const t = useT();
  const format = useFormat();
  const [costs, setCosts] = useState<Costs | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      api.billing
        .offerCosts({ offerId: props.offerId })
        .then((c) => current && setCosts(c))
        .catch(notifyError);
    void load();
    const off = onEvent('changed', ({ tables }) => {
      if (touches(tables, ['billing_entries'])) void load();
    });
    return () => {
      current = false;
      off();
    };
  }, [props.offerId]);
  if (costs === null) return null;
  const sums = (label: string, totals: BillingTypeTotal[], testId: string) => (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        totals.map((s) => (
          <Group key={`${s.typeId}:${s.currency}`} justify="space-between" gap="xs" data-type={s.typeId}>
            <Text size="sm">{s.typeName}</Text>
            <Text size="sm">{format.money(s.amount, s.currency)}</Text>
          </Group>
        ))
      )}
    </Stack>
  );
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
          <SimpleGrid cols={2} spacing="md">
            {sums(t('billing.offerCosts.last30'), costs.last30, 'offer-costs-30')}
            {sums(t('billing.offerCosts.last90'), costs.last90, 'offer-costs-90')}
          </SimpleGrid>
          <Text size="sm" fw={500} mt={4}>
            {t('billing.offerCosts.entries')}
          </Text>
          <Table withRowBorders={false} data-testid="offer-costs-entries">
            <Table.Tbody>
              {costs.entries.slice(0, SHOWN_ENTRIES).map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{format.dateTime(e.occurredAt)}</Table.Td>
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
