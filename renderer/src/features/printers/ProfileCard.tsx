import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import {
  documentFormats,
  marketplaceLabelsMisfit,
  marketplaceZplDpi,
  pageSizes,
  type DocumentFormat,
  type PrintProfile,
  type Quarter,
} from '../../../../shared/printing';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { useDraft } from '../../components/use-draft';
import { usePrintingStore } from '../../stores/printing';

const quarters: Quarter[] = [1, 2, 3, 4];

export function ProfileCard(props: { profile: PrintProfile }) {
  const t = useT();
  const printers = usePrintingStore((state) => state.printers) ?? [];
  const saveProfile = usePrintingStore((state) => state.saveProfile);
  const printTestPage = usePrintingStore((state) => state.printTestPage);
  const { draft, dirty, change } = useDraft(props.profile);
  const [testFormat, setTestFormat] = useState<'auto' | DocumentFormat>('auto');
  const [busy, setBusy] = useState(false);

  const kindName = t(`printing.profiles.kinds.${draft.kind}`);
  const printer = printers.find((p) => p.id === draft.printerId);
  const id = `profile-${draft.kind}`;

  const save = () => saveProfile(draft).then(() => notifyInfo(t('printing.profiles.saved')));
  const test = async () => {
    if (dirty) await saveProfile(draft);
    const result = await printTestPage(draft.kind, testFormat === 'auto' ? undefined : testFormat);
    if (result.status === 'queued') notifyInfo(t('printing.profiles.testPageQueued', { id: result.job.id }));
  };
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work()
      .catch(notifyError)
      .finally(() => setBusy(false));
  };

  return (
    <Card withBorder data-testid={id} aria-labelledby={`${id}-title`} component="section">
      <Stack gap="sm">
        <Title order={3} size="h4" id={`${id}-title`}>
          {kindName}
        </Title>
        <Select
          label={t('printing.profiles.printer')}
          placeholder={t('printing.profiles.noPrinter')}
          data={printers.map((p) => ({
            value: p.id,
            label: `${p.builtin ? t('printing.printers.builtin') : p.label} · ${t(`printing.backends.${p.backend}`)}`,
          }))}
          value={draft.printerId}
          onChange={(value) => change({ printerId: value })}
          description={
            printer
              ? t('printing.profiles.printerTakes', {
                  formats: printer.formats.map((f) => f.toUpperCase()).join(', '),
                })
              : undefined
          }
          searchable
          allowDeselect={false}
          data-testid={`${id}-printer`}
        />
        <SimpleGrid cols={2}>
          <Select
            label={t('printing.profiles.pageSize')}
            data={pageSizes.map((size) => ({ value: size, label: t(`printing.profiles.pageSizes.${size}`) }))}
            value={draft.pageSize}
            onChange={(value) => value && change({ pageSize: value })}
            allowDeselect={false}
          />
          <NumberInput
            label={t('printing.profiles.copies')}
            min={1}
            max={99}
            value={draft.copies}
            onChange={(value) => typeof value === 'number' && change({ copies: value })}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} id={`${id}-orientation`} mb={4}>
            {t('printing.profiles.orientation')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${id}-orientation`}
            value={draft.orientation}
            onChange={(value) => change({ orientation: value })}
            data={[
              { value: 'portrait', label: t('printing.profiles.portrait') },
              { value: 'landscape', label: t('printing.profiles.landscape') },
            ]}
          />
        </div>
        <div>
          <Text size="sm" fw={500} id={`${id}-dpi`} mb={4}>
            {t('printing.profiles.dpi')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${id}-dpi`}
            value={String(draft.zplDpi)}
            onChange={(value) => change({ zplDpi: value === '300' ? 300 : 203 })}
            data={[
              { value: '203', label: '203 dpi' },
              { value: '300', label: '300 dpi' },
            ]}
          />
          {marketplaceLabelsMisfit(draft) && (
            <Text size="xs" c="orange" mt={4} maw={260} data-testid="profile-dpi-warning">
              {t('printing.profiles.dpiSmallLabels', { dpi: marketplaceZplDpi })}
            </Text>
          )}
        </div>
        {draft.kind === 'label' && draft.pageSize === 'a4' && (
          <div>
            <Text size="sm" fw={500} id={`${id}-quarter`}>
              {t('printing.profiles.startQuarter')}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('printing.profiles.startQuarterHelp')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${id}-quarter`}
              value={String(draft.startQuarter)}
              onChange={(value) => change({ startQuarter: Number(value) as Quarter })}
              data={quarters.map((q) => ({ value: String(q), label: t(`printing.profiles.quarters.q${q}`) }))}
            />
          </div>
        )}
        {draft.kind !== 'testPage' && (
          <Switch
            label={t('printing.profiles.autoPrint')}
            description={t('printing.profiles.autoPrintHelp')}
            checked={draft.autoPrint}
            onChange={(event) => change({ autoPrint: event.currentTarget.checked })}
          />
        )}
        <Group justify="space-between" mt="xs">
          <Group gap="xs">
            <Button
              leftSection={<IconPrinter size={16} />}
              variant="light"
              disabled={!draft.printerId}
              loading={busy}
              onClick={() => run(test)}
              data-testid={`${id}-test`}
            >
              {t('printing.profiles.testPage')}
            </Button>
            <Select
              aria-label={t('printing.profiles.testPageFormat')}
              w={160}
              value={testFormat}
              onChange={(value) => setTestFormat(value ?? 'auto')}
              data={[
                { value: 'auto', label: t('printing.profiles.formatAuto') },
                ...documentFormats
                  .filter((format) => !printer || printer.formats.includes(format))
                  .map((format) => ({ value: format, label: format.toUpperCase() })),
              ]}
              allowDeselect={false}
            />
          </Group>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!dirty}
            loading={busy}
            onClick={() => run(save)}
            data-testid={`${id}-save`}
          >
            {t('printing.profiles.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
