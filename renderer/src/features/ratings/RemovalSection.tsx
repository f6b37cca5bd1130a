import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { RatingRow } from '../../../../shared/ratings';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { requestRatingRemoval } from './ratings-store';
import { ChangeMark } from './ChangeMark';
import { RatingTextForm } from './RatingTextForm';
import { removalState } from './rating-text';

/**
 * Asking the marketplace to remove a rating: possible only until its `possibleTo`; otherwise the action stays
 * disabled and says why. The request's state (waiting, sent, refused with the marketplace's words) shows here.
 */
export function RemovalSection(props: { rating: RatingRow }) {
  const t = useT();
  const format = useFormat();
  const r = props.rating;
  const [open, setOpen] = useState(false);
  // Minutes late at most: the core checks the time again when the request is stored.
  const [now] = useState(() => Date.now());
  const state = removalState(r, now);
  const refused = r.removalChange?.state === 'failed' ? r.removalChange : null;

  const why =
    state.kind === 'open'
      ? t('ratings.changes.removal.until', { date: format.dateTime(state.until) })
      : state.kind === 'closed'
        ? t('ratings.changes.removal.closed', { date: format.dateTime(state.until) })
        : t(`ratings.changes.removal.${state.kind}`);

  return (
    <Card withBorder padding="sm" data-testid="rating-removal">
      <Group gap={6} mb={6}>
        <Title order={3} size="h6">
          {t('ratings.changes.removal.title')}
        </Title>
        <ChangeMark mark={r.removalChange} />
      </Group>
      <Stack gap="xs">
        {refused && (
          <Alert color="red" title={t('ratings.changes.refusedRemoval')} p="xs" data-testid="removal-refused">
            {refused.message ?? t('ratings.changes.refusedNoMessage')}
          </Alert>
        )}
        <Text size="sm" c={state.kind === 'closed' || state.kind === 'unavailable' ? 'dimmed' : undefined}>
          {why}
        </Text>
        {r.removalRequest && (
          <Text size="sm" c="dimmed" data-testid="removal-reason">
            {t('ratings.changes.removal.reason', { message: r.removalRequest.message })}
          </Text>
        )}
        {state.kind === 'open' && open ? (
          <RatingTextForm
            current=""
            label={t('ratings.changes.removal.reasonLabel')}
            placeholder={t('ratings.changes.removal.reasonPlaceholder')}
            submitLabel={t('ratings.changes.removal.send')}
            onSubmit={(message) => requestRatingRemoval(r.id, message).then(() => setOpen(false))}
            onLeave={() => setOpen(false)}
            autoFocus
            testId="rating-removal-form"
          />
        ) : (
          (state.kind === 'open' || state.kind === 'closed' || state.kind === 'unavailable') && (
            <Group>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                disabled={state.kind !== 'open'}
                onClick={() => setOpen(true)}
                title={state.kind === 'open' ? undefined : why}
              >
                {t('ratings.changes.removal.request')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}
