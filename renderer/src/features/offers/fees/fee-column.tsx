import { Text } from '@mantine/core';
import type { OfferQuoteSummary } from '../../../../../shared/fees';
import type { OfferRow } from '../../../../../shared/offers';
import type { Column } from '../../../components/table/VirtualTable';
import type { Translate } from '../../../i18n';
import type { Format } from '../../../i18n/format';

/** A dash that says why there is no fee (the title shows on hover and is read by screen readers). */
const dash = (title: string) => (
  <Text size="sm" c="dimmed" title={title} aria-label={title} data-testid="offer-fee-none">
    —
  </Text>
);

/**
 * The offers list's running fees: what an active offer costs per 10-day cycle and when it is charged next, from the
 * local copy's quotes; an offer without a quote shows a dash whose title says why.
 */
export function feeColumn(
  t: Translate,
  format: Format,
  quotes: ReadonlyMap<string, OfferQuoteSummary>,
): Column<OfferRow> {
  return {
    key: 'runningFee',
    header: t('fees.column'),
    width: '150px',
    align: 'right',
    render(row) {
      if (row.status !== 'ACTIVE') return dash(t('fees.inactive'));
      const quote = quotes.get(row.id);
      if (!quote) return dash(t('fees.unquoted'));
      const fetched = format.dateTime(quote.fetchedAt);
      if (!quote.runningFee) return dash(t('fees.noRunning', { fetched }));
      const fee = format.money(quote.runningFee.amount, quote.runningFee.currency);
      const date = quote.nextDate ? format.date(quote.nextDate) : '—';
      return (
        <div
          title={t('fees.columnTitle', { fee, date, fetched })}
          style={{ textAlign: 'right' }}
          data-testid="offer-fee"
        >
          <Text size="sm">{fee}</Text>
          <Text size="xs" c="dimmed">
            {t('fees.columnNext', { date })}
          </Text>
        </div>
      );
    },
  };
}

/** The columns with the fee column right after the price, where the seller pricing an offer looks. */
export function withFeeColumn(columns: Column<OfferRow>[], fee: Column<OfferRow>): Column<OfferRow>[] {
  const at = columns.findIndex((column) => column.key === 'price');
  return at < 0 ? [...columns, fee] : [...columns.slice(0, at + 1), fee, ...columns.slice(at + 1)];
}
