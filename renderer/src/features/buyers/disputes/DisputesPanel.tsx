import { Box, SegmentedControl, Text } from '@mantine/core';
import { useEffect } from 'react';
import { disputeStatuses, type DisputeRow } from '../../../../../shared/disputes';
import { DetailPanel } from '../../../components/list/DetailPanel';
import { ListPage } from '../../../components/list/ListPage';
import { useDetail, useListTable } from '../../../components/list/use-list-table';
import { TruncatedCell } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { DisputeView } from './DisputeView';
import { useDisputeDetailStore, useDisputesStore, watchDisputes } from './disputes-store';

function columns(t: Translate, format: Format): Column<DisputeRow>[] {
  return [
    {
      key: 'status',
      essential: true,
      header: t('disputes.columns.status'),
      // The longest status badge ("NIEROZSTRZYGNIĘTA") whole.
      width: '170px',
      render: (row) => <DisputeStatusBadge status={row.status} />,
    },
    {
      key: 'subject',
      essential: true,
      header: t('disputes.columns.subject'),
      width: 'minmax(160px, 3fr)',
      render: (row) => <TruncatedCell>{row.subject}</TruncatedCell>,
    },
    {
      key: 'buyer',
      header: t('disputes.columns.buyer'),
      width: '150px',
      render: (row) => row.buyerLogin ?? '',
    },
    {
      key: 'lastMessage',
      essential: true,
      header: t('disputes.columns.lastMessage'),
      width: '220px',
      render: (row) => (
        <TruncatedCell>
          {row.lastMessageAt ? format.dateTime(row.lastMessageAt) : ''}
          {row.lastMessageStatus && ` · ${t(`disputes.lastStatus.${lastStatusKey(row.lastMessageStatus)}`)}`}
        </TruncatedCell>
      ),
    },
    {
      key: 'messages',
      header: t('disputes.columns.messages'),
      width: '110px',
      align: 'right',
      render: (row) => row.messagesCount,
    },
  ];
}

const lastStatuses = ['NEW', 'BUYER_REPLIED', 'SELLER_REPLIED', 'ALLEGRO_ADVISOR_REPLIED'] as const;
const lastStatusKey = (status: string) =>
  (lastStatuses as readonly string[]).includes(status) ? (status as (typeof lastStatuses)[number]) : 'NEW';

/** Buyers → Disputes: the disputes of the local copy, open ones first, one open beside the list. */
export function DisputesPanel() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useDisputesStore);
  const openId = useDisputesStore((state) => state.openId);
  const status = useDisputesStore((state) => state.query.status);
  const setQuery = useDisputesStore((state) => state.setQuery);
  const filtered = useDisputesStore((state) => state.filtered);
  useEffect(() => watchDisputes(), []);
  return (
    <Box h="calc(100vh - 230px)" mih={360} style={{ display: 'flex', flexDirection: 'column' }}>
      <ListPage
        detail={openId && <DisputeDetailPanel disputeId={openId} />}
        toolbar={
          <SegmentedControl
            aria-label={t('disputes.statusFilter')}
            data-testid="dispute-status-filter"
            w="fit-content"
            value={status ?? 'all'}
            onChange={(value) => setQuery({ status: value === 'all' ? undefined : value })}
            data={[
              { value: 'all', label: t('disputes.all') },
              ...disputeStatuses.map((value) => ({ value, label: t(`disputes.statuses.${value}`) })),
            ]}
          />
        }
      >
        <VirtualTable
          {...table}
          columns={columns(t, format)}
          label={t('disputes.title')}
          empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('disputes.empty')}</Text>}
          testId="disputes-table"
        />
      </ListPage>
    </Box>
  );
}

function DisputeDetailPanel(props: { disputeId: string }) {
  const t = useT();
  const open = useDisputesStore((state) => state.open);
  const { detail, error } = useDetail(useDisputeDetailStore, props.disputeId);
  return (
    <DetailPanel
      title={t('disputes.detailTitle', { subject: detail?.subject ?? props.disputeId })}
      onClose={() => open(null)}
      error={error}
    >
      {detail && <DisputeView dispute={detail} />}
    </DetailPanel>
  );
}
