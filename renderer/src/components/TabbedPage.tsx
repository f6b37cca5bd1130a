import { Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useT, type MessageKey } from '../i18n';
import { useUiStore } from '../stores/ui';

/** One tab of a section made of tabs (Shop, Money, Buyers): a new part is one entry in the section's list. */
export interface PageTab {
  id: string;
  label: MessageKey;
  Panel: ComponentType;
}

/** The tab each section showed last: a seller who goes to Orders and back finds the tab they left. */
const lastTabs = new Map<string, string>();

/** A section's title over its tabs; only the open tab is mounted, so only it reads from the local copy. */
export function TabbedPage(props: { title: MessageKey; testId: string; tabs: readonly PageTab[] }) {
  const t = useT();
  const [tab, showTab] = useState(
    () => takeTab(props.tabs) ?? lastTabs.get(props.testId) ?? props.tabs[0]?.id ?? '',
  );
  const setTab = useCallback(
    (id: string) => {
      lastTabs.set(props.testId, id);
      showTab(id);
    },
    [props.testId],
  );
  // A tab asked for while the section is shown (a top-bar counter clicked).
  useEffect(
    () =>
      useUiStore.subscribe(() => {
        const asked = takeTab(props.tabs);
        if (asked) setTab(asked);
      }),
    [props.tabs, setTab],
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(props.title)}
      </Title>
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {props.tabs.map(({ id, label }) => (
            <Tabs.Tab key={id} value={id} data-testid={`${props.testId}-tab-${id}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {props.tabs.map(({ id, Panel }) => (
          <Tabs.Panel key={id} value={id}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The tab asked for through the UI store, if it is one of these; it is taken (cleared) once read. */
function takeTab(tabs: readonly PageTab[]): string | null {
  const asked = useUiStore.getState().tab;
  if (!asked || !tabs.some((t) => t.id === asked)) return null;
  useUiStore.setState({ tab: null });
  return asked;
}
