import { Button, Card, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OfferDeliveryTags as Shown } from '../../../../../shared/delivery-tags';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { assignOfferTags, useDeliveryTagsData, useOfferDeliveryTags } from '../../../stores/delivery-tags';
import { changeOffer } from '../../../stores/outbox';
import { WaitingMark } from '../WaitingMark';

/**
 * The offer's shipping rate list, picked by name (it goes at once as an edit of the offer), and its tags, picked
 * from the seller's and saved as the whole list (a change of its own in the outbox). Both show waiting until sent.
 */
export function OfferDeliveryTags(props: { offerId: string; ratesWaiting: boolean }) {
  const t = useT();
  const { rateLists, tags } = useDeliveryTagsData();
  const { offerId } = props;
  const shown = useOfferDeliveryTags(offerId).data;
  // The tags picked stand against what was read when they were picked: each read of the offer drops them.
  const [picked, setPicked] = useState<{ of: Shown | null; ids: string[] } | null>(null);

  const current = shown?.tagIds ?? [];
  const draft = picked && picked.of === shown ? picked.ids : current;
  const dirty = JSON.stringify([...draft].sort()) !== JSON.stringify([...current].sort());

  const pickList = (id: string | null) => {
    if (!id || id === shown?.shippingRatesId) return;
    changeOffer(offerId, { shippingRatesId: id }).catch(notifyError);
  };
  const saveTags = () => {
    if (!dirty) return;
    assignOfferTags(offerId, draft).catch(notifyError);
  };

  return (
    <Card withBorder padding="sm" data-testid="offer-delivery-tags">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('deliveryTags.offer.title')}
        </Text>
        <Select
          label={
            <Group gap={6} component="span" wrap="nowrap">
              {t('deliveryTags.offer.rateList')}
              {props.ratesWaiting && <WaitingMark />}
            </Group>
          }
          data={(rateLists ?? []).map((list) => ({ value: list.id, label: list.name }))}
          value={shown?.shippingRatesId ?? null}
          onChange={pickList}
          allowDeselect={false}
          data-testid="offer-rate-list"
        />
        <MultiSelect
          label={
            <Group gap={6} component="span" wrap="nowrap">
              {t('deliveryTags.offer.tags')}
              {shown?.tagsWaiting && <WaitingMark />}
            </Group>
          }
          placeholder={t('deliveryTags.offer.pickTags')}
          description={shown && shown.tagIds === null ? t('deliveryTags.offer.notRead') : undefined}
          data={(tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          value={draft}
          onChange={(ids) => setPicked({ of: shown, ids })}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) saveTags();
          }}
          searchable
          clearable
          disabled={!shown || (shown.tagIds === null && !shown.tagsWaiting)}
          data-testid="offer-tags"
        />
        <Group>
          <Button size="xs" disabled={!dirty} onClick={saveTags} data-testid="offer-tags-save">
            {t('deliveryTags.offer.saveTags')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
