import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PrinterInfo, PrinterStatusReport } from '../../../../shared/printing';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';

/** One check the dialog waits for: its words while it runs, then what it found. */
function Step(props: { done: boolean; text: string; testId: string }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid={props.testId} data-done={props.done || undefined}>
      {props.done ? (
        <ThemeIcon size="sm" variant="light" color="teal" radius="xl">
          <IconCheck size={12} />
        </ThemeIcon>
      ) : (
        <Loader size="xs" />
      )}
      <Text size="sm">{props.text}</Text>
    </Group>
  );
}

/**
 * What happens after a printer is added, as it happens: its address asked for its state, and the system's printers
 * looked for again, each line saying what it waits for and then what it found. A printer that answers ready closes
 * the dialog by itself; otherwise the seller goes on (the printer stays, the list shows its state when it answers)
 * or cancels the adding (the printer is removed again).
 */
export function AddPrinterProgress(props: { printer: PrinterInfo; onDone: () => void }) {
  const t = useT();
  const { printer, onDone } = props;
  const [status, setStatus] = useState<PrinterStatusReport | null>(null);
  const [system, setSystem] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    const store = usePrintingStore.getState();
    const asked = store.checkPrinter(printer.id).then((answer) => {
      if (live) setStatus(answer);
      return answer;
    });
    const listed = store.loadPrinters().then(() => {
      const count = (usePrintingStore.getState().printers ?? []).filter((each) => !each.custom).length;
      if (live) setSystem(count);
    });
    Promise.all([asked, listed]).then(([answer]) => {
      if (!live || answer.state !== 'ready') return;
      notifyInfo(t('printing.printers.added'));
      onDone();
    }, notifyError);
    return () => {
      live = false;
    };
    // The checks run once for the printer just added; the words they show follow the language on their own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [printer.id]);

  const address = printer.name;
  const state = status && t(`printing.states.${status.state}`);
  const problems = status?.problems.map((problem) => t(`printing.problems.${problem}`)).join(', ');

  const goOn = () => {
    notifyInfo(t('printing.printers.added'));
    onDone();
  };
  const cancel = () => {
    usePrintingStore
      .getState()
      .removePrinter(printer.id)
      .then(() => notifyInfo(t('printing.printers.probe.cancelled')), notifyError);
    onDone();
  };

  return (
    <Stack data-testid="add-printer-progress">
      <Step
        done={status !== null}
        testId="probe-printer"
        text={
          status
            ? t('printing.printers.probe.answered', {
                address,
                state: problems ? `${state} (${problems})` : state!,
              })
            : t('printing.printers.probe.probing', { address })
        }
      />
      <Step
        done={system !== null}
        testId="probe-system"
        text={
          system === null
            ? t('printing.printers.probe.system')
            : t('printing.printers.probe.systemFound', { count: system })
        }
      />
      <Text size="xs" c="dimmed">
        {t('printing.printers.probe.hint')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={cancel}>
          {t('printing.printers.probe.cancel')}
        </Button>
        <Button onClick={goOn}>{t('printing.printers.probe.goOn')}</Button>
      </Group>
    </Stack>
  );
}
