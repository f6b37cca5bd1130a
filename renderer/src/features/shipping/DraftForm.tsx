import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { packageTypes, type AddressProblem, type ParcelDraft, type Party } from '../../../../shared/shipping';
import type { FieldError } from '../../../../shared/errors';
import { useT } from '../../i18n';
import { messagesAt } from './problem-text';

type Package = ParcelDraft['packages'][number];

const newPackage = (last: Package | undefined): Package =>
  last ? { ...last } : { type: 'PACKAGE', lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 1 };

/**
 * The parcel as it will be created, every field editable for this order. The address check's findings and the
 * marketplace's refusals stand at the field they are about.
 */
export function DraftForm(props: {
  draft: ParcelDraft;
  problems: AddressProblem[];
  errors: FieldError[];
  onChange: (draft: ParcelDraft) => void;
  /** The marketplace bills each parcel after the first (the 2026 marketplace's Wysyłam z Allegro). */
  extraParcelsCharged?: boolean;
}) {
  const t = useT();
  const { draft, problems, errors, onChange } = props;
  const at = (path: string) => messagesAt(path, problems, errors, t);
  const receiver = (patch: Partial<Party>) =>
    onChange({ ...draft, receiver: { ...draft.receiver, ...patch } });
  const text = (field: keyof Party, label: string, extra: { required?: boolean; span?: number } = {}) => (
    <TextInput
      label={label}
      value={draft.receiver[field] ?? ''}
      error={at(`receiver.${field}`)}
      required={extra.required}
      onChange={(event) => {
        const value = event.currentTarget.value;
        const nullable = field === 'name' || field === 'company' || field === 'pointId';
        receiver({ [field]: nullable && value === '' ? null : value });
      }}
      data-testid={`draft-${field}`}
      style={extra.span ? { gridColumn: `span ${extra.span}` } : undefined}
    />
  );
  const setPackage = (index: number, patch: Partial<Package>) =>
    onChange({ ...draft, packages: draft.packages.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
  const money = (which: 'cashOnDelivery' | 'insurance') => {
    const value = draft[which];
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Switch
          label={t(`shipping.fields.${which}`)}
          checked={value !== null}
          onChange={(event) =>
            onChange({
              ...draft,
              [which]: event.currentTarget.checked
                ? {
                    amount: draft.cashOnDelivery?.amount ?? draft.insurance?.amount ?? '0.00',
                    currency: 'PLN',
                  }
                : null,
            })
          }
          mb={8}
          miw={150}
        />
        {value && (
          <TextInput
            aria-label={`${t(`shipping.fields.${which}`)}: ${t('shipping.fields.amount')}`}
            value={value.amount}
            rightSection={<Text size="xs">{value.currency}</Text>}
            error={at(`${which}.amount`)}
            onChange={(event) =>
              onChange({ ...draft, [which]: { ...value, amount: event.currentTarget.value } })
            }
            w={140}
            data-testid={`draft-${which}`}
          />
        )}
      </Group>
    );
  };

  return (
    <Stack gap="xs" data-testid="parcel-draft">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {text('name', t('shipping.fields.name'))}
        {text('company', t('shipping.fields.company'))}
        {text('street', t('shipping.fields.street'), { required: true, span: 2 })}
        {text('postCode', t('shipping.fields.postCode'), { required: true })}
        {text('city', t('shipping.fields.city'), { required: true })}
        {text('phone', t('shipping.fields.phone'), { required: true })}
        {text('email', t('shipping.fields.email'))}
        {text('countryCode', t('shipping.fields.countryCode'))}
        {text('pointId', t('shipping.fields.pointId'))}
      </SimpleGrid>
      <Text size="sm" fw={600} mt={4}>
        {t('shipping.fields.packages')}
      </Text>
      {draft.packages.map((pack, index) => (
        <Group key={index} gap={6} align="flex-start" wrap="nowrap" data-testid="draft-package">
          <Select
            aria-label={t('shipping.fields.type')}
            data={packageTypes.map((value) => ({ value, label: t(`shipping.packageTypes.${value}`) }))}
            value={pack.type}
            onChange={(value) => value && setPackage(index, { type: value })}
            allowDeselect={false}
            w={110}
          />
          {(['lengthCm', 'widthCm', 'heightCm', 'weightKg'] as const).map((field) => (
            <NumberInput
              key={field}
              aria-label={t(`shipping.fields.${field}`)}
              placeholder={t(`shipping.fields.${field}`)}
              value={pack[field]}
              min={0}
              decimalScale={field === 'weightKg' ? 2 : 0}
              rightSection={<Text size="xs">{field === 'weightKg' ? 'kg' : 'cm'}</Text>}
              error={at(`packages.${index}.${field}`)}
              onChange={(value) => setPackage(index, { [field]: typeof value === 'number' ? value : 0 })}
              hideControls
              w={field === 'weightKg' ? 86 : 70}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            disabled={draft.packages.length === 1}
            aria-label={`${t('shipping.removePackage')} ${index + 1}`}
            onClick={() => onChange({ ...draft, packages: draft.packages.filter((_, i) => i !== index) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={draft.packages.length >= 10}
          onClick={() =>
            onChange({ ...draft, packages: [...draft.packages, newPackage(draft.packages.at(-1))] })
          }
        >
          {t('shipping.addPackage')}
        </Button>
      </Group>
      {props.extraParcelsCharged && draft.packages.length > 1 && (
        <Text size="xs" c="orange" data-testid="extra-parcels-charged">
          {t('shipping.extraParcelsCharged', { count: draft.packages.length - 1 })}
        </Text>
      )}
      {money('cashOnDelivery')}
      {money('insurance')}
      <TextInput
        label={t('shipping.fields.textOnLabel')}
        value={draft.textOnLabel ?? ''}
        maxLength={100}
        onChange={(event) => onChange({ ...draft, textOnLabel: event.currentTarget.value || null })}
      />
    </Stack>
  );
}
