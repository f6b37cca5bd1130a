import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaymentBalances } from '../../../../../shared/payments';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';

/** Per currency the money available for payout and the money waiting, each wallet's balance after its newest operation. */
export function WalletBalances(props: { balances: PaymentBalances | null }) {
  const t = useT();
  const format = useFormat();
  const balances = props.balances;
  if (!balances) return null;
  if (balances.totals.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="wallet-balances-empty">
        {t('payments.noBalances')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, md: Math.min(2, balances.totals.length) }}
      spacing="sm"
      data-testid="wallet-balances"
    >
      {balances.totals.map((total) => (
        <Card key={total.currency} withBorder padding="sm">
          <Title order={3} size="h6" mb={6}>
            {t('payments.balancesTitle')} ({total.currency})
          </Title>
          <Group gap={48} align="flex-start" wrap="nowrap">
            {(['AVAILABLE', 'WAITING'] as const).map((walletType) => (
              <Stack
                key={walletType}
                gap={2}
                data-testid={`balance-${walletType.toLowerCase()}-${total.currency}`}
              >
                <Text size="xs" c="dimmed">
                  {t(walletType === 'AVAILABLE' ? 'payments.available' : 'payments.waiting')}
                </Text>
                <Text fw={700} size="xl" data-testid="wallet-total">
                  {format.money(
                    walletType === 'AVAILABLE' ? total.available.amount : total.waiting.amount,
                    total.currency,
                  )}
                </Text>
                {balances.wallets
                  .filter((w) => w.walletType === walletType && w.balance.currency === total.currency)
                  .map((w) => (
                    <Text key={`${w.operator}`} size="xs" c="dimmed">
                      {w.operator ?? '—'}: {format.money(w.balance.amount, w.balance.currency)} ·{' '}
                      {t('payments.asOf', { time: format.dateTime(w.asOf) })}
                    </Text>
                  ))}
              </Stack>
            ))}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
