import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconHeartbeat, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PrinterInfo } from '../../../../shared/printing';
import { notifyDone, notifyError } from '../../app/notify';
import { RowAction, TableHead } from '../../components/RowAction';
import { StatusCell } from '../../components/StatusCell';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';
import { AddPrinterModal } from './AddPrinterModal';
import { printerStateColor } from './labels';
import { PrinterFormats } from './PrinterFormats';

function PrinterState(props: { printer: PrinterInfo }) {
  const t = useT();
  const { printer } = props;
  return (
    <StatusCell
      color={printerStateColor[printer.state]}
      label={t(`printing.states.${printer.state}`)}
      testId="printer-state"
      notes={[
        printer.problems.length > 0 && {
          text: printer.problems.map((problem) => t(`printing.problems.${problem}`)).join(', '),
          // A printer that has not answered yet may well be fine: only what it reported is a problem.
          color: printer.problems.some((problem) => problem !== 'noAnswer') ? 'red' : 'dimmed',
        },
        !!printer.stateMessage && printer.problems.length === 0 && { text: printer.stateMessage },
      ]}
    />
  );
}

export function PrinterList() {
  const t = useT();
  const printers = usePrintingStore((state) => state.printers);
  const builtinLabel = t('printing.printers.builtin');
  const check = usePrintingStore((state) => state.checkPrinter);
  const remove = usePrintingStore((state) => state.removePrinter);
  const [adding, setAdding] = useState(false);
  if (!printers) return null;
  const systemCount = printers.filter((printer) => !printer.custom).length;

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {systemCount === 0 ? t('printing.printers.emptyBody') : null}
        </Text>
        <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setAdding(true)}>
          {t('printing.printers.add')}
        </Button>
      </Group>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="printer-list">
        <TableHead
          labels={(['name', 'through', 'formats', 'state', 'actions'] as const).map((key) =>
            t(`printing.printers.${key}`),
          )}
        />
        <Table.Tbody>
          {printers.map((printer) => {
            const builtin = printer.builtin === true;
            return (
              <Table.Tr key={printer.id} data-testid="printer-row" data-printer-id={printer.id}>
                <Table.Td>
                  <Text fw={500}>
                    {builtin ? builtinLabel : printer.label}
                    {printer.isDefault && (
                      <Badge ml="xs" size="xs" variant="outline">
                        {t('printing.printers.default')}
                      </Badge>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {printer.backend === 'folder' ? printer.name : (printer.driver ?? printer.name)}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`printing.backends.${printer.backend}`)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {printer.formats.map((format) => (
                      <Badge key={format} variant="outline" size="sm">
                        {format.toUpperCase()}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <PrinterState printer={printer} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      label={t('printing.printers.check')}
                      ariaLabel={`${t('printing.printers.check')}: ${printer.label}`}
                      icon={IconHeartbeat}
                      onClick={() => void check(printer.id).catch(notifyError)}
                    />
                    {!builtin && <PrinterFormats printer={printer} />}
                    {printer.custom && !builtin && (
                      <RowAction
                        label={t('printing.printers.remove')}
                        ariaLabel={`${t('printing.printers.remove')}: ${printer.label}`}
                        icon={IconTrash}
                        color="red"
                        onClick={() => notifyDone(remove(printer.id), t('printing.printers.removed'))}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <AddPrinterModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
