import { Box, Button, Group, SegmentedControl, Switch, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { IssueRow } from '../../../../../shared/issues';
import { PROBLEM_THREAD } from '../../../../../shared/messages';
import { useUiStore } from '../../../stores/ui';
import { useThreadsStore } from '../messages/messages-store';
import { DetailPanel } from '../../../components/list/DetailPanel';
import { ListPage } from '../../../components/list/ListPage';
import { useDetail, useListTable } from '../../../components/list/use-list-table';
import { TruncatedCell } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type MessageKey, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { IssueStatusBadge, IssueTypeBadge } from './IssueBadges';
import { IssueView } from './IssueView';
import { useIssueDetailStore, useIssuesStore, watchIssues } from './issues-store';

function columns(t: Translate, format: Format): Column<IssueRow>[] {
  return [
    {
      key: 'status',
      essential: true,
      header: t('issues.columns.status'),
      width: '170px',
      render: (row) => <IssueStatusBadge status={row.status} />,
    },
    {
      key: 'type',
      header: t('issues.columns.type'),
      width: '120px',
      render: (row) => <IssueTypeBadge type={row.type} />,
    },
    {
      key: 'subject',
      essential: true,
      header: t('issues.columns.subject'),
      width: 'minmax(160px, 3fr)',
      render: (row) => (
        <TruncatedCell>
          {row.referenceNumber && `${row.referenceNumber} · `}
          {row.subject}
        </TruncatedCell>
      ),
    },
    {
      key: 'buyer',
      header: t('issues.columns.buyer'),
      width: '150px',
      render: (row) => row.buyerLogin ?? '',
    },
    {
      key: 'decisionDue',
      header: t('issues.columns.decisionDue'),
      width: '150px',
      render: (row) =>
        row.decisionDueAt && row.status === 'CLAIM_SUBMITTED' ? format.date(row.decisionDueAt) : '',
    },
    {
      key: 'lastMessage',
      essential: true,
      header: t('issues.columns.lastMessage'),
      width: '220px',
      render: (row) => (
        <TruncatedCell>
          {row.lastMessageAt ? format.dateTime(row.lastMessageAt) : ''}
          {row.lastMessageStatus && ` · ${t(`disputes.lastStatus.${row.lastMessageStatus}` as MessageKey)}`}
        </TruncatedCell>
      ),
    },
  ];
}

/** Buyers → Claims and disputes (2026): the issues of the local copy, those waiting first, one open beside. */
export function IssuesPanel() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useIssuesStore);
  const openId = useIssuesStore((state) => state.openId);
  const query = useIssuesStore((state) => state.query);
  const setQuery = useIssuesStore((state) => state.setQuery);
  const filtered = useIssuesStore((state) => state.filtered);
  useEffect(() => watchIssues(), []);
  return (
    <Box h="calc(100vh - 230px)" mih={360} style={{ display: 'flex', flexDirection: 'column' }}>
      <ListPage
        detail={openId && <IssueDetailPanel issueId={openId} />}
        toolbar={
          <Group gap="md">
            <SegmentedControl
              aria-label={t('issues.typeFilter')}
              data-testid="issue-type-filter"
              w="fit-content"
              value={query.type ?? 'all'}
              onChange={(value) => setQuery({ type: value === 'all' ? undefined : value })}
              data={(['all', 'CLAIM', 'DISPUTE'] as const).map((value) => ({
                value,
                label: t(`issues.types.${value}`),
              }))}
            />
            <Switch
              label={t('issues.waitingOnly')}
              checked={query.waiting === true}
              onChange={(event) => setQuery({ waiting: event.currentTarget.checked || undefined })}
              data-testid="issue-waiting-filter"
            />
            <ProblemsLink />
          </Group>
        }
      >
        <VirtualTable
          {...table}
          columns={columns(t, format)}
          label={t('issues.title')}
          empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('issues.empty')}</Text>}
          testId="issues-table"
        />
      </ListPage>
    </Box>
  );
}

/**
 * A buyer's problem with a purchase is a message thread on the 2026 marketplace, answered as one: it is kept in
 * Messages, and this opens them there from where the seller looks for claims and disputes.
 */
function ProblemsLink() {
  const t = useT();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      data-testid="issues-problems-link"
      onClick={() => {
        useThreadsStore.getState().setQuery({ unread: false, type: PROBLEM_THREAD });
        useUiStore.getState().openTab('buyers', 'messages');
      }}
    >
      {t('issues.problemsLink')}
    </Button>
  );
}

function IssueDetailPanel(props: { issueId: string }) {
  const t = useT();
  const open = useIssuesStore((state) => state.open);
  const { detail, error } = useDetail(useIssueDetailStore, props.issueId);
  return (
    <DetailPanel
      title={t('issues.detailTitle', {
        type: detail ? t(`issues.types.${detail.type}` as MessageKey) : '',
        subject: detail?.referenceNumber ?? detail?.subject ?? props.issueId,
      })}
      onClose={() => open(null)}
      error={error}
    >
      {detail && <IssueView issue={detail} />}
    </DetailPanel>
  );
}
