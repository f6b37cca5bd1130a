import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { shopTabs } from './shop-tabs';

/** The shop's settings around its offers, one tab each; only the open tab is mounted, so only it reads. */
export function ShopPage() {
  const t = useT();
  const [tab, setTab] = useState(shopTabs[0]?.id ?? '');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('shop.title')}
      </Title>
      <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {shopTabs.map(({ id, label }) => (
            <Tabs.Tab key={id} value={id} data-testid={`shop-tab-${id}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {shopTabs.map(({ id, Panel }) => (
          <Tabs.Panel key={id} value={id}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
