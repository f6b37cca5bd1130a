import { Alert, Button, Card, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PickupProposal } from '../../../../shared/shipping';
import { errorText } from '../../app/error-text';
import { notifyInfo } from '../../app/notify';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { pickupProposals, requestPickup } from '../../stores/shipping';

const slotKey = (slot: { date: string; minTime: string; maxTime: string }) =>
  `${slot.date} ${slot.minTime}-${slot.maxTime}`;

/** Courier pickup for the day's parcels: the carriers' proposals, one slot chosen per carrier, then the request. */
export function PickupModal(props: { onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const [proposals, setProposals] = useState<PickupProposal[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  useEffect(() => {
    pickupProposals().then(setProposals, setFailure);
  }, []);

  const request = (index: number, proposal: PickupProposal) => {
    const slot = proposal.slots.find((s) => slotKey(s) === chosen[index]) ?? null;
    setBusy(index);
    requestPickup(proposal.parcelIds, slot)
      .then(() => notifyInfo(t('shipping.pickup.requested')), setFailure)
      .finally(() => setBusy(null));
  };

  return (
    <Modal opened onClose={props.onClose} title={t('shipping.pickup.title')} size="lg" centered>
      <Stack data-testid="pickup">
        {failure !== null && <Alert color="red">{errorText(failure, t)}</Alert>}
        {proposals === null && failure === null && <Loader aria-label={t('app.loading')} />}
        {proposals?.length === 0 && <Text c="dimmed">{t('shipping.pickup.none')}</Text>}
        {proposals?.map((proposal, index) => (
          <Card key={index} withBorder>
            <Text fw={700}>{proposal.carrierName ?? t('shipping.pickup.anyCarrier')}</Text>
            <Text size="sm" c="dimmed" mb="xs">
              {t('shipping.pickup.parcels', { count: proposal.parcelIds.length })}
            </Text>
            <Radio.Group
              value={chosen[index] ?? null}
              onChange={(value) => setChosen({ ...chosen, [index]: value })}
              aria-label={t('shipping.pickup.slot')}
            >
              <Stack gap={4}>
                {proposal.slots.map((slot) => (
                  <Radio
                    key={slotKey(slot)}
                    value={slotKey(slot)}
                    label={`${format.date(`${slot.date}T12:00:00`)} ${slot.minTime}–${slot.maxTime}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end" mt="sm">
              <Button
                loading={busy === index}
                disabled={proposal.slots.length > 0 && !chosen[index]}
                onClick={() => request(index, proposal)}
              >
                {t('shipping.pickup.request')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
