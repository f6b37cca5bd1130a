import { ActionIcon, Button, Chip, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { documentFormats, type DocumentFormat, type PrinterInfo } from '../../../../shared/printing';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';

/** Lets the seller correct what a printer takes, e.g. an EPL printer on a raw queue guessed as ZPL. */
export function PrinterFormats(props: { printer: PrinterInfo }) {
  const t = useT();
  const setFormats = usePrintingStore((state) => state.setPrinterFormats);
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<string[]>(props.printer.formats);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      position="bottom-end"
      width={300}
      withArrow
      onOpen={() => setValue(props.printer.formats)}
    >
      <Popover.Target>
        <Tooltip label={t('printing.printers.editFormats')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('printing.printers.editFormats')}: ${props.printer.label}`}
            onClick={() => setOpened((open) => !open)}
          >
            <IconAdjustments size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('printing.printers.editFormats')}
          </Text>
          <Chip.Group multiple value={value} onChange={setValue}>
            <Group gap="xs">
              {documentFormats.map((format) => (
                <Chip key={format} value={format} size="sm">
                  {format.toUpperCase()}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            {t('printing.printers.formatsHelp')}
          </Text>
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={value.length === 0}
              onClick={() =>
                void setFormats(props.printer.id, value as DocumentFormat[]).then(() => {
                  notifyInfo(t('printing.printers.formatsSaved'));
                  setOpened(false);
                }, notifyError)
              }
            >
              {t('printing.profiles.save')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
