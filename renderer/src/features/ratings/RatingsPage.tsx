import { Badge, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { RatingRow } from '../../../../shared/ratings';
import { DetailPanel } from '../../components/list/DetailPanel';
import { ListPage } from '../../components/list/ListPage';
import { SearchBox } from '../../components/list/SearchBox';
import { useDetail, useListTable } from '../../components/list/use-list-table';
import { TruncatedText } from '../../components/table/cells';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { useT, type Translate } from '../../i18n';
import { useFormat, type Format } from '../../i18n/format';
import { useRatingDetailStore, useRatingsStore } from './ratings-store';
import { ChangeMark } from './ChangeMark';
import { RatingDetailView } from './RatingDetailView';
import { removalState } from './rating-text';

const tri = (value: boolean | undefined) => (value === undefined ? 'all' : value ? 'yes' : 'no');
const fromTri = (value: string) => (value === 'all' ? undefined : value === 'yes');

function columns(t: Translate, format: Format): Column<RatingRow>[] {
  return [
    {
      key: 'recommended',
      essential: true,
      header: '',
      width: '44px',
      align: 'center',
      render: (row) =>
        row.recommended ? (
          <IconThumbUp size={18} color="var(--mantine-color-teal-6)" aria-label={t('ratings.recommended')} />
        ) : (
          <IconThumbDown
            size={18}
            color="var(--mantine-color-red-6)"
            aria-label={t('ratings.notRecommended')}
          />
        ),
    },
    {
      key: 'createdAt',
      essential: true,
      header: t('ratings.createdAt'),
      width: '150px',
      sort: 'createdAt',
      render: (row) => format.dateTime(row.createdAt),
    },
    { key: 'buyer', header: t('ratings.buyer'), width: '150px', render: (row) => row.buyerLogin ?? '' },
    {
      key: 'comment',
      essential: true,
      header: t('ratings.comment'),
      width: 'minmax(120px, 3fr)',
      render: (row) => <TruncatedText size="sm">{row.comment}</TruncatedText>,
    },
    {
      key: 'answer',
      essential: true,
      header: t('ratings.answer'),
      width: '220px',
      render: (row) => (
        <Group gap={4} wrap="nowrap" data-testid="rating-answer">
          <Tooltip label={row.answer?.message} disabled={!row.answer} multiline w={420}>
            <Badge
              size="sm"
              variant={row.answer ? 'light' : 'outline'}
              color={row.answer ? 'teal' : 'orange'}
            >
              {t(row.answer ? 'ratings.answered' : 'ratings.notAnswered')}
            </Badge>
          </Tooltip>
          <ChangeMark mark={row.answerChange} />
        </Group>
      ),
    },
    {
      key: 'removal',
      header: '',
      width: '240px',
      render: (row) => {
        const state = removalState(row, Date.now());
        return (
          <Group gap={4} wrap="nowrap" data-testid="rating-removal">
            <ChangeMark mark={row.removalChange} />
            {state.kind === 'requested' || state.kind === 'waiting' ? (
              <Text size="xs">{t('ratings.removalRequested')}</Text>
            ) : state.kind === 'open' ? (
              <Text size="xs" c="dimmed">
                {t('ratings.removalUntil', { date: format.date(state.until) })}
              </Text>
            ) : null}
          </Group>
        );
      },
    },
  ];
}

export function RatingsPage() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useRatingsStore);
  const openId = useRatingsStore((state) => state.openId);
  const query = useRatingsStore((state) => state.query);
  const setQuery = useRatingsStore((state) => state.setQuery);
  const filtered = useRatingsStore((state) => state.filtered);
  return (
    <ListPage
      detail={openId && <RatingDetailPanel ratingId={openId} />}
      toolbar={
        <Group gap="md" align="flex-end">
          <SearchBox
            value={query.search}
            onChange={(search) => setQuery({ search })}
            placeholder={t('ratings.searchPlaceholder')}
          />
          <SegmentedControl
            aria-label={t('ratings.recommended')}
            value={tri(query.recommended)}
            onChange={(value) => setQuery({ recommended: fromTri(value) })}
            data={[
              { value: 'all', label: t('lists.all') },
              { value: 'yes', label: t('ratings.recommended') },
              { value: 'no', label: t('ratings.notRecommended') },
            ]}
          />
          <SegmentedControl
            aria-label={t('ratings.answer')}
            value={tri(query.answered)}
            onChange={(value) => setQuery({ answered: fromTri(value) })}
            data={[
              { value: 'all', label: t('lists.all') },
              { value: 'no', label: t('ratings.notAnswered') },
              { value: 'yes', label: t('ratings.answered') },
            ]}
          />
        </Group>
      }
    >
      <VirtualTable
        {...table}
        columns={columns(t, format)}
        label={t('ratings.title')}
        empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('ratings.empty')}</Text>}
        testId="ratings-table"
      />
    </ListPage>
  );
}

function RatingDetailPanel(props: { ratingId: string }) {
  const t = useT();
  const open = useRatingsStore((state) => state.open);
  const { detail, error } = useDetail(useRatingDetailStore, props.ratingId);
  return (
    <DetailPanel
      title={t('ratings.changes.detailTitle', { id: props.ratingId })}
      onClose={() => open(null)}
      error={error}
    >
      {detail && <RatingDetailView rating={detail} />}
    </DetailPanel>
  );
}
