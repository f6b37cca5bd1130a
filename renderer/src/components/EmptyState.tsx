import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EmptyState(props: { icon: Icon; title: string; body: string; children?: ReactNode }) {
  const { icon: IconComponent } = props;
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center" data-testid="empty-state">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconComponent size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {props.title}
        </Title>
        <Text c="dimmed">{props.body}</Text>
        {props.children}
      </Stack>
    </Center>
  );
}
