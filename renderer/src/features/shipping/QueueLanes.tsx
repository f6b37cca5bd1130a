import { SegmentedControl } from '@mantine/core';
import { packingLanes } from '../../../../shared/shipping';
import { useT } from '../../i18n';
import { useQueueCountsStore, useQueueStore } from '../../stores/shipping';

/** The station's lanes above the queue, each with how many orders it holds. */
export function QueueLanes() {
  const t = useT();
  const lane = useQueueStore((state) => state.query.lane ?? 'toPack');
  const setQuery = useQueueStore((state) => state.setQuery);
  const counts = useQueueCountsStore((state) => state.counts?.lanes);
  return (
    <SegmentedControl
      aria-label={t('deadlines.lanes.label')}
      value={lane}
      onChange={(value) => setQuery({ lane: value === 'toPack' ? undefined : value })}
      data={packingLanes.map((value) => ({
        value,
        label: `${t(`deadlines.lanes.${value}`)}${counts ? ` (${counts[value]})` : ''}`,
      }))}
      data-testid="queue-lanes"
    />
  );
}
