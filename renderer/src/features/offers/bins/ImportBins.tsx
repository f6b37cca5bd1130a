import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { BinImportReport } from '../../../../../shared/picking';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { importBins } from './bin-store';

/**
 * Bins from a CSV file: a button that opens the file picker (an <input type=file>, in the browser and in the
 * desktop app alike, whose window is a web page), then what the file set and each row it could not match.
 */
export function ImportBins() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BinImportReport | null>(null);

  const picked = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    file
      .text()
      .then(importBins)
      .then(setReport, notifyError)
      .finally(() => {
        setBusy(false);
        // The same file picked again (corrected) is a new choice.
        if (input.current) input.current.value = '';
      });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv,text/plain"
        hidden
        onChange={(event) => picked(event.currentTarget.files?.[0])}
        data-testid="bins-file"
      />
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} />}
        loading={busy}
        onClick={() => input.current?.click()}
        title={t('picking.import.help')}
      >
        {t('picking.import.open')}
      </Button>
      <Modal
        opened={report !== null}
        onClose={() => setReport(null)}
        title={t('picking.import.title')}
        size="lg"
      >
        {report && <ImportReport report={report} onClose={() => setReport(null)} />}
      </Modal>
    </>
  );
}

function ImportReport(props: { report: BinImportReport; onClose: () => void }) {
  const t = useT();
  const { report } = props;
  return (
    <Stack gap="sm" data-testid="bins-report">
      <Text fw={600}>
        {t('picking.import.summary', { set: report.set, notMatched: report.notMatched.length })}
      </Text>
      {report.notMatched.length > 0 && (
        <Table.ScrollContainer minWidth={400} mah="50vh">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('picking.import.line')}</Table.Th>
                <Table.Th>{t('picking.import.key')}</Table.Th>
                <Table.Th>{t('picking.import.why')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.notMatched.map((row) => (
                <Table.Tr key={row.line} data-testid="bins-unmatched">
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td ff="monospace">{row.key || '—'}</Table.Td>
                  <Table.Td>{t(`picking.import.problems.${row.problem}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Button onClick={props.onClose} style={{ alignSelf: 'flex-end' }}>
        {t('picking.import.close')}
      </Button>
    </Stack>
  );
}
