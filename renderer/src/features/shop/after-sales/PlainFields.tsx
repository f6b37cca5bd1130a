import { Textarea, TextInput } from '@mantine/core';
import { useT } from '../../../i18n';

/** What a condition's form takes: the draft without its id, a change to some of its fields, errors by path. */
export type ConditionFieldsProps<T extends { id: string }> = {
  draft: Omit<T, 'id'>;
  change: (patch: Partial<Omit<T, 'id'>>) => void;
  errors: Record<string, string>;
};

/** A whole number of days or years typed as digits; the draft turns the text into its period. */
export function CountField(props: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
  testId?: string;
}) {
  return (
    <TextInput
      label={props.label}
      inputMode="numeric"
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
      data-testid={props.testId}
    />
  );
}

/** A condition's free description; an empty one is none (`null`), as the marketplace keeps it. */
export function DescriptionField(props: {
  draft: { description: string | null };
  change: (patch: { description: string | null }) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    <Textarea
      label={t('afterSales.fields.description')}
      autosize
      minRows={2}
      maxRows={6}
      value={props.draft.description ?? ''}
      onChange={(event) => props.change({ description: event.currentTarget.value || null })}
      error={props.errors.description}
    />
  );
}
