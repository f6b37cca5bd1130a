import { Checkbox, FileInput, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ImpliedWarranty, Warranty, WarrantyPeriod } from '../../../../../shared/after-sales';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { uploadAttachment } from './after-sales-store';
import { AddressFields } from './AddressFields';
import { periodOfYears, yearsOf } from './condition-draft';
import { CountField, DescriptionField, type ConditionFieldsProps } from './PlainFields';

/** A complaints policy (implied warranty): the periods in whole years, the address, a description. */
export function ImpliedWarrantyFields(props: ConditionFieldsProps<ImpliedWarranty>) {
  const t = useT();
  const { draft, change, errors } = props;
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <CountField
          label={t('afterSales.fields.individualYears')}
          value={yearsOf(draft.individualPeriod)}
          onChange={(years) => change({ individualPeriod: periodOfYears(years) })}
          error={errors['individual.period']}
        />
        <CountField
          label={t('afterSales.fields.corporateYears')}
          value={yearsOf(draft.corporatePeriod)}
          onChange={(years) => change({ corporatePeriod: periodOfYears(years) })}
          error={errors['corporate.period']}
        />
      </Group>
      <AddressFields value={draft.address} onChange={(address) => change({ address })} errors={errors} />
      <DescriptionField draft={draft} change={change} errors={errors} />
    </Stack>
  );
}

function PeriodField(props: {
  label: string;
  value: WarrantyPeriod | null;
  onChange: (value: WarrantyPeriod | null) => void;
  error: string | undefined;
  optional?: boolean;
}) {
  const t = useT();
  const v = props.value ?? { period: null, lifetime: false };
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={props.label}
        value={v.period ?? ''}
        disabled={v.lifetime}
        onChange={(event) => {
          const period = event.currentTarget.value.trim().toUpperCase() || null;
          props.onChange(props.optional && period === null ? null : { period, lifetime: false });
        }}
        error={props.error}
      />
      <Checkbox
        mb={8}
        label={t('afterSales.fields.lifetime')}
        checked={v.lifetime}
        onChange={(event) =>
          props.onChange(
            event.currentTarget.checked
              ? { period: null, lifetime: true }
              : props.optional
                ? null
                : { period: null, lifetime: false },
          )
        }
      />
    </Group>
  );
}

/** A warranty: who gives it, for how long (or for life), its card as a PDF sent to the marketplace. */
export function WarrantyFields(props: ConditionFieldsProps<Warranty>) {
  const t = useT();
  const { draft, change, errors } = props;
  const [uploading, setUploading] = useState(false);
  const pick = (file: File | null) => {
    if (!file) return change({ attachment: null });
    setUploading(true);
    uploadAttachment(file)
      .then((a) => change({ attachment: { id: a.id, name: a.name, url: null } }), notifyError)
      .finally(() => setUploading(false));
  };
  return (
    <Stack gap="xs">
      <Select
        label={t('afterSales.fields.type')}
        value={draft.type}
        onChange={(type) => change({ type })}
        data={[
          { value: 'SELLER', label: t('afterSales.fields.typeSELLER') },
          { value: 'MANUFACTURER', label: t('afterSales.fields.typeMANUFACTURER') },
        ]}
        error={errors.type}
        allowDeselect={false}
      />
      <PeriodField
        label={t('afterSales.fields.individualPeriod')}
        value={draft.individual}
        onChange={(individual) => change({ individual })}
        error={errors['individual.period']}
      />
      <PeriodField
        label={t('afterSales.fields.corporatePeriod')}
        value={draft.corporate}
        onChange={(corporate) => change({ corporate })}
        error={errors['corporate.period']}
        optional
      />
      <FileInput
        label={t('afterSales.fields.attachment')}
        placeholder={draft.attachment?.name ?? t('afterSales.fields.attachmentNone')}
        accept="application/pdf"
        clearable
        disabled={uploading}
        onChange={pick}
        data-testid="warranty-file"
      />
      {(uploading || draft.attachment) && (
        <Text size="xs" c="dimmed">
          {uploading
            ? t('afterSales.fields.uploading')
            : t('afterSales.fields.uploaded', { name: draft.attachment?.name ?? '' })}
        </Text>
      )}
      <DescriptionField draft={draft} change={change} errors={errors} />
    </Stack>
  );
}
