import { ActionIcon, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconKeyboard, IconPackage } from '@tabler/icons-react';
import { languages } from '../../../shared/settings';
import { useLanguage, useT } from '../i18n';
import { useSettingsStore } from '../stores/settings';
import { useUiStore } from '../stores/ui';
import { AccountMenu } from './AccountMenu';
import { ConnectionIndicator } from './ConnectionIndicator';
import { notifyError } from './notify';
import { topBarParts } from './top-bar-parts';

export function TopBar() {
  const t = useT();
  const language = useLanguage();
  const update = useSettingsStore((state) => state.update);
  const openShortcuts = useUiStore((state) => state.setShortcutsOpen);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <IconPackage size={26} stroke={1.6} aria-hidden />
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {topBarParts.map(({ id, Part }) => (
          <Part key={id} />
        ))}
        <ConnectionIndicator />
        <SegmentedControl
          size="xs"
          aria-label={t('settings.language')}
          data-testid="language-toggle"
          value={language}
          onChange={(value) => void update({ language: value }).catch(notifyError)}
          data={languages.map((value) => ({ value, label: value.toUpperCase() }))}
        />
        <Tooltip label={t('shortcuts.open')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('shortcuts.open')}
            onClick={() => openShortcuts(true)}
          >
            <IconKeyboard size={20} />
          </ActionIcon>
        </Tooltip>
        <AccountMenu />
      </Group>
    </Group>
  );
}
