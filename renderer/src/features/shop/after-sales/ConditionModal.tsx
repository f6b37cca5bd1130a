import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  afterSalesLimits,
  afterSalesProblems,
  type AfterSalesDraft,
} from '../../../../../shared/after-sales-rules';
import { notifyError, notifyInfo } from '../../../app/notify';
import { useLanguage, useT } from '../../../i18n';
import { createCondition, editCondition } from './after-sales-store';
import { ReturnPolicyFields } from './ReturnPolicyFields';
import { ImpliedWarrantyFields, WarrantyFields } from './WarrantyFields';

/**
 * A new or edited condition: the documents' rules are checked before sending (the same rules the core checks),
 * their messages shown at the fields; then the change goes to the outbox.
 */
export function ConditionModal(props: { draft: AfterSalesDraft; id: string | null; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const [draft, setDraft] = useState<AfterSalesDraft>(props.draft);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = afterSalesProblems(draft, language);
  const errors: Record<string, string> = {};
  if (tried) for (const p of problems) if (p.path) errors[p.path] ??= p.userMessage;
  const change = (patch: Partial<AfterSalesDraft>) =>
    setDraft((d) => ({ ...d, ...patch }) as AfterSalesDraft);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) return setTried(true);
    setSaving(true);
    (props.id === null ? createCondition(draft) : editCondition(props.id, draft))
      .then(() => {
        notifyInfo(t('afterSales.queued'));
        props.onClose();
      }, notifyError)
      .finally(() => setSaving(false));
  };

  const title =
    props.id === null
      ? t('afterSales.newTitle', { kind: t(`afterSales.one.${draft.kind}`) })
      : t('afterSales.editTitle', { name: props.draft.name });
  return (
    <Modal opened onClose={props.onClose} title={title} size="lg">
      <form onSubmit={save} data-testid="condition-form" noValidate>
        <Stack gap="xs">
          <TextInput
            label={t('afterSales.fields.name')}
            value={draft.name}
            maxLength={afterSalesLimits.nameMax + 20}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={errors.name}
            data-autofocus
            data-testid="condition-name"
          />
          {draft.kind === 'return-policy' && (
            <ReturnPolicyFields draft={draft} change={change} errors={errors} />
          )}
          {draft.kind === 'implied-warranty' && (
            <ImpliedWarrantyFields draft={draft} change={change} errors={errors} />
          )}
          {draft.kind === 'warranty' && <WarrantyFields draft={draft} change={change} errors={errors} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={props.onClose}>
              {t('afterSales.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="condition-save">
              {t('afterSales.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
