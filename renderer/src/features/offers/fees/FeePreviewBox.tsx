import { Alert, Loader, Paper, Stack, Text, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { errorText } from '../../../app/error-text';
import { useLanguage, useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { previewFees, typedAmount, type PreviewAnswer } from '../../../stores/fees';
import { FeeLines } from './FeeLines';

/** How long typing pauses before the preview is asked for: each keystroke would otherwise cost a request. */
const DEBOUNCE_MS = 400;

/** What the box shows, and for which amount it was answered. */
type Shown = { for: string | null } & ({ kind: 'loading' } | PreviewAnswer);

/**
 * What the marketplace will charge at the price being typed: asked for once the seller stops typing a valid price.
 * The last answer stays shown (dimmed) while a newer one is on its way; an answer for a price typed over since is
 * dropped. Offline it says the preview needs the connection and shows the offer's last known running fees.
 */
export function FeePreviewBox(props: { offerId: string; price: string }) {
  const t = useT();
  const format = useFormat();
  const amount = typedAmount(props.price);
  const [debounced] = useDebouncedValue(amount, DEBOUNCE_MS);
  // The marketplace names the fees in the seller's language: asked again when it changes.
  const language = useLanguage();
  const [shown, setShown] = useState<Shown>({ kind: 'loading', for: null });

  useEffect(() => {
    if (debounced === null) return;
    let current = true;
    void previewFees(props.offerId, debounced).then((answer) => {
      if (current) setShown({ ...answer, for: debounced });
    });
    return () => {
      current = false;
    };
  }, [debounced, props.offerId, language]);

  // Typing, or the answer not in yet: the previous fees stay, dimmed.
  const pending = amount !== null && shown.for !== amount;
  return (
    <Paper withBorder p="xs" data-testid="fee-preview" aria-live="polite" aria-busy={pending}>
      <Stack gap={4}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {t('fees.previewTitle')}
          </Text>
          {pending && amount !== null && <Loader size={12} aria-label={t('fees.previewLoading')} />}
        </Group>
        {amount === null ? (
          <Text size="sm" c="dimmed">
            {t('fees.previewInvalid')}
          </Text>
        ) : (
          <div style={{ opacity: pending ? 0.6 : 1 }}>
            {shown.kind === 'ready' && <FeeLines preview={shown.preview} />}
            {shown.kind === 'loading' && (
              <Text size="sm" c="dimmed">
                {t('fees.previewLoading')}
              </Text>
            )}
            {shown.kind === 'failed' && (
              <Alert color="red" title={t('fees.failedTitle')} p="xs" role="alert">
                {errorText(shown.error, t)}
              </Alert>
            )}
            {shown.kind === 'offline' && (
              <Stack gap={2} data-testid="fee-preview-offline">
                <Text size="sm" c="orange">
                  {t('fees.offline')}
                </Text>
                <Text size="sm" c="dimmed">
                  {shown.last?.runningFee && shown.last.nextDate
                    ? t('fees.lastQuote', {
                        fee: format.money(shown.last.runningFee.amount, shown.last.runningFee.currency),
                        date: format.date(shown.last.nextDate),
                      })
                    : t('fees.noLastQuote')}
                </Text>
              </Stack>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
