import { Badge, Button, Group, Kbd, MultiSelect, Text } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { offerStatuses, sellingFormats, type OfferRow } from '../../../../shared/offers';
import { ListPage } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { DetailPanel } from '../../components/list/DetailPanel';
import { useDetail, useListTable } from '../../components/list/use-list-table';
import { TruncatedText } from '../../components/table/cells';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat, type Format } from '../../i18n/format';
import { useTicks } from '../../components/list/use-ticks';
import { allMatchingOfferIds, useOfferBatchStore, useOfferTicksStore } from '../../stores/offer-batch';
import { useOfferDetailStore, useOffersStore } from '../../stores/offers';
import { OfferBatchModal } from './OfferBatchModal';
import { feeColumn, withFeeColumn } from './fees/fee-column';
import { useOfferQuotes } from '../../stores/fees';
import { OfferDetailView } from './OfferDetailView';
import { ImportBins } from './bins/ImportBins';
import { OfferThumbnail } from './OfferThumbnail';
import { WaitingMark } from './WaitingMark';
import { offerStatusColor } from './offer-status';

function columns(t: Translate, format: Format): Column<OfferRow>[] {
  return [
    {
      key: 'name',
      essential: true,
      header: t('offers.name'),
      width: 'minmax(200px, 3fr)',
      sort: 'name',
      render: (row) => (
        <Group gap={8} wrap="nowrap" miw={0}>
          <OfferThumbnail offerId={row.id} />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <TruncatedText size="sm">{row.name}</TruncatedText>
              {row.waiting.includes('name') && <WaitingMark />}
            </Group>
            <TruncatedText size="xs" c="dimmed">
              {row.id}
              {row.externalId ? ` · ${row.externalId}` : ''}
            </TruncatedText>
          </div>
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('offers.status'),
      width: '140px',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.status && (
            <Badge size="sm" variant="light" color={offerStatusColor[row.status]}>
              {t(`offerStatus.${row.status}`)}
            </Badge>
          )}
          {row.waiting.includes('status') && <WaitingMark />}
        </Group>
      ),
    },
    {
      key: 'format',
      header: t('offers.format'),
      width: '125px',
      render: (row) => (row.format ? t(`sellingFormat.${row.format}`) : ''),
    },
    {
      key: 'price',
      essential: true,
      header: t('offers.price'),
      width: '130px',
      align: 'right',
      sort: 'price',
      render: (row) => (
        <Group gap={4} wrap="nowrap" justify="flex-end" data-testid="offer-price">
          {row.waiting.includes('price') && <WaitingMark />}
          {row.price ? format.money(row.price.amount, row.price.currency) : ''}
        </Group>
      ),
    },
    {
      key: 'stock',
      essential: true,
      header: t('offers.stock'),
      width: '110px',
      align: 'right',
      sort: 'stock',
      render: (row) => (
        <Group gap={4} wrap="nowrap" justify="flex-end" data-testid="offer-stock">
          {row.waiting.includes('stock') && <WaitingMark />}
          <Text size="sm" fw={600} c={row.stockAvailable === 0 ? 'red' : undefined}>
            {row.stockAvailable ?? ''}
          </Text>
        </Group>
      ),
    },
    {
      key: 'sold',
      header: t('offers.sold'),
      width: '110px',
      align: 'right',
      sort: 'sold',
      render: (row) => row.stockSold ?? '',
    },
    {
      key: 'endingAt',
      header: t('offers.endingAt'),
      width: '150px',
      sort: 'endingAt',
      render: (row) => (row.endingAt ? format.dateTime(row.endingAt) : ''),
    },
  ];
}

export function OffersPage() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useOffersStore);
  const quotes = useOfferQuotes();
  const openId = useOffersStore((state) => state.openId);
  const filtered = useOffersStore((state) => state.filtered);
  const ticks = useTicks({
    store: useOfferTicksStore,
    table,
    total: table.rows.total,
    all: allMatchingOfferIds,
    labels: { tick: (id) => t('offerBatch.tick', { id }), tickAll: t('offerBatch.tickAll') },
    testIds: { tick: 'offer-tick', tickAll: 'offers-tick-all' },
  });
  return (
    <ListPage
      toolbar={
        <Group justify="space-between" align="flex-end" gap="xs">
          <OfferFilters />
          <Group gap="xs">
            <ImportBins />
            <BatchButton />
          </Group>
        </Group>
      }
      detail={openId && <OfferDetailPanel offerId={openId} />}
    >
      <VirtualTable
        {...table}
        columns={[ticks.column, ...withFeeColumn(columns(t, format), feeColumn(t, format, quotes))]}
        isMarked={ticks.isMarked}
        onRowClick={ticks.onRowClick}
        onRowKey={ticks.onRowKey}
        rowHeight={48}
        label={t('offers.title')}
        empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('offers.empty')}</Text>}
        testId="offers-table"
      />
      <Group gap="xs" mt={4}>
        <Text size="xs" c="dimmed">
          {t('offerBatch.keysHint')} <Kbd size="xs">Space</Kbd> <Kbd size="xs">Shift</Kbd>+
          {t('offerBatch.click')} <Kbd size="xs">Ctrl</Kbd>+{t('offerBatch.click')} <Kbd size="xs">Ctrl</Kbd>+
          <Kbd size="xs">A</Kbd>
        </Text>
      </Group>
      <OfferBatchModal />
    </ListPage>
  );
}

/** Opens the change of the ticked offers. */
function BatchButton() {
  const t = useT();
  const ticked = useOfferTicksStore((state) => state.ids);
  const start = useOfferBatchStore((state) => state.start);
  return (
    <Button
      leftSection={<IconStack2 size={18} />}
      disabled={ticked.size === 0}
      onClick={() => start([...ticked])}
      data-testid="offers-batch"
    >
      {t('offerBatch.open', { count: ticked.size })}
    </Button>
  );
}

function OfferFilters() {
  const t = useT();
  const query = useOffersStore((state) => state.query);
  const filtered = useOffersStore((state) => state.filtered);
  const setQuery = useOffersStore((state) => state.setQuery);
  const resetQuery = useOffersStore((state) => state.resetQuery);
  return (
    <Group gap="xs" align="flex-end">
      <SearchBox
        value={query.search}
        onChange={(search) => setQuery({ search })}
        placeholder={t('offers.searchPlaceholder')}
      />
      <MultiSelect
        aria-label={t('offers.status')}
        placeholder={t('offers.status')}
        data={offerStatuses.map((value) => ({ value, label: t(`offerStatus.${value}`) }))}
        value={query.status ?? []}
        onChange={(value) => setQuery({ status: value.length ? value : undefined })}
        w={220}
        clearable
      />
      <MultiSelect
        aria-label={t('offers.format')}
        placeholder={t('offers.format')}
        data={sellingFormats.map((value) => ({ value, label: t(`sellingFormat.${value}`) }))}
        value={query.format ?? []}
        onChange={(value) => setQuery({ format: value.length ? value : undefined })}
        w={200}
        clearable
      />
      {filtered && (
        <Button variant="subtle" onClick={resetQuery}>
          {t('lists.clearFilters')}
        </Button>
      )}
    </Group>
  );
}

function OfferDetailPanel(props: { offerId: string }) {
  const t = useT();
  const open = useOffersStore((state) => state.open);
  const { detail, error } = useDetail(useOfferDetailStore, props.offerId);
  return (
    <DetailPanel
      title={t('offers.detailTitle', { id: props.offerId })}
      onClose={() => open(null)}
      error={error}
    >
      {detail && <OfferDetailView detail={detail} />}
    </DetailPanel>
  );
}
