import { Badge, Group, Text } from '@mantine/core';
import { useFormat } from '../../i18n/format';

/** When a message was written and, while it waits to be sent or after it was refused, which of the two. */
export function MessageStamp(props: {
  state: 'sent' | 'waiting' | 'failed';
  stateLabel(state: 'waiting' | 'failed'): string;
  createdAt: string;
  testId: string;
}) {
  const format = useFormat();
  return (
    <Group gap={4} wrap="nowrap">
      {props.state !== 'sent' && (
        <Badge size="xs" color={props.state === 'failed' ? 'red' : 'yellow'} data-testid={props.testId}>
          {props.stateLabel(props.state)}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {format.dateTime(props.createdAt)}
      </Text>
    </Group>
  );
}
