import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { refundReasons, type RefundBasis, type RefundReason } from '../../../../../shared/returns';
import { errorText } from '../../../app/error-text';
import { notifyInfo } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { createRefund, refundBasis } from './returns-store';

const cents = (amount: string): number => Math.round(Number(amount) * 100);
const MONEY = /^\d{1,7}([.,]\d{1,2})?$/;

/**
 * A refund of the order's payment, prefilled with the returned items at their paid price and the delivery; the
 * amounts are checked against the order here (and again by the core) before the refund is queued.
 */
export function RefundModal(props: { orderId: string; returnId: string | null; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const [basis, setBasis] = useState<RefundBasis | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [delivery, setDelivery] = useState('');
  const [reason, setReason] = useState<RefundReason>('REFUND');
  const [comment, setComment] = useState('');
  // The failure itself, worded at render time in the language shown.
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    refundBasis(props.orderId)
      .then((b) => {
        setBasis(b);
        setQuantities(Object.fromEntries(b.lineItems.map((l) => [l.lineItemId, l.returned])));
        setDelivery(cents(b.delivery.refundable) > 0 ? b.delivery.refundable : '');
      })
      .catch((failure: unknown) => setError(failure));
  }, [props.orderId]);
  if (!basis)
    return (
      <Modal opened onClose={props.onClose} title={t('returns.refund.title')}>
        {error ? <Alert color="red">{errorText(error, t)}</Alert> : <Text size="sm">…</Text>}
      </Modal>
    );
  const deliveryText = delivery.replace(',', '.').trim();
  const deliveryOk =
    deliveryText === '' ||
    (MONEY.test(deliveryText) && cents(deliveryText) <= cents(basis.delivery.refundable));
  const itemsOk = basis.lineItems.every((l) => (quantities[l.lineItemId] ?? 0) <= l.refundable);
  const total =
    basis.lineItems.reduce((sum, l) => sum + cents(l.price) * (quantities[l.lineItemId] ?? 0), 0) +
    (deliveryOk && deliveryText !== '' ? cents(deliveryText) : 0);
  const amount = format.money(total / 100, basis.currency);
  async function submit() {
    setBusy(true);
    try {
      await createRefund({
        orderId: props.orderId,
        returnId: props.returnId,
        reason,
        lineItems: Object.entries(quantities)
          .filter(([, q]) => q > 0)
          .map(([lineItemId, quantity]) => ({ lineItemId, quantity })),
        delivery: deliveryText === '' ? null : (cents(deliveryText) / 100).toFixed(2),
        comment: comment.trim() === '' ? null : comment.trim(),
      });
      notifyInfo(t('returns.refund.done'));
      props.onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened onClose={props.onClose} title={t('returns.refund.title')} size="lg">
      <Stack gap="sm" data-testid="refund-form">
        {!basis.paymentId && <Alert color="orange">{t('returns.refund.notPaid')}</Alert>}
        <Select
          label={t('returns.refund.reason')}
          value={reason}
          allowDeselect={false}
          onChange={(value) => value && setReason(value)}
          data={refundReasons.map((r) => ({ value: r, label: t(`returns.refund.reasons.${r}`) }))}
        />
        {basis.lineItems.map((l) => (
          <NumberInput
            key={l.lineItemId}
            label={`${l.name} · ${format.money(l.price, basis.currency)}`}
            description={t('returns.refund.quantity', { max: l.refundable })}
            data-testid="refund-quantity"
            min={0}
            max={l.refundable}
            allowDecimal={false}
            value={quantities[l.lineItemId] ?? 0}
            onChange={(value) =>
              setQuantities({ ...quantities, [l.lineItemId]: typeof value === 'number' ? value : 0 })
            }
            error={
              (quantities[l.lineItemId] ?? 0) > l.refundable
                ? t('returns.refund.quantity', { max: l.refundable })
                : null
            }
          />
        ))}
        <TextInput
          label={t('returns.refund.delivery', {
            max: format.money(basis.delivery.refundable, basis.currency),
          })}
          data-testid="refund-delivery"
          value={delivery}
          onChange={(e) => setDelivery(e.currentTarget.value)}
          error={
            deliveryOk
              ? null
              : t('returns.refund.delivery', { max: format.money(basis.delivery.refundable, basis.currency) })
          }
        />
        <Textarea
          label={t('returns.refund.comment')}
          maxLength={250}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        {error !== null && (
          <Alert color="red" data-testid="refund-error">
            {errorText(error, t)}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm" fw={600} data-testid="refund-total">
            {t('returns.refund.total')}: {amount}
          </Text>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={!basis.paymentId || !deliveryOk || !itemsOk || total <= 0}
            data-testid="refund-submit"
          >
            {t('returns.refund.submit', { amount })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
