import { MultiSelect } from '@mantine/core';

/** A list filter of several values: nothing picked is no filter (`undefined`), never a filter on none. */
export function MultiFilter<V extends string>(props: {
  label: string;
  data: { value: V; label: string }[];
  value: V[] | undefined;
  onChange(value: V[] | undefined): void;
  w: number;
  searchable?: boolean;
  testId?: string;
}) {
  return (
    <MultiSelect<V>
      aria-label={props.label}
      placeholder={props.label}
      data={props.data}
      value={props.value ?? []}
      onChange={(value) => props.onChange(value.length ? value : undefined)}
      w={props.w}
      clearable
      searchable={props.searchable}
      data-testid={props.testId}
    />
  );
}
