import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { DayEndCarrier, DayEndLeftOver } from '../../../../shared/day-end';
import type { PickupSlot } from '../../../../shared/shipping';
import { errorText } from '../../app/error-text';
import { arrayRows } from '../../components/table/array-rows';
import { TruncatedText } from '../../components/table/cells';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat, type Format } from '../../i18n/format';
import { carrierKey, slotKey, useDayEndStore, type DayEndStep } from './day-end-store';
import { useState } from 'react';

const slotText = (slot: PickupSlot, format: Format) =>
  `${format.date(`${slot.date}T12:00:00`)} ${slot.minTime}–${slot.maxTime}`;

function PickupLine(props: { carrier: DayEndCarrier; step: DayEndStep | undefined }) {
  const t = useT();
  const format = useFormat();
  const key = carrierKey(props.carrier);
  const chosen = useDayEndStore((state) => state.chosen[key] ?? null);
  const choose = useDayEndStore((state) => state.choose);
  const { pickup } = props.carrier;
  switch (pickup.status) {
    case 'notNeeded':
      return <Text size="sm">{t('dayEnd.pickup.notNeeded')}</Text>;
    case 'booked':
      return (
        <Text size="sm" c="green" fw={600}>
          {pickup.slot
            ? t('dayEnd.pickup.booked', { slot: slotText(pickup.slot, format) })
            : t('dayEnd.pickup.bookedAny')}
        </Text>
      );
    case 'proposed':
      return <Text size="sm">{t('dayEnd.pickup.proposed', { slot: slotText(pickup.slot, format) })}</Text>;
    case 'refused':
    case 'failed':
      return (
        <Alert color="red" p="xs">
          {t(`dayEnd.pickup.${pickup.status}`, { message: pickup.userMessage })}
        </Alert>
      );
    case 'choose':
      return (
        <Radio.Group
          label={t('dayEnd.pickup.choose')}
          value={chosen ? slotKey(chosen) : null}
          onChange={(value) => {
            const slot = pickup.slots.find((s) => slotKey(s) === value);
            if (slot) choose(key, slot);
          }}
          data-testid="day-end-slots"
        >
          <Group gap="md" mt={4}>
            {pickup.slots.map((slot) => (
              <Radio
                key={slotKey(slot)}
                value={slotKey(slot)}
                label={slotText(slot, format)}
                disabled={props.step === 'running'}
              />
            ))}
          </Group>
        </Radio.Group>
      );
  }
}

function CarrierCard(props: { carrier: DayEndCarrier; step: DayEndStep | undefined }) {
  const t = useT();
  const { carrier, step } = props;
  const document = carrier.document
    ? t(`dayEnd.document.${carrier.document}`)
    : t('dayEnd.document.missing', { message: carrier.documentError ?? '' });
  return (
    <Card withBorder data-testid="day-end-carrier" data-carrier={carrier.carrierId ?? ''}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={700}>{carrier.carrierName ?? t('shipping.protocol.noCarrier')}</Text>
          <Badge variant="light" data-testid="day-end-count">
            {t('dayEnd.parcels', { count: carrier.parcels })}
          </Badge>
        </Group>
        {step && (
          <Badge
            color={step === 'done' ? 'green' : 'gray'}
            leftSection={step === 'running' ? <Loader size={10} /> : null}
            data-testid="day-end-step"
            data-step={step}
          >
            {t(`dayEnd.progress.${step}`)}
          </Badge>
        )}
      </Group>
      <Text size="sm" mt={4} data-testid="day-end-document" data-document={carrier.document ?? ''}>
        {document}
        {step === 'done' &&
          ` · ${carrier.job ? t('dayEnd.printed', { printer: carrier.job.printerLabel }) : t('dayEnd.notPrinted')}`}
      </Text>
      <Box mt={6} data-testid="day-end-pickup" data-status={carrier.pickup.status}>
        <PickupLine carrier={carrier} step={step} />
      </Box>
    </Card>
  );
}

const leftColumns = (t: Translate): Column<DayEndLeftOver>[] => [
  {
    key: 'order',
    header: t('dayEnd.order'),
    width: 'minmax(160px, 1fr)',
    essential: true,
    render: (left) => (
      <TruncatedText size="sm" ff="monospace" data-testid="day-end-left-order">
        {left.orderId}
      </TruncatedText>
    ),
  },
  {
    key: 'reason',
    header: t('dayEnd.reason'),
    width: 'minmax(240px, 3fr)',
    essential: true,
    render: (left) => (
      <TruncatedText size="sm" data-testid="day-end-left-reason" data-kind={left.kind}>
        {left.reason}
      </TruncatedText>
    ),
  },
];

/**
 * The end of the day: per carrier its parcels, its document and its courier, the pickup time asked only where the
 * carrier proposes several, then each carrier run in turn; and what is left over, with why.
 */
export function DayEndModal() {
  const t = useT();
  const format = useFormat();
  const { opened, result, error, steps, chosen, running, close, run } = useDayEndStore();
  const [row, setRow] = useState(0);
  const carriers = result?.carriers ?? [];
  const leftOver = result?.leftOver ?? [];
  const todo = carriers.filter((c) => steps[carrierKey(c)] !== 'done');
  const unchosen = todo.some((c) => c.pickup.status === 'choose' && !chosen[carrierKey(c)]);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={result ? t('dayEnd.title', { date: format.date(`${result.date}T12:00:00`) }) : t('dayEnd.open')}
      size="xl"
      centered
    >
      <Stack gap="sm" data-testid="day-end">
        {error !== null && <Alert color="red">{errorText(error, t)}</Alert>}
        {!result && error === null && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('dayEnd.loading')}</Text>
          </Group>
        )}
        {result && carriers.length === 0 && <Text c="dimmed">{t('dayEnd.none')}</Text>}
        {carriers.map((carrier) => (
          <CarrierCard key={carrierKey(carrier)} carrier={carrier} step={steps[carrierKey(carrier)]} />
        ))}
        {result && (
          <>
            <Title order={5}>{t('dayEnd.leftOver')}</Title>
            {leftOver.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="day-end-left-none">
                {t('dayEnd.leftOverNone')}
              </Text>
            ) : (
              <Box
                h={Math.min(44 * leftOver.length + 44, 260)}
                style={{ display: 'flex', flexDirection: 'column' }}
              >
                <VirtualTable
                  rows={arrayRows(leftOver)}
                  rowKey={(left) => `${left.kind}:${left.shipmentId ?? left.orderId}`}
                  columns={leftColumns(t)}
                  selected={Math.min(row, leftOver.length - 1)}
                  onSelect={setRow}
                  rowHeight={44}
                  empty={null}
                  label={t('dayEnd.leftOver')}
                  testId="day-end-left"
                />
              </Box>
            )}
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('dayEnd.close')}
          </Button>
          <Button
            leftSection={<IconPrinter size={18} />}
            loading={running}
            disabled={!result || todo.length === 0 || unchosen}
            title={unchosen ? t('dayEnd.chooseFirst') : undefined}
            onClick={() => void run()}
            data-testid="day-end-run"
            data-autofocus
          >
            {t('dayEnd.run')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
