import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { urgencyOf } from '../../../../shared/packing-deadline';
import type { PackingRow } from '../../../../shared/shipping';
import type { Translate } from '../../i18n';
import type { Format } from '../../i18n/format';

const urgencyColor = { late: 'red', soon: 'orange' } as const;

/**
 * When the order's parcel must leave, marked late or due soon in words (not by colour alone), with what set it: the
 * dispatch deadline and, for an order due today, its carrier's cut-off.
 */
export function DeadlineCell(props: { row: PackingRow; now: number; t: Translate; format: Format }) {
  const { row, now, t, format } = props;
  if (!row.leavesBy)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const urgency = urgencyOf(row, now);
  const deadline = row.dispatchBy ? t('deadlines.deadline', { time: format.dateTime(row.dispatchBy) }) : null;
  const cutoff = row.cutoff ? t('deadlines.cutoff', { time: format.time(row.cutoff) }) : null;
  // The line below says what the first one does not: the deadline when the cut-off set the time, else the cut-off.
  const note = row.cutoff === null ? null : row.leavesBy === row.cutoff ? deadline : cutoff;
  return (
    <Tooltip label={[deadline, cutoff].filter(Boolean).join(' · ')} disabled={!deadline}>
      <Stack gap={0} miw={0} data-testid="queue-deadline">
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={500} c={urgency === 'late' ? 'red' : undefined} data-testid="queue-leaves-by">
            {format.dateTime(row.leavesBy)}
          </Text>
          {urgency && (
            <Badge
              size="xs"
              variant="filled"
              color={urgencyColor[urgency]}
              title={t(urgency === 'late' ? 'deadlines.lateTitle' : 'deadlines.soonTitle')}
              data-testid="queue-urgency"
            >
              {t(urgency === 'late' ? 'deadlines.late' : 'deadlines.soon')}
            </Badge>
          )}
        </Group>
        {note && (
          <Text size="xs" c="dimmed" truncate data-testid="queue-deadline-note">
            {note}
          </Text>
        )}
      </Stack>
    </Tooltip>
  );
}
