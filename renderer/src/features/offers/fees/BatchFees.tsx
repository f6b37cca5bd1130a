import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { feePreviewBatchMax } from '../../../../../shared/contract/fees';
import type { FeePreview } from '../../../../../shared/fees';
import type { BatchPreviewRow } from '../../../../../shared/outbox';
import type { BridgeError } from '../../../api/bridge-error';
import { errorText } from '../../../app/error-text';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { previewBatchFees } from '../../../stores/fees';

type Result = { offerId: string; preview: FeePreview | null; error: string | null }[];

/** Adds up fees in cents, so that twenty amounts do not drift by a grosz. */
const total = (amounts: string[]): string =>
  (amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0) / 100).toFixed(2);

/**
 * The fees at the new prices of a batch price change, as sums: the commission on one sale of each offer changed, and
 * the listing fees per cycle. One preview request per offer, so only the first 20 changed offers are asked for (the
 * text says so when there are more); an offer the marketplace refuses is listed with its words.
 */
export function BatchFees(props: { rows: BatchPreviewRow[] }) {
  const t = useT();
  const format = useFormat();
  const changed = props.rows.filter((row) => row.skip === null && row.after.price);
  const items = changed
    .slice(0, feePreviewBatchMax)
    .map((row) => ({ offerId: row.offerId, amount: row.after.price!.amount }));
  const key = JSON.stringify(items);
  const [result, setResult] = useState<
    { key: string; data: Result } | { key: string; error: BridgeError } | null
  >(null);

  useEffect(() => {
    const asked: typeof items = JSON.parse(key) as typeof items;
    if (asked.length === 0) return;
    let current = true;
    void previewBatchFees(asked).then((answer) => {
      if (current) setResult({ key, ...answer });
    });
    return () => {
      current = false;
    };
  }, [key]);

  if (items.length === 0) return null;
  const currency = changed[0]!.after.price!.currency;
  const shown = result?.key === key ? result : null;
  return (
    <Paper withBorder p="xs" data-testid="batch-fees">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('fees.batchTitle')}
        </Text>
        {!shown && <Loader size={14} aria-label={t('fees.previewLoading')} />}
        {shown && 'error' in shown && (
          <Alert color="red" p="xs" role="alert">
            {shown.error.code === 'OFFLINE' ? t('fees.offline') : errorText(shown.error, t)}
          </Alert>
        )}
        {shown && 'data' in shown && (
          <>
            <Text size="sm" data-testid="batch-fees-commission">
              {t('fees.batchSum', {
                count: shown.data.filter((r) => r.preview).length,
                fee: format.money(
                  total(shown.data.flatMap((r) => r.preview?.commissions.map((c) => c.fee.amount) ?? [])),
                  currency,
                ),
              })}
            </Text>
            <Text size="sm">
              {t('fees.batchListing', {
                fee: format.money(
                  total(shown.data.flatMap((r) => r.preview?.quotes.map((q) => q.fee.amount) ?? [])),
                  currency,
                ),
              })}
            </Text>
            {shown.data
              .filter((r) => r.error !== null)
              .map((r) => (
                <Text key={r.offerId} size="sm" c="red">
                  {t('fees.batchFailed', { id: r.offerId, message: r.error! })}
                </Text>
              ))}
          </>
        )}
        {changed.length > items.length && (
          <Text size="xs" c="dimmed">
            {t('fees.batchFirst', { count: items.length, total: changed.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
