import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';
import { ProfileCard } from './ProfileCard';

export function ProfilesPanel() {
  const t = useT();
  const profiles = usePrintingStore((state) => state.profiles);
  if (!profiles) return null;
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('printing.profiles.help')}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {profiles.map((profile) => (
          <ProfileCard key={profile.kind} profile={profile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
