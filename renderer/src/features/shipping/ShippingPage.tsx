import { Button, Checkbox, Group, Kbd, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconPrinter, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PackingRow } from '../../../../shared/shipping';
import { api } from '../../api/client';
import { notifyError, notifyInfo } from '../../app/notify';
import { DetailPanel } from '../../components/list/DetailPanel';
import { ListPage } from '../../components/list/ListPage';
import { useListTable } from '../../components/list/use-list-table';
import { VirtualTable } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useBatchStore } from '../../stores/batch';
import { usePackingStore } from '../../stores/packing';
import { idsBetween } from '../../stores/selection-store';
import { allQueueIds, useQueueCountsStore, useQueueStore, useSelectionStore } from '../../stores/shipping';
import { BatchShipModal } from './BatchShipModal';
import { CheckProgress } from './CheckProgress';
import { PackingView } from './PackingView';
import { PickupModal } from './PickupModal';
import { queueColumns } from './queue-columns';
import { QueueFilters, QueueSearch } from './QueueFilters';

function protocolSummary(
  results: Awaited<ReturnType<typeof api.shipping.printProtocol>>,
  t: Translate,
): string {
  if (results.length === 0) return t('shipping.protocol.none');
  return results
    .map((result) =>
      t(result.source === 'carrier' ? 'shipping.protocol.carrier' : 'shipping.protocol.handOver', {
        carrier: result.carrierId ?? '—',
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
  const [printing, setPrinting] = useState(false);
  const protocol = () => {
    setPrinting(true);
    api.shipping
      .printProtocol({})
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
      <Button variant="default" leftSection={<IconTruck size={18} />} onClick={() => setPickup(true)}>
        {t('shipping.pickup.open')}
      </Button>
      {pickup && <PickupModal onClose={() => setPickup(false)} />}
    </Group>
  );
}

/** The packing queue: paid orders not yet sent, the most urgent first, and the order being packed beside it. */
export function ShippingPage() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useQueueStore);
  const filtered = useQueueStore((state) => state.filtered);
  const openId = useQueueStore((state) => state.openId);
  const total = useQueueCountsStore((state) => state.counts?.total ?? null);
  const selection = useSelectionStore(
    useShallow((s) => ({
      ids: s.ids,
      anchor: s.anchor,
      toggle: s.toggle,
      extend: s.extend,
      set: s.set,
      clear: s.clear,
    })),
  );
  const [now] = useState(() => Date.now());

  const toggle = (row: PackingRow, index?: number) => selection.toggle(row.id, index ?? table.selected);
  const rangeTo = (index: number) =>
    selection.extend(
      idsBetween(selection.anchor, index, (i) => table.rows.row(i)),
      index,
    );
  const allTicked = total !== null && total > 0 && selection.ids.size >= total;
  const tickAll = () => {
    if (selection.ids.size > 0) selection.clear();
    else allQueueIds().then(selection.set, notifyError);
  };
  const header = (
    <Tooltip label={t('shipping.tickAll')}>
      <Checkbox
        aria-label={t('shipping.tickAll')}
        checked={allTicked}
        indeterminate={!allTicked && selection.ids.size > 0}
        onChange={tickAll}
        data-testid="queue-tick-all"
      />
    </Tooltip>
  );

  return (
    <ListPage
      toolbar={
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" gap="xs">
            <QueueSearch />
            <Actions />
          </Group>
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
        columns={queueColumns({
          t,
          format,
          now,
          isTicked: (id) => selection.ids.has(id),
          toggle: (row) => toggle(row),
          header,
        })}
        isMarked={(row) => selection.ids.has(row.id)}
        onRowClick={(index, row, event) => {
          if (!row) return false;
          if (event.shiftKey) rangeTo(index);
          else if (event.ctrlKey || event.metaKey) toggle(row, index);
          else return false;
          table.onSelect(index, row);
          return true;
        }}
        onRowKey={(event, index, row) => {
          if (event.key === ' ' && row) {
            toggle(row, index);
          } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
            tickAll();
          } else {
            return false;
          }
          event.preventDefault();
          return true;
        }}
        label={t('shipping.queue')}
        empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('shipping.empty')}</Text>}
        testId="queue-table"
      />
      <Group gap="xs" mt={4}>
        <Text size="xs" c="dimmed">
          {t('shipping.keysHint')} <Kbd size="xs">Space</Kbd> <Kbd size="xs">Shift</Kbd>+{t('shipping.click')}{' '}
          <Kbd size="xs">Ctrl</Kbd>+{t('shipping.click')} <Kbd size="xs">Enter</Kbd>
        </Text>
      </Group>
      <BatchShipModal />
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
