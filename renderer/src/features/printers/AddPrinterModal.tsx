import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PrinterInfo } from '../../../../shared/printing';
import { notifyError, notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { usePrintingStore } from '../../stores/printing';
import { AddPrinterProgress } from './AddPrinterProgress';

export function AddPrinterModal(props: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const addPrinter = usePrintingStore((state) => state.addPrinter);
  const [kind, setKind] = useState<'tcp9100' | 'folder'>('tcp9100');
  const [host, setHost] = useState('');
  const [port, setPort] = useState<number>(9100);
  const [language, setLanguage] = useState<'zpl' | 'epl'>('zpl');
  const [path, setPath] = useState('');
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  // The printer just added, whose checks the dialog shows until the seller goes on.
  const [added, setAdded] = useState<PrinterInfo | null>(null);
  const close = () => {
    setAdded(null);
    props.onClose();
  };

  const submit = () => {
    setBusy(true);
    const named = label.trim() ? { label: label.trim() } : {};
    const input =
      kind === 'tcp9100'
        ? { backend: kind, host: host.trim(), port, language, ...named }
        : { backend: kind, path: path.trim(), ...named };
    addPrinter(input)
      .then(setAdded, notifyError)
      .finally(() => setBusy(false));
  };
  const ready = kind === 'tcp9100' ? host.trim().length > 0 : path.trim().length > 0;

  return (
    <Modal
      opened={props.opened}
      onClose={() => {
        // Closed while it checks: the printer stays added, as "go on" leaves it.
        if (added) notifyInfo(t('printing.printers.added'));
        close();
      }}
      title={t(added ? 'printing.printers.probe.title' : 'printing.printers.addTitle')}
      centered
    >
      {added ? (
        <AddPrinterProgress printer={added} onDone={close} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) submit();
          }}
        >
          <Stack>
            <SegmentedControl
              value={kind}
              onChange={(value) => setKind(value)}
              data={[
                { value: 'tcp9100', label: t('printing.printers.network') },
                { value: 'folder', label: t('printing.printers.folder') },
              ]}
            />
            {kind === 'tcp9100' ? (
              <>
                <TextInput
                  label={t('printing.printers.host')}
                  placeholder="192.168.1.50"
                  value={host}
                  onChange={(event) => setHost(event.currentTarget.value)}
                  required
                  data-autofocus
                />
                <NumberInput
                  label={t('printing.printers.port')}
                  value={port}
                  min={1}
                  max={65535}
                  onChange={(value) => setPort(typeof value === 'number' ? value : 9100)}
                />
                <SegmentedControl
                  aria-label={t('printing.printers.language')}
                  value={language}
                  onChange={(value) => setLanguage(value)}
                  data={[
                    { value: 'zpl', label: 'ZPL' },
                    { value: 'epl', label: 'EPL' },
                  ]}
                />
              </>
            ) : (
              <TextInput
                label={t('printing.printers.path')}
                value={path}
                onChange={(event) => setPath(event.currentTarget.value)}
                required
                data-autofocus
              />
            )}
            <TextInput
              label={t('printing.printers.label')}
              value={label}
              onChange={(event) => setLabel(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('printing.printers.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!ready}>
                {t('printing.printers.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
