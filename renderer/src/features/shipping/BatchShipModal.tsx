import { Badge, Button, Group, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { errorText } from '../../app/error-text';
import { useT, type Translate } from '../../i18n';
import { useBatchStore, type BatchOutcome } from '../../stores/batch';
import { fieldErrorText, problemText } from './problem-text';

const outcomeColor = {
  shipped: 'green',
  waiting: 'yellow',
  alreadyShipped: 'orange',
  needsAttention: 'red',
  cancelled: 'red',
  takenElsewhere: 'orange',
  printerNotReady: 'red',
  error: 'red',
} as const;

function outcomeOf(outcome: BatchOutcome): keyof typeof outcomeColor {
  return 'result' in outcome ? outcome.result.status : 'error';
}

function detailOf(outcome: BatchOutcome, t: Translate): string {
  if (!('result' in outcome)) return errorText(outcome.error, t);
  const { result } = outcome;
  switch (result.status) {
    case 'shipped':
      return result.shipment.waybills.join(', ');
    case 'waiting':
      return t('shipping.batch.waitingDetail');
    case 'alreadyShipped':
      return result.waybills.join(', ');
    case 'needsAttention':
      return [
        ...result.problems.map((p) => problemText(p, t)),
        ...result.errors.map((e) => fieldErrorText(e, t)),
      ].join('; ');
    case 'cancelled':
      return t('shipping.station.cancelledBody');
    case 'takenElsewhere':
      return t('shipping.station.takenElsewhereBody');
    case 'printerNotReady':
      return [
        t('shipping.station.printer', { printer: result.printer.label }),
        ...result.problems.map((problem) => t(`shipping.station.printerStops.${problem}`)),
      ].join(' ');
  }
}

/** The run over the ticked orders: a progress bar, then one line per order with what happened to it. */
export function BatchShipModal() {
  const t = useT();
  const { open, running, orderIds, outcomes, stopped, stop, close } = useBatchStore();
  const done = outcomes.length;
  const shipped = outcomes.filter((o) => outcomeOf(o) === 'shipped').length;
  return (
    <Modal
      opened={open}
      onClose={close}
      title={t('shipping.batch.title', { count: orderIds.length })}
      size="xl"
      centered
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      <Stack data-testid="batch">
        <Progress value={orderIds.length ? (done / orderIds.length) * 100 : 0} size="xl" animated={running} />
        <Text data-testid="batch-progress">
          {t('shipping.batch.progress', { done, total: orderIds.length, shipped })}
          {stopped && !running ? ` · ${t('shipping.batch.stopped')}` : ''}
        </Text>
        <ScrollArea.Autosize mah="55vh">
          <Table striped>
            <Table.Tbody>
              {outcomes.map((outcome) => {
                const kind = outcomeOf(outcome);
                return (
                  <Table.Tr key={outcome.orderId} data-testid="batch-row" data-outcome={kind}>
                    <Table.Td ff="monospace" w={330}>
                      {outcome.orderId}
                    </Table.Td>
                    <Table.Td w={170}>
                      <Badge color={outcomeColor[kind]} variant="light">
                        {t(`shipping.batch.outcomes.${kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff={kind === 'shipped' ? 'monospace' : undefined}>
                        {detailOf(outcome, t)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          {running ? (
            <Button color="red" variant="light" onClick={stop} disabled={stopped}>
              {t('shipping.batch.stop')}
            </Button>
          ) : (
            <Button onClick={close} data-autofocus>
              {t('lists.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
