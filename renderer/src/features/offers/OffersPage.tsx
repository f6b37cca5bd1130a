import { Avatar, Badge, Button, Drawer, Group, MultiSelect, Text } from '@mantine/core';
import { offerStatuses, sellingFormats, type OfferRow, type OfferStatus } from '../../../../shared/offers';
import { ListPage } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { usePagedRows } from '../../components/table/use-paged-rows';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { defaultOfferFilters, useOffersStore } from '../../stores/offers';
import { OfferDetailView } from './OfferDetailView';

export const offerStatusColor: Record<OfferStatus, string> = {
  INACTIVE: 'gray',
  ACTIVATING: 'yellow',
  ACTIVE: 'teal',
  ENDED: 'red',
};

function columns(t: Translate, format: ReturnType<typeof useFormat>): Column<OfferRow>[] {
  return [
    {
      key: 'name',
      header: t('offers.name'),
      width: 'minmax(280px, 3fr)',
      sort: 'name',
      render: (row) => (
        <Group gap={8} wrap="nowrap" miw={0}>
          <Avatar src={row.imageUrl} size={28} radius="sm" alt="" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {row.id}
              {row.externalId ? ` · ${row.externalId}` : ''}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('offers.status'),
      width: '120px',
      render: (row) =>
        row.status && (
          <Badge size="sm" variant="light" color={offerStatusColor[row.status]}>
            {t(`offerStatus.${row.status}`)}
          </Badge>
        ),
    },
    {
      key: 'format',
      header: t('offers.format'),
      width: '110px',
      render: (row) => (row.format ? t(`sellingFormat.${row.format}`) : ''),
    },
    {
      key: 'price',
      header: t('offers.price'),
      width: '120px',
      align: 'right',
      sort: 'price',
      render: (row) => (row.price ? format.money(row.price.amount, row.price.currency) : ''),
    },
    {
      key: 'stock',
      header: t('offers.stock'),
      width: '100px',
      align: 'right',
      sort: 'stock',
      render: (row) => (
        <Text size="sm" fw={600} c={row.stockAvailable === 0 ? 'red' : undefined}>
          {row.stockAvailable ?? ''}
        </Text>
      ),
    },
    {
      key: 'sold',
      header: t('offers.sold'),
      width: '140px',
      align: 'right',
      sort: 'sold',
      render: (row) => row.stockSold ?? '',
    },
    {
      key: 'endingAt',
      header: t('offers.endingAt'),
      width: '130px',
      sort: 'endingAt',
      render: (row) => (row.endingAt ? format.dateTime(row.endingAt) : ''),
    },
  ];
}

export function OffersPage() {
  const t = useT();
  const format = useFormat();
  const { version, selected, select, open, openId, fetchPage, query, setQuery, resetQuery } =
    useOffersStore();
  const rows = usePagedRows(fetchPage, version);
  const filtered = Boolean(query.search || query.status || query.format);
  return (
    <ListPage
      toolbar={
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
          {filtered && JSON.stringify(query) !== JSON.stringify(defaultOfferFilters) && (
            <Button variant="subtle" onClick={resetQuery}>
              {t('lists.clearFilters')}
            </Button>
          )}
        </Group>
      }
    >
      <VirtualTable
        rows={rows}
        columns={columns(t, format)}
        rowKey={(row) => row.id}
        rowHeight={48}
        selected={selected}
        onSelect={select}
        onOpen={(row) => open(row.id)}
        sort={query.sort}
        onSort={(sort) => setQuery({ sort: sort as typeof query.sort })}
        label={t('offers.title')}
        empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('offers.empty')}</Text>}
        testId="offers-table"
      />
      <Drawer
        opened={openId !== null}
        onClose={() => open(null)}
        position="right"
        size="xl"
        title={openId ? t('offers.detailTitle', { id: openId }) : ''}
        closeButtonProps={{ 'aria-label': t('lists.close') }}
      >
        {openId && <OfferDetailView offerId={openId} />}
      </Drawer>
    </ListPage>
  );
}
