import { Alert, Badge, Box, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PickLine } from '../../../../shared/picking';
import { notifyError, notifyInfo } from '../../app/notify';
import { arrayRows } from '../../components/table/array-rows';
import { TruncatedText } from '../../components/table/cells';
import { VirtualTable, type Column } from '../../components/table/VirtualTable';
import { errorText } from '../../app/error-text';
import { useT, type Translate } from '../../i18n';
import { printPickList, usePickStore, watchPickList, type PickScan } from './pick-store';

function columns(
  t: Translate,
  picked: Record<string, number>,
  tick: (id: string) => void,
): Column<PickLine>[] {
  return [
    {
      key: 'tick',
      header: '',
      width: '44px',
      essential: true,
      render: (line) => (
        <Checkbox
          aria-label={t('picking.list.tick', { title: line.title })}
          checked={(picked[line.id] ?? 0) >= line.quantity}
          onChange={() => tick(line.id)}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    },
    {
      key: 'bin',
      header: t('picking.list.columns.bin'),
      width: '120px',
      essential: true,
      render: (line) =>
        line.bin ? (
          <Text fw={700} data-testid="pick-bin">
            {line.bin}
          </Text>
        ) : (
          <Text c="dimmed" size="sm" data-testid="pick-bin">
            {t('picking.list.noBin')}
          </Text>
        ),
    },
    {
      key: 'quantity',
      header: t('picking.list.columns.quantity'),
      width: '90px',
      align: 'right',
      essential: true,
      render: (line) => (
        <Text fw={700} data-testid="pick-quantity" data-picked={picked[line.id] ?? 0}>
          {(picked[line.id] ?? 0) > 0 ? `${picked[line.id]} / ${line.quantity}` : line.quantity}
        </Text>
      ),
    },
    {
      key: 'title',
      header: t('picking.list.columns.title'),
      width: 'minmax(200px, 3fr)',
      essential: true,
      render: (line) => (
        <TruncatedText size="sm" data-testid="pick-title">
          {line.title}
        </TruncatedText>
      ),
    },
    {
      key: 'code',
      header: t('picking.list.columns.code'),
      width: 'minmax(130px, 1fr)',
      render: (line) => (
        <TruncatedText size="sm" ff="monospace">
          {line.ean ?? line.externalId ?? '—'}
        </TruncatedText>
      ),
    },
    {
      key: 'orders',
      header: t('picking.list.columns.orders'),
      width: 'minmax(140px, 1.5fr)',
      render: (line) => (
        <TruncatedText size="xs" c="dimmed" data-testid="pick-orders">
          {`(${line.orderIds.length}) ${line.orderIds.join(', ')}`}
        </TruncatedText>
      ),
    },
  ];
}

function ScanAnswer(props: { scan: PickScan | null; lines: PickLine[] }) {
  const t = useT();
  const { scan } = props;
  if (!scan)
    return (
      <Text size="sm" c="dimmed">
        {t('picking.list.scanHint')}
      </Text>
    );
  if (scan.kind === 'noLine')
    return (
      <Alert color="red" p="xs" data-testid="pick-scan" data-kind={scan.kind}>
        {t('picking.list.noLine', { code: scan.code })}
      </Alert>
    );
  const line = props.lines.find((l) => l.id === scan.lineId);
  const picked = usePickStore.getState().picked[scan.lineId] ?? 0;
  const values = { title: line?.title ?? scan.code, picked, quantity: line?.quantity ?? 0 };
  return (
    <Alert
      color={scan.kind === 'counted' ? 'green' : 'orange'}
      p="xs"
      data-testid="pick-scan"
      data-kind={scan.kind}
    >
      {t(scan.kind === 'counted' ? 'picking.list.scanned' : 'picking.list.complete', values)}
    </Alert>
  );
}

/**
 * The pick list in Shipping: the products of the waiting orders (or of the ticked ones) by bin, to walk the shelves
 * once in the morning. A scan of an item's EAN or external id ticks its line while the list is open.
 */
export function PickListModal() {
  const t = useT();
  const { opened, orderIds, list, error, picked, lastScan, close, tick } = usePickStore();
  const [row, setRow] = useState(0);
  const [printing, setPrinting] = useState(false);
  useEffect(() => (opened ? watchPickList() : undefined), [opened]);
  const lines = list?.lines ?? [];
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const done = lines.filter((line) => (picked[line.id] ?? 0) >= line.quantity).length;
  const print = () => {
    setPrinting(true);
    printPickList()
      .then(
        (result) =>
          notifyInfo(
            t('picking.list.printed', { printer: result.printerLabel, format: result.format.toUpperCase() }),
          ),
        notifyError,
      )
      .finally(() => setPrinting(false));
  };
  return (
    <Modal opened={opened} onClose={close} title={t('picking.list.title')} size="90%" centered>
      <Stack gap="sm" data-testid="pick-list">
        <Group justify="space-between" gap="xs">
          <Stack gap={2}>
            <Text size="sm">
              {orderIds ? t('picking.list.ofTicked', { count: orderIds.length }) : t('picking.list.ofQueue')}
            </Text>
            {list && (
              <Group gap="xs">
                <Text size="sm" fw={600} data-testid="pick-summary">
                  {t('picking.list.summary', { lines: lines.length, items, orders: list.orders })}
                </Text>
                <Badge variant="light" color={done === lines.length && done > 0 ? 'green' : 'gray'}>
                  {t('picking.list.picked', { done, lines: lines.length })}
                </Badge>
              </Group>
            )}
          </Stack>
          <Button
            leftSection={<IconPrinter size={18} />}
            loading={printing}
            disabled={lines.length === 0}
            onClick={print}
            data-testid="pick-print"
          >
            {t('picking.list.print')}
          </Button>
        </Group>
        {error !== null && <Alert color="red">{errorText(error, t)}</Alert>}
        <ScanAnswer scan={lastScan} lines={lines} />
        <Box h="60vh" style={{ display: 'flex', flexDirection: 'column' }}>
          <VirtualTable
            rows={arrayRows(lines)}
            rowKey={(line) => line.id}
            columns={columns(t, picked, tick)}
            selected={Math.min(row, Math.max(0, lines.length - 1))}
            onSelect={setRow}
            isMarked={(line) => (picked[line.id] ?? 0) >= line.quantity}
            rowHeight={44}
            empty={<Text c="dimmed">{t('picking.list.empty')}</Text>}
            label={t('picking.list.title')}
            testId="pick-lines"
          />
        </Box>
      </Stack>
    </Modal>
  );
}
