import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { OfferRow } from '../../../../../shared/offers';
import { promotionRules, type PromotionDraft } from '../../../../../shared/promotions';
import { notifyDone, notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { createPromotion, findActiveOffers } from './promotions-store';

interface Threshold {
  quantity: number | string;
  percentage: number | string;
}

type Picked = Pick<OfferRow, 'id' | 'name'>;

const whole = (v: number | string, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** What is wrong with the form, as a message key with its values, or null when it can be saved. */
function problemOf(
  kind: 'wholesale' | 'multipack',
  name: string,
  thresholds: Threshold[],
  pack: Threshold,
  picked: Picked[],
): [string, Record<string, number>?] | null {
  if (picked.length === 0) return ['offers'];
  if (kind === 'wholesale') {
    if (name.trim() === '') return ['name'];
    if (!thresholds.every((th) => whole(th.quantity, 2, 100000) && whole(th.percentage, 1, 99)))
      return ['threshold'];
    const sorted = [...thresholds].sort((a, b) => Number(a.quantity) - Number(b.quantity));
    for (let i = 1; i < sorted.length; i += 1)
      if (
        sorted[i]!.quantity === sorted[i - 1]!.quantity ||
        Number(sorted[i]!.percentage) <= Number(sorted[i - 1]!.percentage)
      )
        return ['rising'];
    return null;
  }
  const quantity = Number(pack.quantity);
  const min = promotionRules.multipackMinimum(quantity);
  if (!whole(pack.quantity, 2, 10) || !whole(pack.percentage, min + 1, 100))
    return ['pack', { quantity, min }];
  return null;
}

/** A new wholesale price list or multipack for offers picked from the local copy (searched by title or number). */
export function PromotionCreateModal(props: { kind: 'wholesale' | 'multipack'; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [thresholds, setThresholds] = useState<Threshold[]>([{ quantity: 5, percentage: 3 }]);
  const [pack, setPack] = useState<Threshold>({ quantity: 2, percentage: 20 });
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Picked[]>([]);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    findActiveOffers(search)
      .then((offers) => current && setFound(offers))
      .catch(notifyError);
    return () => {
      current = false;
    };
  }, [search]);

  const problem = problemOf(props.kind, name, thresholds, pack, picked);
  const toggle = (offer: Picked) =>
    setPicked((all) =>
      all.some((o) => o.id === offer.id) ? all.filter((o) => o.id !== offer.id) : [...all, offer],
    );
  const setThreshold = (index: number, patch: Partial<Threshold>) =>
    setThresholds((all) => all.map((th, i) => (i === index ? { ...th, ...patch } : th)));

  function save() {
    if (problem || saving) return;
    const offerIds = picked.map((o) => o.id);
    const draft: PromotionDraft =
      props.kind === 'wholesale'
        ? {
            kind: 'wholesale',
            name: name.trim(),
            thresholds: thresholds.map((th) => ({
              quantity: Number(th.quantity),
              percentage: Number(th.percentage),
            })),
            offerIds,
          }
        : {
            kind: 'multipack',
            forEachQuantity: Number(pack.quantity),
            percentage: Number(pack.percentage),
            offerIds,
          };
    setSaving(true);
    const work = createPromotion(draft);
    notifyDone(work, t('promotions.create.done'));
    work.then(props.onClose, () => setSaving(false));
  }

  return (
    <Modal
      opened
      onClose={props.onClose}
      size="lg"
      title={t(
        props.kind === 'wholesale' ? 'promotions.create.wholesaleTitle' : 'promotions.create.multipackTitle',
      )}
    >
      <Stack
        gap="sm"
        data-testid="promotion-create"
        onKeyDown={(e) => e.key === 'Enter' && e.ctrlKey && save()}
      >
        {props.kind === 'wholesale' ? (
          <>
            <TextInput
              label={t('promotions.create.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <Text fw={600} size="sm">
              {t('promotions.create.thresholds')}
            </Text>
            {thresholds.map((th, i) => (
              <Group key={i} gap="xs" align="end" data-testid="promotion-threshold">
                <NumberInput
                  label={t('promotions.create.quantity')}
                  min={2}
                  max={100000}
                  allowDecimal={false}
                  value={th.quantity}
                  onChange={(v) => setThreshold(i, { quantity: v })}
                  w={160}
                />
                <NumberInput
                  label={t('promotions.create.percentage')}
                  min={1}
                  max={99}
                  allowDecimal={false}
                  value={th.percentage}
                  onChange={(v) => setThreshold(i, { percentage: v })}
                  w={120}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={thresholds.length === 1}
                  aria-label={t('promotions.create.removeThreshold', { index: i + 1 })}
                  onClick={() => setThresholds((all) => all.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              w="fit-content"
              disabled={thresholds.length >= promotionRules.maxThresholds}
              onClick={() => setThresholds((all) => [...all, { quantity: '', percentage: '' }])}
            >
              {t('promotions.create.addThreshold')}
            </Button>
          </>
        ) : (
          <Group gap="xs">
            <NumberInput
              label={t('promotions.create.forEachQuantity')}
              min={2}
              max={10}
              allowDecimal={false}
              value={pack.quantity}
              onChange={(v) => setPack((p) => ({ ...p, quantity: v }))}
              w={180}
              data-autofocus
            />
            <NumberInput
              label={t('promotions.create.packPercentage')}
              min={1}
              max={100}
              allowDecimal={false}
              value={pack.percentage}
              onChange={(v) => setPack((p) => ({ ...p, percentage: v }))}
              w={240}
            />
          </Group>
        )}
        <TextInput
          label={t('promotions.create.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="promotion-offer-search"
        />
        <ScrollArea.Autosize mah={220}>
          <Stack gap={4} data-testid="promotion-offer-choices">
            {found.map((o) => (
              <Checkbox
                key={o.id}
                label={`${o.id} · ${o.name ?? ''}`}
                aria-label={t('promotions.create.pick', { id: o.id })}
                checked={picked.some((p) => p.id === o.id)}
                onChange={() => toggle(o)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Text size="sm" fw={600} data-testid="promotion-picked">
          {t('promotions.create.picked', { count: picked.length })}
        </Text>
        <Text size="sm" c="dimmed">
          {picked.length === 0
            ? t('promotions.create.nonePicked')
            : picked.map((o) => o.name ?? o.id).join(' · ')}
        </Text>
        {problem && (
          <Text size="sm" c="red" data-testid="promotion-problem">
            {t(`promotions.problems.${problem[0]}` as 'promotions.problems.name', problem[1])}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('promotions.create.cancel')}
          </Button>
          <Button onClick={save} disabled={problem !== null} loading={saving}>
            {t('promotions.create.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
