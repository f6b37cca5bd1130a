import { ActionIcon, Button, Group, Kbd, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconClock,
  IconFileText,
  IconListCheck,
  IconMoon,
  IconPrinter,
  IconTruck,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notifyError, notifyInfo } from '../../app/notify';
import { DetailPanel } from '../../components/list/DetailPanel';
import { ListPage } from '../../components/list/ListPage';
import { useListTable } from '../../components/list/use-list-table';
import { useTicks } from '../../components/list/use-ticks';
import { VirtualTable } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useBatchStore } from '../../stores/batch';
import { usePackingStore } from '../../stores/packing';
import {
  allQueueIds,
  printProtocol,
  useQueueCountsStore,
  useQueueFiltered,
  useQueueStore,
  useSelectionStore,
  type ProtocolResults,
} from '../../stores/shipping';
import { BatchShipModal } from './BatchShipModal';
import { CheckProgress } from './CheckProgress';
import { CutoffsModal } from './CutoffsModal';
import { DayEndModal } from './DayEndModal';
import { useDayEndStore } from './day-end-store';
import { PackingView } from './PackingView';
import { PickupModal } from './PickupModal';
import { PickListModal } from './PickListModal';
import { usePickStore } from './pick-store';
import { queueColumns } from './queue-columns';
import { QueueFilters, QueueSearch } from './QueueFilters';
import { QueueLanes } from './QueueLanes';
import { useMinuteClock } from './use-minute-clock';

function protocolSummary(results: ProtocolResults, t: Translate): string {
  if (results.length === 0) return t('shipping.protocol.none');
  return results
    .map((result) =>
      t(result.source === 'carrier' ? 'shipping.protocol.carrier' : 'shipping.protocol.handOver', {
        carrier: result.carrierName ?? t('shipping.protocol.noCarrier'),
        count: result.parcels,
      }),
    )
    .join('; ');
}

function Actions() {
  const t = useT();
  const ticked = useSelectionStore((state) => state.ids);
  const run = useBatchStore((state) => state.run);
  const [pickup, setPickup] = useState(false);
  const [cutoffs, setCutoffs] = useState(false);
  const [printing, setPrinting] = useState(false);
  const protocol = () => {
    setPrinting(true);
    printProtocol()
      .then((results) => notifyInfo(protocolSummary(results, t)), notifyError)
      .finally(() => setPrinting(false));
  };
  return (
    <Group gap="xs">
      <Button
        leftSection={<IconPrinter size={18} />}
        disabled={ticked.size === 0}
        onClick={() => void run([...ticked])}
        data-testid="ship-selected"
      >
        {t('shipping.shipSelected', { count: ticked.size })}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileText size={18} />}
        loading={printing}
        onClick={protocol}
      >
        {t('shipping.protocol.print')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconListCheck size={18} />}
        onClick={() => usePickStore.getState().open(ticked.size > 0 ? [...ticked] : null)}
        data-testid="pick-list-open"
      >
        {t('picking.list.open')}
      </Button>
      <Button variant="default" leftSection={<IconTruck size={18} />} onClick={() => setPickup(true)}>
        {t('shipping.pickup.open')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconMoon size={18} />}
        onClick={() => useDayEndStore.getState().open()}
        data-testid="day-end-open"
      >
        {t('dayEnd.open')}
      </Button>
      {/* A setting of the station, seldom changed: an icon, so the day's actions keep to one row. */}
      <Tooltip label={t('deadlines.cutoffs.open')}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('deadlines.cutoffs.open')}
          onClick={() => setCutoffs(true)}
          data-testid="cutoffs-open"
        >
          <IconClock size={18} />
        </ActionIcon>
      </Tooltip>
      {pickup && <PickupModal onClose={() => setPickup(false)} />}
      {cutoffs && <CutoffsModal onClose={() => setCutoffs(false)} />}
      <DayEndModal />
    </Group>
  );
}

/** The packing queue: paid orders not yet sent, the most urgent first, and the order being packed beside it. */
export function ShippingPage() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useQueueStore);
  const filtered = useQueueFiltered();
  const openId = useQueueStore((state) => state.openId);
  const total = useQueueCountsStore((state) => state.counts?.total ?? null);
  const ticks = useTicks({
    store: useSelectionStore,
    table,
    total,
    all: allQueueIds,
    labels: { tick: (id) => t('shipping.tick', { id }), tickAll: t('shipping.tickAll') },
    testIds: { tick: 'queue-tick', tickAll: 'queue-tick-all' },
  });
  const now = useMinuteClock();
  const lane = useQueueStore((state) => state.query.lane ?? 'toPack');
  // A pick list left open would take the scans of another section.
  useEffect(() => () => usePickStore.getState().close(), []);

  return (
    <ListPage
      toolbar={
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" gap="xs">
            <QueueSearch />
            <Actions />
          </Group>
          <QueueLanes />
          <QueueFilters />
        </Stack>
      }
      detail={openId && <PackingPanel orderId={openId} />}
    >
      <VirtualTable
        {...table}
        // With the order open, Enter on its row is "create parcel", not "open it again".
        onOpen={(row, index) => {
          if (row.id !== openId) table.onOpen(row, index);
        }}
        rowHeight={64}
        columns={queueColumns({ t, format, now, tick: ticks.column })}
        isMarked={ticks.isMarked}
        onRowClick={ticks.onRowClick}
        onRowKey={ticks.onRowKey}
        label={t('shipping.queue')}
        empty={
          <Text c="dimmed">
            {filtered
              ? t('lists.noMatches')
              : lane === 'toPack'
                ? t('shipping.empty')
                : t('deadlines.lanes.empty')}
          </Text>
        }
        testId="queue-table"
      />
      <Group gap="xs" mt={4}>
        <Text size="xs" c="dimmed">
          {t('shipping.keysHint')} <Kbd size="xs">Space</Kbd> <Kbd size="xs">Shift</Kbd>+{t('shipping.click')}{' '}
          <Kbd size="xs">Ctrl</Kbd>+{t('shipping.click')} <Kbd size="xs">Enter</Kbd>
        </Text>
      </Group>
      <BatchShipModal />
      <PickListModal />
    </ListPage>
  );
}

function PackingPanel(props: { orderId: string }) {
  const t = useT();
  const openRow = useQueueStore((state) => state.open);
  const openPacking = usePackingStore((state) => state.open);
  return (
    <DetailPanel
      title={t('shipping.packingTitle', { id: props.orderId })}
      onClose={() => {
        openRow(null);
        openPacking(null);
      }}
      error={null}
    >
      <PackingView orderId={props.orderId} enterShips before={<CheckProgress orderId={props.orderId} />} />
    </DetailPanel>
  );
}
