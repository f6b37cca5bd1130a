import { Button, Chip, Group, SegmentedControl } from '@mantine/core';
import { useEffect } from 'react';
import { notifyError } from '../../app/notify';
import { DayFilter } from '../../components/list/DayFilter';
import { MultiFilter } from '../../components/list/MultiFilter';
import { SearchBox } from '../../components/list/SearchBox';
import { useT } from '../../i18n';
import {
  clearQueueFilters,
  useQueueCountsStore,
  useQueueFiltered,
  useQueueStore,
} from '../../stores/shipping';

export function QueueSearch() {
  const t = useT();
  const search = useQueueStore((state) => state.query.search);
  const setQuery = useQueueStore((state) => state.setQuery);
  return (
    <SearchBox
      value={search}
      onChange={(value) => setQuery({ search: value })}
      placeholder={t('shipping.searchPlaceholder')}
    />
  );
}

/** The queue's filters, each value with how many waiting orders it would show. */
export function QueueFilters() {
  const t = useT();
  const query = useQueueStore((state) => state.query);
  const filtered = useQueueFiltered();
  const setQuery = useQueueStore((state) => state.setQuery);
  const counts = useQueueCountsStore((state) => state.counts);
  const loadCounts = useQueueCountsStore((state) => state.load);
  useEffect(() => {
    loadCounts().catch(notifyError);
  }, [loadCounts]);
  const n = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="queue-filters">
      <MultiFilter
        label={t('orders.deliveryMethod')}
        data={(counts?.deliveryMethods ?? []).map((method) => ({
          value: method.id,
          label: `${method.name} (${method.count})`,
        }))}
        value={query.deliveryMethodId}
        onChange={(deliveryMethodId) => setQuery({ deliveryMethodId })}
        w={220}
        searchable
        testId="filter-delivery"
      />
      <MultiFilter
        label={t('shipping.carrier')}
        data={(counts?.carriers ?? []).map((carrier) => ({
          value: carrier.id,
          label: `${carrier.name} (${carrier.count})`,
        }))}
        value={query.carrierId}
        onChange={(carrierId) => setQuery({ carrierId })}
        w={170}
        testId="filter-carrier"
      />
      <SegmentedControl
        aria-label={t('shipping.destination')}
        value={query.destination ?? 'all'}
        onChange={(value) => setQuery({ destination: value === 'all' ? undefined : value })}
        data={[
          { value: 'all', label: `${t('lists.all')}${n(counts?.total)}` },
          { value: 'pickupPoint', label: `${t('shipping.toPickupPoint')}${n(counts?.pickupPoint)}` },
          { value: 'door', label: `${t('shipping.toDoor')}${n(counts?.door)}` },
        ]}
        data-testid="filter-destination"
      />
      <Chip
        checked={query.invoice === true}
        onChange={(checked) => setQuery({ invoice: checked ? true : undefined })}
        mb={6}
        data-testid="filter-invoice"
      >
        {`${t('shipping.invoice')}${n(counts?.invoice)}`}
      </Chip>
      {(counts?.takenElsewhere ?? 0) > 0 || query.takenElsewhere !== undefined ? (
        <SegmentedControl
          aria-label={t('shipping.takenElsewhereFilter')}
          value={query.takenElsewhere === undefined ? 'all' : query.takenElsewhere ? 'elsewhere' : 'here'}
          onChange={(value) =>
            setQuery({ takenElsewhere: value === 'all' ? undefined : value === 'elsewhere' })
          }
          data={[
            { value: 'all', label: `${t('lists.all')}${n(counts?.total)}` },
            {
              value: 'here',
              label: `${t('shipping.freeHere')}${n(counts ? counts.total - counts.takenElsewhere : undefined)}`,
            },
            { value: 'elsewhere', label: `${t('shipping.takenElsewhere')}${n(counts?.takenElsewhere)}` },
          ]}
          data-testid="filter-taken"
        />
      ) : null}
      {/* "Ship by" a day: everything due by its end, in the seller's time zone. */}
      <DayFilter
        label={t('shipping.dispatchByTo')}
        placeholder={t('shipping.dispatchByTo')}
        value={query.dispatchByTo}
        onChange={(dispatchByTo) => setQuery({ dispatchByTo })}
        edge="end"
        w={170}
        testId="filter-dispatch-by"
      />
      {filtered && (
        <Button variant="subtle" onClick={clearQueueFilters}>
          {t('lists.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
