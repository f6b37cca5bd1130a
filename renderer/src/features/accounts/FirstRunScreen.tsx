import { Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { SignInPanel } from './SignInPanel';

/** What a newcomer sees before any account exists: one step to a working shop, Demo first. */
export function FirstRunScreen() {
  const t = useT();
  return (
    <Center mih="70vh" p="md">
      <Card withBorder shadow="sm" radius="lg" p="xl" maw={620} w="100%" data-testid="first-run">
        <Stack gap="lg">
          <Group gap="sm">
            <IconPackage size={36} stroke={1.5} />
            <Title order={1} size="h2">
              {t('signIn.welcomeTitle')}
            </Title>
          </Group>
          <Text c="dimmed">{t('signIn.welcomeBody')}</Text>
          <SignInPanel />
        </Stack>
      </Card>
    </Center>
  );
}
