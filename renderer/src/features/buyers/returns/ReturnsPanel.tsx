import { Badge, Group, Select, Text } from '@mantine/core';
import { useEffect } from 'react';
import { returnStatuses, type CustomerReturn } from '../../../../../shared/returns';
import { DetailPanel } from '../../../components/list/DetailPanel';
import { ListPage } from '../../../components/list/ListPage';
import { useDetail, useListTable } from '../../../components/list/use-list-table';
import { TruncatedCell, whenColumn } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { ReturnDetailView } from './ReturnDetailView';
import { ReturnStatusBadge } from './ReturnStatusBadge';
import { useReturnDetailStore, useReturnsStore, watchReturns } from './returns-store';

function columns(t: Translate, format: Format): Column<CustomerReturn>[] {
  return [
    whenColumn({
      key: 'createdAt',
      header: t('returns.columns.createdAt'),
      at: (row) => row.createdAt,
      format,
    }),
    {
      key: 'reference',
      header: t('returns.columns.reference'),
      width: '110px',
      render: (row) => row.referenceNumber ?? '',
    },
    {
      key: 'buyer',
      header: t('returns.columns.buyer'),
      width: '140px',
      render: (row) => row.buyerLogin ?? '',
    },
    {
      key: 'items',
      essential: true,
      header: t('returns.columns.items'),
      width: 'minmax(140px, 3fr)',
      render: (row) => (
        <TruncatedCell>{row.items.map((i) => `${i.quantity}× ${i.name}`).join(', ')}</TruncatedCell>
      ),
    },
    {
      key: 'status',
      essential: true,
      header: t('returns.columns.status'),
      width: '190px',
      render: (row) => (
        <Group gap={4} wrap="nowrap" data-testid="return-status">
          <ReturnStatusBadge status={row.status} />
          {row.waiting && (
            <Badge size="xs" color="orange" variant="outline">
              {t('returns.detail.waiting')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'waybill',
      header: t('returns.columns.waybill'),
      width: '190px',
      render: (row) => row.parcels[0]?.waybill ?? '',
    },
  ];
}

/** Buyers → Returns: the customer returns from the local copy, newest first, filtered by status. */
export function ReturnsPanel() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useReturnsStore);
  const openId = useReturnsStore((state) => state.openId);
  const status = useReturnsStore((state) => state.query.status);
  const setQuery = useReturnsStore((state) => state.setQuery);
  const filtered = useReturnsStore((state) => state.filtered);
  useEffect(() => watchReturns(), []);
  return (
    <ListPage
      detail={openId && <ReturnDetailPanel returnId={openId} />}
      toolbar={
        <Group gap="md">
          <Select
            aria-label={t('returns.statusFilter')}
            data-testid="returns-status-filter"
            w={260}
            value={status ?? 'all'}
            onChange={(value) => setQuery({ status: !value || value === 'all' ? null : value })}
            data={[
              { value: 'all', label: t('returns.all') },
              ...returnStatuses.map((s) => ({ value: s, label: t(`returns.statuses.${s}`) })),
            ]}
            allowDeselect={false}
          />
        </Group>
      }
    >
      <VirtualTable
        {...table}
        columns={columns(t, format)}
        label={t('returns.title')}
        empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('returns.empty')}</Text>}
        testId="returns-table"
      />
    </ListPage>
  );
}

function ReturnDetailPanel(props: { returnId: string }) {
  const t = useT();
  const open = useReturnsStore((state) => state.open);
  const { detail, error } = useDetail(useReturnDetailStore, props.returnId);
  return (
    <DetailPanel
      title={t('returns.detail.title', { reference: detail?.referenceNumber ?? props.returnId })}
      onClose={() => open(null)}
      error={error}
    >
      {detail && <ReturnDetailView customerReturn={detail} />}
    </DetailPanel>
  );
}
