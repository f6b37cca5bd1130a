import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { benefitText, promotionName } from '../shop/promotions/promotion-text';
import { useOfferPromotions } from '../shop/promotions/promotions-store';

/** The promotions that name this offer, from the local copy (a large-order discount covers every offer: not shown). */
export const OfferPromotions = memo(function OfferPromotions(props: { offerId: string }) {
  const t = useT();
  const format = useFormat();
  const promotions = useOfferPromotions(props.offerId).data;
  if (promotions === null) return null;
  return (
    <Stack gap={4} data-testid="offer-promotions">
      <Title order={3} size="h6">
        {t('promotions.ofOffer.title')}
      </Title>
      {promotions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('promotions.ofOffer.none')}
        </Text>
      ) : (
        promotions.map((p) => (
          <Group key={p.id} gap="xs">
            <Badge variant="light">{t(`promotions.typeOne.${p.type}`)}</Badge>
            <Text size="sm">{promotionName(p, t)}</Text>
            <Text size="sm" c="dimmed">
              {benefitText(p, t, format.money)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
});
