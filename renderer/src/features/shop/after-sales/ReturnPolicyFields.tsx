import {
  Checkbox,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  returnPolicyOptionNames,
  type ReturnPolicy,
  type ReturnPolicyOptions,
} from '../../../../../shared/after-sales';
import { restrictionCauses } from '../../../../../shared/after-sales-rules';
import { useT } from '../../../i18n';
import { AddressFields } from './AddressFields';
import { daysOf, periodOfDays } from './condition-draft';
import { CountField, type ConditionFieldsProps } from './PlainFields';

/** A return policy: who may withdraw and for how long, who pays, where the returns go, its options. */
export function ReturnPolicyFields(props: ConditionFieldsProps<ReturnPolicy>) {
  const t = useT();
  const { draft, change, errors } = props;
  const full = draft.range !== 'RESTRICTED';
  const options = draft.options ?? Object.fromEntries(returnPolicyOptionNames.map((n) => [n, false]));
  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('afterSales.fields.range')}
        </Text>
        <SegmentedControl
          data-testid="return-range"
          value={draft.range ?? 'FULL'}
          onChange={(range) =>
            change(
              range === 'FULL'
                ? { range, restrictionCause: null }
                : { range, restrictionCause: { name: 'CUSTOM_ITEM', description: null } },
            )
          }
          data={[
            { value: 'FULL', label: t('afterSales.fields.rangeFULL') },
            { value: 'RESTRICTED', label: t('afterSales.fields.rangeRESTRICTED') },
          ]}
        />
      </Stack>
      {!full && (
        <Select
          label={t('afterSales.fields.restrictionCause')}
          value={draft.restrictionCause?.name ?? null}
          onChange={(name) => change({ restrictionCause: name ? { name, description: null } : null })}
          data={restrictionCauses.map((c) => ({ value: c, label: t(`afterSales.causes.${c}`) }))}
          error={errors['availability.restrictionCause.name']}
          allowDeselect={false}
        />
      )}
      <Group grow align="flex-start">
        <CountField
          label={t('afterSales.fields.withdrawalDays')}
          value={daysOf(draft.withdrawalPeriod)}
          onChange={(days) => change({ withdrawalPeriod: periodOfDays(days) })}
          error={errors.withdrawalPeriod}
          testId="withdrawal-days"
        />
        {full && (
          <Select
            label={t('afterSales.fields.returnCost')}
            value={draft.returnCostCoveredBy}
            onChange={(value) => change({ returnCostCoveredBy: value })}
            data={[
              { value: 'BUYER', label: t('afterSales.fields.costBUYER') },
              { value: 'SELLER', label: t('afterSales.fields.costSELLER') },
            ]}
            error={errors['returnCost.coveredBy']}
            allowDeselect={false}
          />
        )}
      </Group>
      <AddressFields value={draft.address} onChange={(address) => change({ address })} errors={errors} />
      <Group grow align="flex-start">
        <TextInput
          label={t('afterSales.fields.phone')}
          value={draft.contact?.phoneNumber ?? ''}
          onChange={(event) =>
            change({
              contact: {
                email: draft.contact?.email ?? null,
                phoneNumber: event.currentTarget.value || null,
              },
            })
          }
          error={errors['contact.phoneNumber']}
        />
        <TextInput
          label={t('afterSales.fields.email')}
          value={draft.contact?.email ?? ''}
          onChange={(event) =>
            change({
              contact: {
                phoneNumber: draft.contact?.phoneNumber ?? null,
                email: event.currentTarget.value || null,
              },
            })
          }
          error={errors['contact.email']}
        />
      </Group>
      <Fieldset legend={t('afterSales.fields.options')} p="xs">
        <SimpleGrid cols={2} spacing={6}>
          {returnPolicyOptionNames.map((name) => (
            <Checkbox
              key={name}
              size="xs"
              label={t(`afterSales.options.${name}`)}
              checked={options[name]}
              onChange={(event) =>
                change({
                  options: { ...options, [name]: event.currentTarget.checked } as ReturnPolicyOptions,
                })
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
