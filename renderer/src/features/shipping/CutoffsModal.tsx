import { Modal, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { cutoffTimeSchema } from '../../../../shared/packing-deadline';
import { notifyDone } from '../../app/notify';
import { useT } from '../../i18n';
import { useSettingsStore } from '../../stores/settings';
import { useQueueCountsStore } from '../../stores/shipping';

/**
 * The time each carrier's courier collects, set per carrier: those of the queue's orders, and any set before. The
 * station's setting, not an account's (see `carrierCutoffs` in shared/settings.ts).
 */
export function CutoffsModal(props: { onClose: () => void }) {
  const t = useT();
  const cutoffs = useSettingsStore((state) => state.settings?.carrierCutoffs);
  const update = useSettingsStore((state) => state.update);
  const carriers = useQueueCountsStore((state) => state.counts?.carriers ?? []);
  if (!cutoffs) return null;
  const listed = [
    ...carriers.map((carrier) => ({ id: carrier.id, name: carrier.name })),
    ...Object.keys(cutoffs)
      .filter((id) => !carriers.some((carrier) => carrier.id === id))
      .map((id) => ({ id, name: id })),
  ];
  const save = (carrierId: string, value: string) => {
    const { [carrierId]: _previous, ...others } = cutoffs;
    // A time being typed is not saved until it is whole; an emptied field drops the cut-off.
    if (value !== '' && !cutoffTimeSchema.safeParse(value).success) return;
    const next = value === '' ? others : { ...others, [carrierId]: value };
    notifyDone(update({ carrierCutoffs: next }), t('settings.saved'));
  };
  return (
    <Modal opened onClose={props.onClose} title={t('deadlines.cutoffs.title')} centered>
      <Stack gap="sm" data-testid="cutoffs">
        <Text size="sm" c="dimmed">
          {t('deadlines.cutoffs.help')}
        </Text>
        {listed.length === 0 && <Text size="sm">{t('deadlines.cutoffs.none')}</Text>}
        {listed.map((carrier) => (
          <TimeInput
            key={carrier.id}
            label={carrier.name}
            aria-label={t('deadlines.cutoffs.time', { carrier: carrier.name })}
            defaultValue={cutoffs[carrier.id] ?? ''}
            onChange={(event) => save(carrier.id, event.currentTarget.value)}
            w={160}
            data-testid={`cutoff-${carrier.id}`}
          />
        ))}
      </Stack>
    </Modal>
  );
}
