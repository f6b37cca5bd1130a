import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BillingSum } from '../../../../../shared/billing';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useBillingTotals } from './billing-store';

/** The sums of the filtered entries: in all, per type and per day or month, each per currency. */
export function BillingTotalsView() {
  const t = useT();
  const format = useFormat();
  const { totals, period, setPeriod } = useBillingTotals();
  if (!totals) return null;
  const sum = (s: BillingSum) => format.money(s.amount, s.currency);
  return (
    <Paper withBorder p="sm" data-testid="billing-totals">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('billing.totalsTitle')}
          </Title>
          <Group gap="md" data-testid="billing-total">
            {totals.all.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('billing.noTotals')}
              </Text>
            ) : (
              totals.all.map((s) => (
                <Text
                  key={s.currency}
                  fw={600}
                  data-testid={`billing-total-${s.currency}`}
                  data-amount={s.amount}
                >
                  {t('billing.total')}: {sum(s)} ({t('billing.count', { count: s.count })})
                </Text>
              ))
            )}
          </Group>
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('billing.byType')}
            </Text>
            <Table striped withRowBorders={false} data-testid="billing-by-type">
              <Table.Tbody>
                {totals.byType.map((s) => (
                  <Table.Tr key={`${s.typeId}:${s.currency}`} data-type={s.typeId} data-amount={s.amount}>
                    <Table.Td>{s.typeName}</Table.Td>
                    <Table.Td c="dimmed">{t('billing.count', { count: s.count })}</Table.Td>
                    <Table.Td ta="right">{sum(s)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t('billing.byPeriod')}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label={t('billing.byPeriod')}
                value={period}
                onChange={(value) => setPeriod(value === 'month' ? 'month' : 'day')}
                data={[
                  { value: 'day', label: t('billing.perDay') },
                  { value: 'month', label: t('billing.perMonth') },
                ]}
              />
            </Group>
            <Table.ScrollContainer minWidth={200} mah={180}>
              <Table striped withRowBorders={false} data-testid="billing-by-period">
                <Table.Tbody>
                  {totals.byPeriod.map((s) => (
                    <Table.Tr key={`${s.period}:${s.currency}`}>
                      <Table.Td>
                        {s.period.length === 7 ? s.period : format.date(`${s.period}T12:00:00`)}
                      </Table.Td>
                      <Table.Td c="dimmed">{t('billing.count', { count: s.count })}</Table.Td>
                      <Table.Td ta="right">{sum(s)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
