import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { AfterSalesKind } from '../../../../shared/after-sales';
import type { OfferDetail } from '../../../../shared/offers';
import type { OfferAfterSales as Picked } from '../../../../shared/outbox';
import { notifyError } from '../../app/notify';
import { useDraft } from '../../components/use-draft';
import { useT } from '../../i18n';
import { useAfterSalesStore, watchAfterSales } from '../shop/after-sales/after-sales-store';
import { changeOffer } from '../../stores/outbox';
import { NotRead } from './NotRead';
import { WaitingMark } from './WaitingMark';

const NONE = '';
const unknownYet: Picked = { returnPolicyId: null, impliedWarrantyId: null, warrantyId: null };

/**
 * The offer's return policy, complaints policy and warranty, picked by name from the local copy's conditions
 * (a policy created a moment ago is there once the marketplace made it); saved through the outbox together.
 */
export function OfferAfterSales(props: { detail: OfferDetail }) {
  const t = useT();
  const d = props.detail;
  const choices = useAfterSalesStore((s) => s.choices);
  const loadChoices = useAfterSalesStore((s) => s.loadChoices);
  const held = d.afterSalesServices;
  const { draft: picked, dirty, change } = useDraft<Picked>(held ?? unknownYet);
  useEffect(() => watchAfterSales(), []);
  useEffect(() => {
    loadChoices().catch(notifyError);
  }, [loadChoices]);

  if (!held) {
    return (
      <NotRead
        offerId={d.id}
        note={t('afterSales.offer.notRead')}
        action={t('afterSales.offer.read')}
        size="xs"
        testId="offer-after-sales"
        actionTestId="offer-after-sales-read"
      />
    );
  }
  const options = (kind: AfterSalesKind, id: string | null) => {
    const list = (choices ?? []).filter((c) => c.kind === kind).map((c) => ({ value: c.id, label: c.name }));
    // A condition the local copy does not know (yet) is still shown, by its id.
    if (id !== null && !list.some((o) => o.value === id))
      list.push({ value: id, label: t('afterSales.offer.unknown', { id }) });
    return list;
  };
  const save = () => void changeOffer(d.id, { afterSalesServices: picked }).catch(notifyError);
  const waiting = d.waiting.includes('afterSalesServices');

  return (
    <Card withBorder padding="sm" data-testid="offer-after-sales">
      <Stack gap="xs">
        <Group gap={6}>
          <Text fw={600} size="sm">
            {t('afterSales.offer.title')}
          </Text>
          {waiting && <WaitingMark />}
        </Group>
        <Stack gap={6}>
          <Select
            label={t('afterSales.offer.returnPolicy')}
            data={options('return-policy', picked.returnPolicyId)}
            value={picked.returnPolicyId}
            onChange={(id) => id && change({ returnPolicyId: id })}
            allowDeselect={false}
            searchable
            data-testid="pick-return-policy"
          />
          <Select
            label={t('afterSales.offer.impliedWarranty')}
            data={options('implied-warranty', picked.impliedWarrantyId)}
            value={picked.impliedWarrantyId}
            onChange={(id) => id && change({ impliedWarrantyId: id })}
            allowDeselect={false}
            searchable
            data-testid="pick-implied-warranty"
          />
          <Select
            label={t('afterSales.offer.warranty')}
            data={[
              { value: NONE, label: t('afterSales.offer.noWarranty') },
              ...options('warranty', picked.warrantyId),
            ]}
            value={picked.warrantyId ?? NONE}
            onChange={(id) => change({ warrantyId: id ? id : null })}
            allowDeselect={false}
            searchable
            data-testid="pick-warranty"
          />
        </Stack>
        <Group gap="xs">
          <Button size="xs" disabled={!dirty} onClick={save} data-testid="offer-after-sales-save">
            {t('afterSales.offer.save')}
          </Button>
          <Button size="xs" variant="subtle" disabled={!dirty} onClick={() => change(held)}>
            {t('outbox.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
