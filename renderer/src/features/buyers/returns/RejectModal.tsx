import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { rejectionCodes, type RejectionCode } from '../../../../../shared/returns';
import { errorText } from '../../../app/error-text';
import { notifyInfo } from '../../../app/notify';
import { useT } from '../../../i18n';
import { rejectReturn } from './returns-store';

/** The rejection of a return's refund: a code, and a reason (required with "refund rejected"). */
export function RejectModal(props: { returnId: string; onClose: () => void }) {
  const t = useT();
  const [code, setCode] = useState<RejectionCode>('REFUND_REJECTED');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = code === 'REFUND_REJECTED' && reason.trim() === '';
  async function submit() {
    setBusy(true);
    try {
      await rejectReturn(props.returnId, code, reason.trim() === '' ? null : reason.trim());
      notifyInfo(t('returns.reject.done'));
      props.onClose();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened onClose={props.onClose} title={t('returns.reject.title')}>
      <Stack gap="sm">
        <Select
          label={t('returns.reject.code')}
          data-testid="reject-code"
          value={code}
          allowDeselect={false}
          onChange={(value) => value && setCode(value)}
          data={rejectionCodes.map((c) => ({ value: c, label: t(`returns.reject.codes.${c}`) }))}
        />
        <Textarea
          label={t('returns.reject.reason')}
          data-testid="reject-reason"
          maxLength={250}
          autosize
          minRows={2}
          value={reason}
          required={code === 'REFUND_REJECTED'}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button
            color="red"
            onClick={() => void submit()}
            loading={busy}
            disabled={missing}
            data-testid="reject-submit"
          >
            {t('returns.reject.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
