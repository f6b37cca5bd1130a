import { Stack, Text } from '@mantine/core';
import type { FeePreview } from '../../../../../shared/fees';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';

/** `PT240H` → 10: the marketplace's cycles are whole days. */
function days(duration: string | null): number {
  const hours = duration ? /^PT?(\d+)H$/.exec(duration) : null;
  const inDays = duration ? /^P(\d+)D$/.exec(duration) : null;
  if (hours) return Math.round(Number(hours[1]) / 24);
  if (inDays) return Number(inDays[1]);
  return 10;
}

/** A preview's fees, one line each: the commissions per sale, then the quotes per cycle. */
export function FeeLines(props: { preview: FeePreview }) {
  const t = useT();
  const format = useFormat();
  const { commissions, quotes } = props.preview;
  if (commissions.length + quotes.length === 0) return <Text size="sm">{t('fees.noFees')}</Text>;
  return (
    <Stack gap={2}>
      {commissions.map((c, index) => (
        <Text key={`c${index}`} size="sm" data-testid="fee-commission">
          {t('fees.commissionPerSale', { name: c.name, fee: format.money(c.fee.amount, c.fee.currency) })}
        </Text>
      ))}
      {quotes.map((q, index) => (
        <Text key={`q${index}`} size="sm" data-testid="fee-quote">
          {t('fees.quotePerCycle', {
            name: q.name,
            fee: format.money(q.fee.amount, q.fee.currency),
            days: days(q.cycleDuration),
          })}
        </Text>
      ))}
    </Stack>
  );
}
