import { Kbd, NavLink, Stack } from '@mantine/core';
import { useT } from '../i18n';
import { useUiStore } from '../stores/ui';
import { sections } from './sections';

export function Navigation() {
  const t = useT();
  const current = useUiStore((state) => state.section);
  const go = useUiStore((state) => state.go);
  return (
    <Stack component="nav" aria-label={t('nav.label')} gap={4}>
      {sections.map(({ id, icon: Icon, hotkey }, index) => (
        <NavLink
          key={id}
          href={`#/${id}`}
          active={current === id}
          label={t(`nav.${id}`)}
          leftSection={<Icon size={20} stroke={1.6} />}
          rightSection={<Kbd size="xs">Alt+{index + 1}</Kbd>}
          aria-current={current === id ? 'page' : undefined}
          aria-keyshortcuts={hotkey.replace('alt', 'Alt')}
          data-testid={`nav-${id}`}
          onClick={(event) => {
            event.preventDefault();
            go(id);
          }}
        />
      ))}
    </Stack>
  );
}
