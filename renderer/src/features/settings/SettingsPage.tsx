import { Card, Code, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { languages, themes, type Language, type Theme } from '../../../../shared/settings';
import { notifyError, notifyInfo } from '../../app/notify';
import { translate, useT } from '../../i18n';
import { useAppInfoStore } from '../../stores/app-info';
import { useSettingsStore } from '../../stores/settings';
import { BackupsCard } from './BackupsCard';
import { NotificationsCard } from './NotificationsCard';
import { PackingCard } from './PackingCard';
import { SenderCard } from './SenderCard';
import { TemplatesCard } from './TemplatesCard';

const themeKey = {
  light: 'settings.themeLight',
  dark: 'settings.themeDark',
  system: 'settings.themeSystem',
} as const;

export function SettingsPage() {
  const t = useT();
  const settings = useSettingsStore((state) => state.settings);
  const update = useSettingsStore((state) => state.update);
  const info = useAppInfoStore((state) => state.info);
  if (!settings) return null;

  const save = (patch: { language?: Language; theme?: Theme }) =>
    update(patch).then(
      () => notifyInfo(translate(patch.language ?? settings.language, 'settings.saved')),
      notifyError,
    );

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <Card withBorder>
        <Stack gap="md">
          <div>
            <Text fw={600} id="language-label">
              {t('settings.language')}
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              {t('settings.languageHelp')}
            </Text>
            <SegmentedControl
              aria-labelledby="language-label"
              data-testid="language-control"
              value={settings.language}
              onChange={(value) => void save({ language: value })}
              data={languages.map((value) => ({ value, label: t(`languageNames.${value}`) }))}
            />
          </div>
          <div>
            <Text fw={600} id="theme-label" mb="xs">
              {t('settings.theme')}
            </Text>
            <SegmentedControl
              aria-labelledby="theme-label"
              value={settings.theme}
              onChange={(value) => void save({ theme: value })}
              data={themes.map((value) => ({ value, label: t(themeKey[value]) }))}
            />
          </div>
        </Stack>
      </Card>
      <PackingCard />
      <NotificationsCard />
      <SenderCard />
      <TemplatesCard />
      <BackupsCard />
      {info && (
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('settings.about')}
          </Title>
          <Table variant="vertical" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={180}>{t('settings.version')}</Table.Th>
                <Table.Td>{info.version}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('settings.host')}</Table.Th>
                <Table.Td>
                  {t(info.host === 'electron' ? 'settings.hostElectron' : 'settings.hostWeb')}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('settings.dataDir')}</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <Code>{info.dataDir}</Code>
                  </Group>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
