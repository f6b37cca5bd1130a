import { Badge, Button, Card, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileInvoice, IconPaperclip } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderInvoice } from '../../../../../shared/invoices';
import type { OrderDetail } from '../../../../../shared/orders';
import { notifyError, notifyInfo } from '../../../app/notify';
import { ReadPartHeading } from '../../../components/ReadPartHeading';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { attachInvoice, readInvoiceFile } from './attach-file';
import { useOrderInvoices } from './use-order-invoices';

const verificationColor: Record<string, string> = { WAITING: 'gray', ACCEPTED: 'teal', REJECTED: 'red' };

function InvoiceLine(props: { invoice: OrderInvoice }) {
  const t = useT();
  const format = useFormat();
  const i = props.invoice;
  const change = i.change;
  return (
    <Stack gap={2} data-testid="order-invoice">
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {i.invoiceNumber ?? t('invoices.unnamed')}
        </Text>
        <Text size="sm">{i.fileName}</Text>
        <Badge size="xs" variant="light" color={i.state === 'uploaded' ? 'teal' : 'blue'}>
          {t(`invoices.states.${i.state}`)}
        </Badge>
        {i.verification && i.verification in verificationColor && (
          <Badge size="xs" variant="outline" color={verificationColor[i.verification]}>
            {t(`invoices.verification.${i.verification as 'WAITING' | 'ACCEPTED' | 'REJECTED'}`)}
          </Badge>
        )}
        {change && (
          <Badge size="xs" color={change.state === 'failed' ? 'red' : 'yellow'} data-testid="invoice-change">
            {t(`invoices.change.${change.state as 'queued' | 'sending' | 'confirming' | 'failed'}`)}
          </Badge>
        )}
        {i.uploadedAt && (
          <Text size="xs" c="dimmed">
            {format.dateTime(i.uploadedAt)}
          </Text>
        )}
      </Group>
      {change?.error && (
        <Text size="xs" c="red">
          {change.error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The order detail's invoice: whether the buyer asked for one, the invoices attached and where each stands, and
 * attaching a PDF (picked, or dropped anywhere on the order detail), queued through the outbox.
 */
export function OrderInvoicesPart(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const orderId = props.detail.id;
  const { data, offline } = useOrderInvoices(orderId);
  const [number, setNumber] = useState('');
  const [dragging, setDragging] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const attach = useCallback(
    async (file: File | null) => {
      if (!file) return;
      const bytes = await readInvoiceFile(file);
      // Refused here, in the one error text of the app (a failure as data, with the seller's words).
      if (typeof bytes === 'string')
        return notifyError({
          code: 'VALIDATION_FAILED',
          userMessage: t(`invoices.${bytes}`, { name: file.name }),
        });
      await attachInvoice(orderId, file.name, bytes, number);
      setNumber('');
      notifyInfo(t('invoices.queued', { name: file.name }));
    },
    [orderId, number, t],
  );

  // A PDF dropped anywhere on the order detail (this part sits inside it) is attached like a picked one.
  useEffect(() => {
    const target = card.current?.closest<HTMLElement>('[data-testid="order-detail"]') ?? card.current;
    if (!target) return;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.target === target) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      attach(event.dataTransfer?.files[0] ?? null).catch(notifyError);
    };
    target.addEventListener('dragover', over);
    target.addEventListener('dragleave', leave);
    target.addEventListener('drop', drop);
    return () => {
      target.removeEventListener('dragover', over);
      target.removeEventListener('dragleave', leave);
      target.removeEventListener('drop', drop);
    };
  }, [attach]);

  const required = data?.required ?? props.detail.invoice?.required ?? false;
  // The marketplace takes no invoice for a cancelled order.
  const cancelled = props.detail.status === 'CANCELLED';
  const invoices = data?.invoices ?? [];
  return (
    <Card
      withBorder
      padding="sm"
      ref={card}
      data-testid="order-invoices"
      style={dragging ? { outline: '2px dashed var(--mantine-color-blue-5)' } : undefined}
    >
      <ReadPartHeading
        icon={<IconFileInvoice size={16} aria-hidden />}
        title={t('invoices.title')}
        readAt={data?.readAt ? t('invoices.readAt', { at: format.dateTime(data.readAt) }) : null}
        offline={offline ? t('invoices.offline') : null}
        offlineTestId="invoices-offline"
      >
        <Badge size="xs" variant="light" color={required ? 'orange' : 'gray'} data-testid="invoice-asked">
          {t(required ? 'invoices.asked' : 'invoices.notAsked')}
        </Badge>
      </ReadPartHeading>
      {dragging && (
        <Text size="sm" c="blue" mb="xs">
          {t('invoices.dropHere')}
        </Text>
      )}
      <Stack gap="xs">
        {data && invoices.length === 0 && (
          <Text size="sm" c="dimmed">
            {t(data.readAt === null ? 'invoices.neverRead' : 'invoices.none')}
          </Text>
        )}
        {invoices.map((invoice) => (
          <InvoiceLine key={invoice.id} invoice={invoice} />
        ))}
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label={t('invoices.number')}
            placeholder={t('invoices.numberPlaceholder')}
            value={number}
            maxLength={100}
            onChange={(event) => setNumber(event.currentTarget.value)}
            data-testid="invoice-number"
          />
          <FileButton
            onChange={(file) => void attach(file).catch(notifyError)}
            accept="application/pdf"
            disabled={cancelled}
          >
            {(button) => (
              <Button
                {...button}
                size="xs"
                variant="light"
                leftSection={<IconPaperclip size={14} />}
                data-testid="invoice-attach"
              >
                {t('invoices.attach')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('invoices.dropHint')}
        </Text>
      </Stack>
    </Card>
  );
}
