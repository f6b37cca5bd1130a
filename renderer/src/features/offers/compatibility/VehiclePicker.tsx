import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { CompatibleGroup, CompatibleVehicle } from '../../../../../shared/compatibility';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { modelsOf } from './compatibility-draft';
import { vehiclesOfMake } from './compatibility-store';

/**
 * Make → model → type from the vehicle database in the local copy; a make never opened is read once (then kept
 * for offline use). Adding leaves make and model chosen, so the next type of the same model is one choice away.
 */
export function VehiclePicker(props: {
  accountId: string;
  itemsType: string;
  groups: CompatibleGroup[];
  taken: ReadonlySet<string>;
  onAdd(vehicle: CompatibleVehicle): void;
}) {
  const t = useT();
  const [make, setMake] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  // The vehicles of the make they were read for: a make changed meanwhile shows none until its own arrive.
  const [loaded, setLoaded] = useState<{ make: string; vehicles: CompatibleVehicle[] } | null>(null);
  const vehicles = loaded && loaded.make === make ? loaded.vehicles : [];

  useEffect(() => {
    if (!make) return;
    let current = true;
    vehiclesOfMake({ accountId: props.accountId, itemsType: props.itemsType, groupId: make }).then(
      (found) => current && setLoaded({ make, vehicles: found }),
      notifyError,
    );
    return () => {
      current = false;
    };
  }, [props.accountId, props.itemsType, make]);

  const types = vehicles.filter((v) => v.model === model && !props.taken.has(v.id));
  const chosen = types.find((v) => v.id === type);
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('compatibility.make')}
        data={props.groups.map((g) => ({ value: g.id, label: g.text }))}
        value={make}
        onChange={(value) => {
          setMake(value);
          setModel(null);
          setType(null);
        }}
        searchable
        allowDeselect={false}
        size="xs"
        w={140}
      />
      <Select
        label={t('compatibility.model')}
        data={modelsOf(vehicles)}
        value={model}
        onChange={(value) => {
          setModel(value);
          setType(null);
        }}
        disabled={vehicles.length === 0}
        searchable
        allowDeselect={false}
        size="xs"
        w={180}
      />
      <Select
        label={t('compatibility.type')}
        data={types.map((v) => ({ value: v.id, label: v.type || v.text }))}
        value={type}
        onChange={setType}
        disabled={types.length === 0}
        searchable
        allowDeselect={false}
        size="xs"
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          props.onAdd(chosen);
          setType(null);
        }}
      >
        {t('compatibility.add')}
      </Button>
    </Group>
  );
}
