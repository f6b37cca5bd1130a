import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { dayEnd, dayOf, dayStart } from './day-range';

/**
 * A list filter on one day: the query holds an instant, the picker a day, so `edge` says which end of the day the
 * instant is (a "from" takes the day's start, a "to" or "by" its end).
 */
export function DayFilter(props: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  edge: 'start' | 'end';
  w: number;
  testId: string;
}) {
  const t = useT();
  return (
    <DatePickerInput
      aria-label={props.label}
      placeholder={props.placeholder ?? t('lists.datePlaceholder')}
      valueFormat={t('lists.dateFormat')}
      leftSection={<IconCalendar size={16} />}
      clearable
      w={props.w}
      value={dayOf(props.value)}
      onChange={(day) => props.onChange(props.edge === 'start' ? dayStart(day) : dayEnd(day))}
      data-testid={props.testId}
    />
  );
}

type DayRange = { from?: string | undefined; to?: string | undefined };

/** A from–to pair of day filters on one field; `testId` is the prefix of the two inputs' ids. */
export function DayRangeFilter(props: {
  label: string;
  value: DayRange;
  onChange(range: DayRange): void;
  /** Wide enough for a day in either language's format. */
  w?: number;
  testId: string;
}) {
  const t = useT();
  return (['from', 'to'] as const).map((which) => (
    <DayFilter
      key={which}
      label={`${props.label}: ${t(`lists.${which}`)}`}
      value={props.value[which]}
      onChange={(day) => props.onChange(which === 'from' ? { from: day } : { to: day })}
      edge={which === 'from' ? 'start' : 'end'}
      w={props.w ?? 150}
      testId={`${props.testId}-${which}`}
    />
  ));
}
