import { Stack, Tabs, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import type { SectionId } from '../app/sections';
import { useT, type MessageKey } from '../i18n';
import { useUiStore } from '../stores/ui';

/** One tab of a section made of tabs (Shop, Money, Buyers): a new part is one entry in the section's list. */
export interface PageTab {
  id: string;
  label: MessageKey;
  Panel: ComponentType;
}

/** A section's title over its tabs; only the open tab is mounted, so only it reads from the local copy. */
export function TabbedPage(props: { title: MessageKey; section: SectionId; tabs: readonly PageTab[] }) {
  const t = useT();
  const { section, tabs } = props;
  const shown = useUiStore((state) => state.tabs[section]);
  const tab = tabs.some((each) => each.id === shown) ? shown : tabs[0]?.id;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(props.title)}
      </Title>
      <Tabs
        value={tab ?? null}
        onChange={(value) => value && useUiStore.getState().openTab(section, value)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map(({ id, label }) => (
            <Tabs.Tab key={id} value={id} data-testid={`${section}-tab-${id}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ id, Panel }) => (
          <Tabs.Panel key={id} value={id}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
