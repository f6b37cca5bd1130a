import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  listOfRows,
  maxLineOf,
  type CompatibilityRow,
  type OfferCompatibility,
} from '../../../../../shared/compatibility';
import type { OfferDetail } from '../../../../../shared/offers';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { changeOffer } from '../../../stores/outbox';
import { WaitingMark } from '../WaitingMark';
import {
  compatibilityProblems,
  maxRowsOf,
  problemText,
  rowsText,
  sameRows,
  textRows,
} from './compatibility-draft';
import { VehiclePicker } from './VehiclePicker';
import { compatibilityOf, suggestedCompatibility } from './compatibility-store';

/**
 * The offer's compatibility list, in the form its category takes: vehicles picked from the database, or text
 * rows counted against the category's limits as the seller types. An offer without a list is offered the
 * marketplace's suggestion. Saved as one change of the offer through the outbox; a category without lists shows
 * nothing.
 */
export function CompatibilityEditor(props: { detail: OfferDetail }) {
  const t = useT();
  const d = props.detail;
  const [data, setData] = useState<OfferCompatibility | null>(null);
  const [draft, setDraft] = useState<CompatibilityRow[] | null>(null);
  const [suggestion, setSuggestion] = useState<CompatibilityRow[]>([]);
  const waiting = d.waiting.includes('compatibilityList');

  // Read again whenever the offer changes in the local copy (a save, the sync): the list shown is the stored one.
  useEffect(() => {
    let current = true;
    compatibilityOf(d.accountId, d.id).then(
      (found) => current && setData(found),
      (error: unknown) => current && notifyError(error),
    );
    return () => {
      current = false;
    };
  }, [d.accountId, d.id, d.updatedAt, waiting]);

  const stored = data?.list?.rows ?? [];
  const hasList = stored.length > 0;
  const hasCategory = Boolean(data?.category);
  useEffect(() => {
    if (!hasCategory || hasList || d.detailSyncedAt === null) return;
    let current = true;
    // Only an offer without a list is offered one; offline there is none, and that is no error to show.
    suggestedCompatibility(d.accountId, d.id).then(
      (rows) => current && setSuggestion(rows),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [d.accountId, d.id, hasCategory, hasList, d.detailSyncedAt]);

  if (!data?.category) return null;
  const category = data.category;
  // Without the full offer the list it holds is unknown: editing then could overwrite it.
  if (d.detailSyncedAt === null) {
    return (
      <Card withBorder padding="sm" data-testid="compatibility-editor">
        <Title order={3} size="h6">
          {t('compatibility.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('compatibility.notRead')}
        </Text>
      </Card>
    );
  }
  // A list from the product (PRODUCT_BASED) is sent back unchanged or not at all: shown, not edited.
  if (data.list?.type === 'PRODUCT_BASED') {
    return (
      <Card withBorder padding="sm" data-testid="compatibility-editor">
        <Title order={3} size="h6">
          {t('compatibility.title')}
        </Title>
        <Text size="xs" c="dimmed" mb={4}>
          {t('compatibility.productBased')}
        </Text>
        {stored.map((row, index) => (
          <Text key={index} size="sm">
            {row.text}
          </Text>
        ))}
      </Card>
    );
  }
  const rows = draft ?? stored;
  const dirty = draft !== null && !sameRows(draft, stored);
  const problems = compatibilityProblems(category, rows);
  const maxRows = maxRowsOf(category);
  const failed = d.failedChange?.errors.filter((e) => e.path?.startsWith('compatibilityList')) ?? [];

  const save = () => {
    if (!dirty || problems.length > 0) return;
    changeOffer(d.id, { compatibilityList: listOfRows(rows) }).then(() => setDraft(null), notifyError);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dirty) {
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <Card withBorder padding="sm" data-testid="compatibility-editor" onKeyDown={onKeyDown}>
      <Stack gap="xs">
        <Group gap={6}>
          <Title order={3} size="h6">
            {t('compatibility.title')}
          </Title>
          {waiting && <WaitingMark />}
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {category.inputType === 'ID'
              ? t('compatibility.ruleId', { category: category.name, maxRows })
              : t('compatibility.ruleText', {
                  category: category.name,
                  maxRows,
                  maxLine: maxLineOf(category),
                })}
          </Text>
          <Text size="xs" c={rows.length > maxRows ? 'red' : 'dimmed'} data-testid="compatibility-count">
            {t('compatibility.rows', { count: rows.length, max: maxRows })}
          </Text>
        </Group>
        {rows.length === 0 && suggestion.length > 0 && (
          <Alert color="blue" p="xs">
            <Group gap="xs">
              <Text size="sm" style={{ flex: 1 }}>
                {t('compatibility.suggestion', { count: suggestion.length })}
              </Text>
              <Button size="xs" onClick={() => setDraft(suggestion)}>
                {t('compatibility.takeSuggestion')}
              </Button>
            </Group>
          </Alert>
        )}
        {category.inputType === 'ID' ? (
          <>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('compatibility.empty')}
              </Text>
            ) : (
              <Stack
                gap={2}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('compatibility.title')}
              >
                {rows.map((row, index) => (
                  <Group key={`${row.id ?? ''}-${index}`} component="li" gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ flex: 1 }}>
                      {row.text}
                    </Text>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('compatibility.remove', { text: row.text })}
                      onClick={() => setDraft(rows.filter((_, at) => at !== index))}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
            <VehiclePicker
              accountId={d.accountId}
              itemsType={category.itemsType}
              groups={data.groups}
              taken={new Set(rows.map((row) => row.id ?? ''))}
              onAdd={(vehicle) => setDraft([...rows, { type: 'ID', id: vehicle.id, text: vehicle.text }])}
            />
          </>
        ) : (
          <Textarea
            label={t('compatibility.textLabel')}
            value={rowsText(rows)}
            onChange={(event) => setDraft(textRows(event.currentTarget.value))}
            autosize
            minRows={3}
            maxRows={12}
          />
        )}
        {problems.map((problem, index) => (
          <Text key={index} size="xs" c="red">
            {problemText(problem, rows, t)}
          </Text>
        ))}
        {failed.map((error, index) => (
          <Alert key={index} color="red" p="xs">
            {error.userMessage}
          </Alert>
        ))}
        <Group gap="xs">
          <Button size="xs" disabled={!dirty || problems.length > 0} onClick={save}>
            {t('compatibility.save')}
          </Button>
          <Button size="xs" variant="subtle" disabled={!dirty} onClick={() => setDraft(null)}>
            {t('compatibility.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
