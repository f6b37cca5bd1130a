import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { RatingRow } from '../../../../shared/ratings';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { answerRating } from './ratings-store';
import { ChangeMark } from './ChangeMark';
import { RatingTextForm } from './RatingTextForm';
import { RemovalSection } from './RemovalSection';

const rateKeys = ['description', 'service', 'delivery', 'deliveryCost'] as const;

/** A rating from the local copy: the buyer's words and rates, the seller's answer and the removal request. */
export function RatingDetailView(props: { rating: RatingRow }) {
  const t = useT();
  const format = useFormat();
  const r = props.rating;
  const refused = r.answerChange?.state === 'failed' ? r.answerChange : null;

  return (
    <Stack gap="sm" data-testid="rating-detail">
      <Group gap="xs">
        {r.recommended ? (
          <IconThumbUp size={20} color="var(--mantine-color-teal-6)" aria-hidden />
        ) : (
          <IconThumbDown size={20} color="var(--mantine-color-red-6)" aria-hidden />
        )}
        <Text fw={600}>{t(r.recommended ? 'ratings.recommended' : 'ratings.notRecommended')}</Text>
        <Text c="dimmed">
          {r.buyerLogin ?? ''} · {format.dateTime(r.createdAt)}
        </Text>
        {r.excludedFromAverageRates && (
          <Badge size="sm" variant="outline" color="gray">
            {t('ratings.excluded')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c={r.comment ? undefined : 'dimmed'} data-testid="rating-comment">
        {r.comment ?? t('ratings.changes.noComment')}
      </Text>
      <Card withBorder padding="sm">
        <Group gap={6} mb={6}>
          <Title order={3} size="h6">
            {t('ratings.changes.answerTitle')}
          </Title>
          <ChangeMark mark={r.answerChange} />
          {r.answer?.createdAt && (
            <Text size="xs" c="dimmed">
              {format.dateTime(r.answer.createdAt)}
            </Text>
          )}
        </Group>
        {refused && (
          <Alert
            color="red"
            title={t('ratings.changes.refusedAnswer')}
            p="xs"
            mb="xs"
            data-testid="answer-refused"
          >
            {refused.message ?? t('ratings.changes.refusedNoMessage')}
          </Alert>
        )}
        <RatingTextForm
          // A refusal puts the field back to what the marketplace holds, even one that came before the waiting
          // text was read back.
          key={`${r.id}:${refused?.changeId ?? ''}`}
          current={r.answer?.message ?? ''}
          label={t('ratings.changes.answerLabel')}
          placeholder={t('ratings.changes.answerPlaceholder')}
          submitLabel={t('ratings.changes.send')}
          onSubmit={(text) => answerRating(r.id, text)}
          hotkey="e"
          testId="rating-answer-form"
        />
      </Card>
      <RemovalSection key={r.id} rating={r} />
      <Stack gap={4} data-testid="rating-facts">
        {r.rates && (
          <Group gap="md">
            {rateKeys
              .filter((key) => r.rates?.[key] !== null)
              .map((key) => (
                <Text key={key} size="sm">
                  <Text span size="sm" c="dimmed">
                    {t(`ratings.changes.rates.${key}`)}
                  </Text>{' '}
                  {r.rates?.[key]}/5
                </Text>
              ))}
          </Group>
        )}
        {r.orderId && (
          <Text size="xs" c="dimmed">
            {t('ratings.changes.order')} {r.orderId}
          </Text>
        )}
        {r.offers.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('ratings.changes.offers')}: {r.offers.map((offer) => offer.title ?? offer.id).join(', ')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
