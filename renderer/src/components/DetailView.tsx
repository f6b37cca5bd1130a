import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's detail: its status badges and a dimmed line of when and who at the top, then what it holds. */
export function DetailView(props: {
  testId: string;
  badges: ReactNode;
  note: ReactNode;
  noteSize?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" data-testid={props.testId}>
      <Group gap="xs">
        {props.badges}
        <Text size={props.noteSize ?? 'sm'} c="dimmed">
          {props.note}
        </Text>
      </Group>
      {props.children}
    </Stack>
  );
}
