import { Alert, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a detail's part that is read from the marketplace when the record opens: its icon and title, what
 * stands beside them, when it was last read, and a notice under it when the marketplace could not be read then.
 */
export function ReadPartHeading(props: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** When it was last read, in words; null while never read. */
  readAt: string | null;
  /** The notice that the local copy is shown; null when the marketplace answered. */
  offline: string | null;
  offlineTestId: string;
}) {
  return (
    <>
      <Group gap={6} mb={6}>
        {props.icon}
        <Title order={3} size="h6">
          {props.title}
        </Title>
        {props.children}
        {props.readAt && (
          <Text size="xs" c="dimmed" ml="auto">
            {props.readAt}
          </Text>
        )}
      </Group>
      {props.offline && (
        <Alert color="gray" p="xs" mb="xs" data-testid={props.offlineTestId}>
          {props.offline}
        </Alert>
      )}
    </>
  );
}
