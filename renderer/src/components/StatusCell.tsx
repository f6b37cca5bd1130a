import { Badge, Stack, Text } from '@mantine/core';

export interface StatusNote {
  text: string;
  color?: string;
  /** The full text on hover, where `text` is a translation of it. */
  title?: string;
}

/** A state as a coloured badge with the lines that explain it (a problem, the next attempt, the spooler's words). */
export function StatusCell(props: {
  color: string;
  label: string;
  testId: string;
  notes: (StatusNote | false)[];
}) {
  return (
    <Stack gap={2}>
      <Badge color={props.color} variant="light" data-testid={props.testId}>
        {props.label}
      </Badge>
      {props.notes.map(
        (note, index) =>
          note && (
            <Text key={index} size="xs" c={note.color ?? 'dimmed'} title={note.title}>
              {note.text}
            </Text>
          ),
      )}
    </Stack>
  );
}
