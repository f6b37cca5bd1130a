import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPrinter, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { Shipment } from '../../../../shared/shipping';
import type { PrintJob } from '../../../../shared/printing';
import { notifyDone, notifyError, notifyInfo } from '../../app/notify';
import { RowAction } from '../../components/RowAction';
import { StatusCell } from '../../components/StatusCell';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { usePackingStore } from '../../stores/packing';
import { jobStateColor } from '../printers/labels';
import { ConfirmModal } from './ConfirmModal';
import { fieldErrorText } from './problem-text';
import { cancellable, hasLabel, retryable, shipmentStateColor, shipmentStateKey } from './shipment-labels';

/** The order's parcels with their state and their label's print state; reprint, cancel and retry each. */
export function ShipmentList(props: { shipments: Shipment[] }) {
  const t = useT();
  const format = useFormat();
  const { printLabel, cancel, retry } = usePackingStore();
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const [repeat, setRepeat] = useState<{ shipment: Shipment; previous: PrintJob } | null>(null);

  const reprint = (shipment: Shipment, force = false) =>
    void printLabel(shipment.id, force).then((result) => {
      if (result.status === 'confirmDuplicate') setRepeat({ shipment, previous: result.previous });
      else notifyInfo(t('printing.jobs.queued', { id: result.job.id }));
    }, notifyError);

  return (
    <Stack gap="xs" data-testid="shipment-list">
      {props.shipments.map((shipment) => (
        <Group
          key={shipment.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          data-testid="shipment-row"
          data-state={shipment.state}
        >
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text fw={700} ff="monospace" data-testid="shipment-waybill">
                {shipment.waybills.join(', ') || t('shipping.noWaybill')}
              </Text>
              {shipment.additional && (
                <Badge size="xs" variant="outline">
                  {t('shipping.additional')}
                </Badge>
              )}
              {shipment.parts > 1 && (
                <Badge size="xs" variant="light" data-testid="shipment-part">
                  {t('shipping.partOf', { part: shipment.part, parts: shipment.parts })}
                </Badge>
              )}
            </Group>
            {(shipment.carrierNumberPending || shipment.carrierWaybills.length > 0) && (
              <Text
                size="xs"
                ff="monospace"
                c={shipment.carrierNumberPending ? 'orange' : undefined}
                data-testid="shipment-carrier-number"
                data-pending={shipment.carrierNumberPending}
              >
                {shipment.carrierNumberPending
                  ? t('shipping.carrierNumberPending')
                  : t('shipping.carrierNumber', { numbers: shipment.carrierWaybills.join(', ') })}
              </Text>
            )}
            <Text size="xs" c="dimmed" data-testid="shipment-meta">
              {[shipment.carrierName, shipment.labelFormat, format.history(shipment.createdAt)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {shipment.errors.map((error, index) => (
              <Text key={index} size="xs" c="red">
                {fieldErrorText(error, t)}
              </Text>
            ))}
          </Stack>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <StatusCell
              color={shipmentStateColor[shipment.state]}
              label={t(shipmentStateKey(shipment))}
              testId="shipment-state"
              notes={[
                !!shipment.labelJob && {
                  text: `${t('shipping.label')}: ${t(`printing.jobStates.${shipment.labelJob.state}`)}`,
                  color: jobStateColor[shipment.labelJob.state],
                  title: shipment.labelJob.printerLabel,
                },
              ]}
            />
            {hasLabel.has(shipment.state) && (
              <RowAction
                label={t('shipping.reprint')}
                ariaLabel={`${t('shipping.reprint')} ${shipment.waybills[0] ?? shipment.id}`}
                icon={IconPrinter}
                onClick={() => reprint(shipment)}
              />
            )}
            {retryable.has(shipment.state) && (
              <RowAction
                label={t('shipping.retry')}
                ariaLabel={`${t('shipping.retry')} ${shipment.id}`}
                icon={IconRefresh}
                onClick={() => void retry(shipment.id).catch(notifyError)}
              />
            )}
            {cancellable.has(shipment.state) && (
              <RowAction
                label={t('shipping.cancel')}
                ariaLabel={`${t('shipping.cancel')} ${shipment.waybills[0] ?? shipment.id}`}
                icon={IconX}
                color="red"
                onClick={() => setCancelling(shipment)}
              />
            )}
          </Group>
        </Group>
      ))}
      <ConfirmModal
        opened={cancelling !== null}
        title={t('shipping.cancelTitle')}
        confirm={t('shipping.cancelConfirm')}
        color="red"
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          const shipment = cancelling;
          if (shipment) {
            notifyDone(cancel(shipment.id), t('shipping.cancelled'));
          }
        }}
      >
        {t('shipping.cancelBody', { waybill: cancelling?.waybills.join(', ') || '—' })}
      </ConfirmModal>
      <ConfirmModal
        opened={repeat !== null}
        title={t('printing.repeat.title')}
        confirm={t('printing.repeat.confirm')}
        onClose={() => setRepeat(null)}
        onConfirm={() => repeat && reprint(repeat.shipment, true)}
      >
        {repeat &&
          t('printing.repeat.body', {
            printer: repeat.previous.printerLabel,
            time: format.history(repeat.previous.createdAt),
            id: repeat.previous.id,
            state: t(`printing.jobStates.${repeat.previous.state}`),
          })}
      </ConfirmModal>
    </Stack>
  );
}
