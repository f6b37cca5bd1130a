import { Alert, Button, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  claimDecisions,
  ISSUE_TEXT_MAX,
  type ClaimDecision,
  type IssueDetail,
} from '../../../../../shared/issues';
import { errorText } from '../../../app/error-text';
import { notifyInfo } from '../../../app/notify';
import { useT } from '../../../i18n';
import { decideClaim } from './issues-store';

/**
 * A claim's decision: accepted or rejected (with how), the words the buyer reads, and an amount for a partial
 * refund. Stored at once and shown as waiting; the outbox sends it. A refused one stays shown with the
 * marketplace's words until it is dropped or tried again in the queue of changes.
 */
export function DecisionBox(props: { issue: IssueDetail }) {
  const t = useT();
  const shown = props.issue.decision;
  const [decision, setDecision] = useState<ClaimDecision | null>(null);
  const [message, setMessage] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (shown) {
    const named = { decision: t(`issues.decisions.${shown.decision}`) };
    return (
      <Alert
        color={shown.state === 'failed' ? 'red' : 'yellow'}
        title={t(shown.state === 'failed' ? 'issues.decision.failed' : 'issues.decision.waiting', named)}
        data-testid="issue-decision-shown"
        data-state={shown.state}
      >
        {shown.error ?? shown.message}
      </Alert>
    );
  }
  const partial = decision === 'ACCEPTED_PARTIAL_REFUND';
  const ready =
    decision !== null && message.trim() !== '' && (!partial || /^\d+([.,]\d{1,2})?$/.test(amount));
  const save = () => {
    if (!ready || saving) return;
    setSaving(true);
    setProblem(null);
    const refund = partial ? { amount: amount.replace(',', '.'), currency: 'PLN' } : null;
    decideClaim(props.issue.id, decision, message, refund)
      .then(() => notifyInfo(t('issues.decision.queued')))
      .catch((error: unknown) => setProblem(errorText(error, t)))
      .finally(() => setSaving(false));
  };
  return (
    <Stack gap={6} data-testid="issue-decision">
      <Title order={3} size="h5">
        {t('issues.decision.title')}
      </Title>
      <Select
        size="xs"
        label={t('issues.decision.choose')}
        data={claimDecisions.map((value) => ({ value, label: t(`issues.decisions.${value}`) }))}
        value={decision}
        onChange={(value) => setDecision(value)}
        data-testid="issue-decision-choice"
      />
      {partial && (
        <TextInput
          size="xs"
          label={t('issues.decision.amount')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          data-testid="issue-decision-amount"
        />
      )}
      <Textarea
        size="xs"
        label={t('issues.decision.message')}
        autosize
        minRows={2}
        maxLength={ISSUE_TEXT_MAX}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={problem}
        data-testid="issue-decision-message"
      />
      <Button
        size="xs"
        w="fit-content"
        disabled={!ready}
        loading={saving}
        onClick={save}
        data-testid="issue-decision-send"
      >
        {t('issues.decision.send')}
      </Button>
    </Stack>
  );
}
