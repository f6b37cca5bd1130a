import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BatchPreviewRow, Change } from '../../../../shared/outbox';
import { errorText } from '../../app/error-text';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { arrayRows } from '../../components/table/array-rows';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useOfferBatchStore } from '../../stores/offer-batch';
import { batchActions, batchProgress, needsValue, previewSummary, type BatchAction } from './batch-form';
import { changeLines } from './change-text';
import { changeStateColor } from './OfferHistory';
import { BatchFees } from './fees/BatchFees';

type Kind = 'price' | 'stock' | 'publication';
const kinds: Kind[] = ['price', 'stock', 'publication'];
const kindOf = (action: BatchAction) => action.split('.')[0] as Kind;
const valueKind = (action: BatchAction) =>
  action.startsWith('stock.') ? 'stock' : action.endsWith('Percent') ? 'percent' : 'amount';

function rowColumns(
  t: Translate,
  money: (amount: string, currency: string) => string,
  results: Map<string, Change> | null,
): Column<BatchPreviewRow>[] {
  const columns: Column<BatchPreviewRow>[] = [
    {
      key: 'offer',
      header: t('offerBatch.columns.offer'),
      width: 'minmax(160px, 1.5fr)',
      render: (row) => (
        <div style={{ minWidth: 0 }}>
          <Text size="sm" truncate>
            {row.name ?? '—'}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" truncate>
            {row.offerId}
          </Text>
        </div>
      ),
    },
    {
      key: 'change',
      header: t('offerBatch.columns.change'),
      width: 'minmax(200px, 1.4fr)',
      render: (row) =>
        row.skip === null ? (
          <Text size="sm" truncate data-testid="batch-preview-change">
            {changeLines({ fields: row.after, previous: row.before }, t, money)
              .map((line) => `${line.before} → ${line.after}`)
              .join(', ')}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap" miw={0} data-testid="batch-preview-skip">
            <Badge size="sm" color="gray" variant="light">
              {t('offerBatch.skipped')}
            </Badge>
            <Text size="xs" c="dimmed" truncate>
              {t(`offerBatch.skip.${row.skip}`)}
            </Text>
          </Group>
        ),
    },
  ];
  if (!results) return columns;
  columns.push({
    key: 'result',
    header: t('offerBatch.columns.result'),
    width: 'minmax(200px, 1.6fr)',
    render: (row) => {
      const change = results.get(row.offerId);
      if (!change) return null;
      const message = change.errors.map((e) => e.userMessage).join('; ');
      return (
        <Stack gap={2} miw={0} align="flex-start" data-testid="batch-result" data-state={change.state}>
          <Badge size="sm" color={changeStateColor[change.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`outbox.states.${change.status}`)}
          </Badge>
          {message && (
            <Text size="xs" c="red" lineClamp={1} title={message}>
              {message}
            </Text>
          )}
        </Stack>
      );
    },
  });
  return columns;
}

/** The change of the ticked offers: pick it, see every row, send it, watch each offer's result. */
export function OfferBatchModal() {
  const t = useT();
  const format = useFormat();
  const batch = useOfferBatchStore(useShallow((s) => s));
  const primary = useRef<HTMLButtonElement>(null);
  // The row the keyboard is on in the preview (Up/Down/PageDown scroll through every row).
  const [row, setRow] = useState(0);
  const { open, step, action } = batch;
  // Enter confirms: a new step gets the focus on its main button (the field keeps it on the first step).
  useEffect(() => {
    if (open && step !== 'form') primary.current?.focus();
  }, [open, step]);
  // Esc closes the dialog only, not also the offer open behind it (its detail listens on the document).
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      batch.close();
    },
    { capture: true },
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    if (step === 'form') void batch.showPreview();
    else if (step === 'preview') void batch.send();
    else if (step === 'results') batch.close();
  };

  const summary = previewSummary(batch.preview);
  const progress = batchProgress(batch.changes, batch.stored);
  const results =
    step === 'sending' || step === 'results' ? new Map(batch.changes.map((c) => [c.entityId, c])) : null;
  const kind = kindOf(action);
  const problem = batch.problem ? t(`offerBatch.problems.${batch.problem}`) : null;

  return (
    <Modal
      opened={open}
      onClose={batch.close}
      closeOnEscape={false}
      title={t('offerBatch.title', { count: batch.offerIds.length })}
      size="xl"
      centered
    >
      <Stack onKeyDown={onKeyDown} data-testid="offer-batch" data-step={step}>
        {step === 'form' && (
          <>
            <SegmentedControl
              aria-label={t('offerBatch.kind')}
              data={kinds.map((value) => ({ value, label: t(`offerBatch.kinds.${value}`) }))}
              value={kind}
              onChange={(value) => batch.setAction(batchActions.find((a) => a.startsWith(`${value}.`))!)}
            />
            <SegmentedControl
              aria-label={t('offerBatch.how')}
              data={batchActions
                .filter((a) => kindOf(a) === kind)
                .map((value) => ({
                  value,
                  label: t(`offerBatch.actions.${value}`),
                }))}
              value={action}
              onChange={(value) => batch.setAction(value)}
            />
            {needsValue(action) && (
              <TextInput
                label={t(`offerBatch.values.${valueKind(action)}`)}
                value={batch.value}
                onChange={(event) => batch.setValue(event.currentTarget.value)}
                error={problem}
                inputMode="decimal"
                data-autofocus
                data-testid="offer-batch-value"
              />
            )}
          </>
        )}
        {step !== 'form' && (
          <>
            <Text size="sm" data-testid="offer-batch-summary">
              {step === 'preview'
                ? t('offerBatch.summary', summary)
                : t('offerBatch.progress', {
                    done: progress.done,
                    sent: progress.sent,
                    failed: progress.failed,
                    total: batch.stored,
                  })}
            </Text>
            {step !== 'preview' && (
              <Progress
                value={progress.percent}
                size="xl"
                animated={step === 'sending'}
                data-testid="offer-batch-bar"
              />
            )}
            {step === 'preview' && <BatchFees rows={batch.preview} />}
            {step === 'preview' && summary.going === 0 && (
              <Text c="orange">{t('offerBatch.nothingToSend')}</Text>
            )}
            <Box h="45vh" style={{ display: 'flex', flexDirection: 'column' }}>
              <VirtualTable
                rows={arrayRows(batch.preview)}
                rowKey={(row) => row.offerId}
                columns={rowColumns(t, format.money, results)}
                selected={Math.min(row, Math.max(0, batch.preview.length - 1))}
                onSelect={setRow}
                rowHeight={results ? 52 : 44}
                empty={null}
                label={t('offerBatch.title', { count: batch.offerIds.length })}
                testId="offer-batch-rows"
              />
            </Box>
            {step === 'sending' && (
              <Text size="xs" c="dimmed">
                {t('offerBatch.keepsGoing')}
              </Text>
            )}
          </>
        )}
        {batch.error && (
          <Alert color="red" role="alert">
            {errorText(batch.error, t)}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('offerBatch.keys')}
          </Text>
          <Group gap="xs">
            {step === 'form' && (
              <>
                <Button variant="default" onClick={batch.close}>
                  {t('offerBatch.cancel')}
                </Button>
                <Button onClick={() => void batch.showPreview()} loading={batch.busy}>
                  {t('offerBatch.showPreview')}
                </Button>
              </>
            )}
            {step === 'preview' && (
              <>
                <Button variant="default" onClick={batch.back}>
                  {t('offerBatch.back')}
                </Button>
                <Button
                  ref={primary}
                  onClick={() => void batch.send()}
                  loading={batch.busy}
                  disabled={summary.going === 0}
                  data-testid="offer-batch-send"
                >
                  {t('offerBatch.send', { count: summary.going })}
                </Button>
              </>
            )}
            {(step === 'sending' || step === 'results') && (
              <Button ref={primary} onClick={batch.close}>
                {t('lists.close')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
