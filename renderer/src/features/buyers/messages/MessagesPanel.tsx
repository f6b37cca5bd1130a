import { Badge, Box, Group, SegmentedControl, Text } from '@mantine/core';
import { useEffect } from 'react';
import { PROBLEM_THREAD, type MessageThread } from '../../../../../shared/messages';
import { DetailPanel } from '../../../components/list/DetailPanel';
import { ListPage } from '../../../components/list/ListPage';
import { useDetail, useListTable } from '../../../components/list/use-list-table';
import { TruncatedText } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { openThread, useThreadsStore, useThreadStore, watchMessages } from './messages-store';
import { ThreadTypeBadge, ThreadView } from './ThreadView';

function columns(t: Translate, format: Format): Column<MessageThread>[] {
  // An unread thread is bold in every column, so it stands out when the list is read line by line.
  const weight = (row: MessageThread) => (row.read ? 400 : 700);
  return [
    {
      key: 'buyer',
      essential: true,
      header: t('messages.columns.buyer'),
      width: '230px',
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <TruncatedText size="sm" fw={weight(row)} data-testid="thread-login">
            {row.login}
          </TruncatedText>
          {!row.read && (
            <Badge size="xs" color="blue" variant="filled" data-testid="thread-unread">
              {t('messages.unreadBadge')}
            </Badge>
          )}
          <ThreadTypeBadge thread={row} />
        </Group>
      ),
    },
    {
      key: 'last',
      essential: true,
      header: t('messages.columns.last'),
      // Wide enough for a bold date and time of an unread thread in either language.
      width: '170px',
      render: (row) => (
        <Text size="sm" fw={weight(row)}>
          {row.lastMessageAt ? format.dateTime(row.lastMessageAt) : ''}
        </Text>
      ),
    },
    {
      key: 'text',
      header: t('messages.columns.text'),
      width: 'minmax(160px, 3fr)',
      render: (row) => (
        <TruncatedText size="sm" fw={weight(row)}>
          {row.lastText ?? ''}
        </TruncatedText>
      ),
    },
    {
      key: 'order',
      header: t('messages.columns.order'),
      width: '120px',
      render: (row) => (
        <TruncatedText size="xs" c="dimmed">
          {row.orderId?.slice(0, 8) ?? ''}
        </TruncatedText>
      ),
    },
  ];
}

/** Buyers → Messages: the threads from the local copy (unread bold), one open beside the list with its messages. */
export function MessagesPanel() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useThreadsStore);
  const openId = useThreadsStore((state) => state.openId);
  const query = useThreadsStore((state) => state.query);
  const setQuery = useThreadsStore((state) => state.setQuery);
  useEffect(() => watchMessages(), []);
  return (
    <Box
      h="calc(100vh - 190px)"
      style={{ display: 'flex', flexDirection: 'column' }}
      data-testid="messages-panel"
    >
      <ListPage
        detail={openId && <ThreadPanel threadId={openId} />}
        toolbar={
          <SegmentedControl
            aria-label={t('messages.filter')}
            data-testid="messages-filter"
            value={query.type === PROBLEM_THREAD ? 'problems' : query.unread ? 'unread' : 'all'}
            onChange={(value) =>
              setQuery({ unread: value === 'unread', type: value === 'problems' ? PROBLEM_THREAD : null })
            }
            data={[
              { value: 'all', label: t('messages.all') },
              { value: 'unread', label: t('messages.unread') },
              { value: 'problems', label: t('messages.problems') },
            ]}
            w={460}
          />
        }
      >
        <VirtualTable
          {...table}
          onOpen={(row, index) => openThread(row.id, index)}
          columns={columns(t, format)}
          label={t('messages.title')}
          empty={<Text c="dimmed">{t(query.unread ? 'messages.emptyUnread' : 'messages.empty')}</Text>}
          testId="threads-table"
        />
      </ListPage>
    </Box>
  );
}

function ThreadPanel(props: { threadId: string }) {
  const t = useT();
  const { detail, error } = useDetail(useThreadStore, props.threadId);
  return (
    <DetailPanel
      title={detail ? t('messages.threadTitle', { login: detail.thread.login }) : t('messages.tab')}
      onClose={() => openThread(null)}
      error={error}
    >
      {detail && <ThreadView thread={detail.thread} messages={detail.messages} />}
    </DetailPanel>
  );
}
