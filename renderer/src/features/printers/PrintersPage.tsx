import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notifyError } from '../../app/notify';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';
import { JobsPanel } from './JobsPanel';
import { PrinterList } from './PrinterList';
import { ProfilesPanel } from './ProfilesPanel';
import { RepeatConfirm } from './RepeatConfirm';

type Tab = 'printers' | 'profiles' | 'queue';

export function PrintersPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('printers');
  const loading = usePrintingStore((state) => state.printersLoading);
  const uncertain = usePrintingStore(
    (state) => state.jobs?.filter((job) => job.state === 'uncertain').length ?? 0,
  );

  const refresh = () => {
    const store = usePrintingStore.getState();
    void Promise.all([store.loadPrinters(), store.loadProfiles(), store.loadJobs()]).catch(notifyError);
  };
  useEffect(refresh, []);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('printing.title')}
        </Title>
        <Button variant="default" leftSection={<IconRefresh size={16} />} loading={loading} onClick={refresh}>
          {t('printing.refresh')}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="printers">{t('printing.tabs.printers')}</Tabs.Tab>
          <Tabs.Tab value="profiles">{t('printing.tabs.profiles')}</Tabs.Tab>
          <Tabs.Tab value="queue" rightSection={uncertain > 0 ? `(${uncertain})` : undefined}>
            {t('printing.tabs.queue')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="printers">
          <PrinterList />
        </Tabs.Panel>
        <Tabs.Panel value="profiles">
          <ProfilesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="queue">
          <JobsPanel />
        </Tabs.Panel>
      </Tabs>
      <RepeatConfirm />
    </Stack>
  );
}
