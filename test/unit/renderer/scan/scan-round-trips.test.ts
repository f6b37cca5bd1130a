import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackingView, ScanAnswer } from '../../../../shared/packing-scan';
import type { Shipment, ShipResult } from '../../../../shared/shipping';

/** Every call the renderer makes over the bridge, by channel, with what the fake core answers. */
const bridge = vi.hoisted(() => {
  const fake: { calls: string[]; answers: Record<string, (input: unknown) => unknown> } = {
    calls: [],
    answers: {},
  };
  return fake;
});

vi.mock('../../../../renderer/src/api/client', () => ({
  // Any `api.<domain>.<method>(input)` counts as one round trip and answers what the test set (else null).
  api: new Proxy(
    {},
    {
      get: (_, domain: string) =>
        new Proxy(
          {},
          {
            get: (__, method: string) => (input: unknown) => {
              const name = `${domain}:${method}`;
              bridge.calls.push(name);
              return Promise.resolve(bridge.answers[name]?.(input) ?? null);
            },
          },
        ),
    },
  ),
  onEvent: () => () => undefined,
  onLinkState: () => () => undefined,
}));
vi.mock('../../../../renderer/src/app/notify', () => ({
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifyDone: vi.fn(),
}));

// The section lives in the address hash: a plain object stands in for the window's.
const address = { hash: '' };
vi.stubGlobal('location', address);
vi.stubGlobal('history', { replaceState: (_: unknown, __: string, hash: string) => (address.hash = hash) });

/**
 * The stores are loaded by a path the type checker does not follow: the tests' program has no DOM, which the
 * renderer's modules need; what the test uses of them is typed here.
 */
type Store<S> = { getState(): S; setState(partial: Partial<S>): void };
const stores = '../../../../renderer/src/stores/';
const { onScan, packHere, useScanStore } = (await import(`${stores}scan`)) as {
  onScan: (code: string) => void;
  packHere: (orderId: string) => void;
  useScanStore: Store<{ check: unknown }>;
};
const { useStationStore } = (await import(`${stores}station`)) as {
  useStationStore: Store<{ shown: { kind: string; code?: string | null; orderId?: string | null } | null }>;
};
const { usePackingStore } = (await import(`${stores}packing`)) as {
  usePackingStore: Store<{
    orderId: string | null;
    order: unknown;
    version: string | null;
    shipments: Shipment[];
    open: (orderId: string | null) => void;
    reload: () => void;
    ship: (options: object) => Promise<unknown>;
  }>;
};

const { useBatchStore } = (await import(`${stores}batch`)) as {
  useBatchStore: Store<{ stopped: boolean; running: boolean; run: (orderIds: string[]) => Promise<void> }>;
};

const shipment = { id: 1, waybills: ['W1'], labelJob: null } as unknown as Shipment;
const view = (version: string): PackingView =>
  ({
    orderId: 'o-1',
    order: { id: 'o-1', lineItems: [] },
    templateId: 1,
    draft: {},
    problems: [],
    shipments: [],
    history: [],
    takenElsewhere: false,
    version,
  }) as unknown as PackingView;
const ordered = (next: Extract<ScanAnswer, { kind: 'order' }>['next']): ScanAnswer => ({
  kind: 'order',
  orderId: 'o-1',
  by: 'orderId',
  next,
  view: view('v1'),
});

/** Scans a code and waits until the station shows an answer other than "working". */
async function scan(code: string): Promise<void> {
  onScan(code);
  await vi.waitFor(() => expect(useStationStore.getState().shown?.kind).not.toBe('working'));
  // The take after "open" and "check" runs in the background: let it go out.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  bridge.calls.length = 0;
  bridge.answers = { 'shipping:take': () => ({ status: 'taken' }) };
  useScanStore.setState({ check: null });
  useStationStore.setState({ shown: { kind: 'working', code: null, orderId: null } });
  usePackingStore.getState().open(null);
});

describe('one scan at the packing station', () => {
  it('that ships costs one round trip: the core matched, shipped and read the view at once', async () => {
    const result: ShipResult = { status: 'shipped', shipment };
    bridge.answers['shipping:scan'] = () => ordered({ step: 'ship', result });
    await scan('o-1');
    expect(bridge.calls).toEqual(['shipping:scan']);
    expect(useStationStore.getState().shown).toMatchObject({ kind: 'shipped', waybills: ['W1'] });
    expect(usePackingStore.getState()).toMatchObject({ orderId: 'o-1', version: 'v1' });
  });

  it('that opens the order costs two: the scan, and the take in the background', async () => {
    bridge.answers['shipping:scan'] = () => ordered({ step: 'open' });
    await scan('o-1');
    expect(bridge.calls).toEqual(['shipping:scan', 'shipping:take']);
    expect(bridge.calls.length).toBeLessThanOrEqual(2);
    expect(useStationStore.getState().shown).toMatchObject({ kind: 'opened', orderId: 'o-1' });
  });

  it('that asks about an order another station took costs one; "pack it here" is one scan again', async () => {
    bridge.answers['shipping:scan'] = () => ordered({ step: 'ask' });
    await scan('o-1');
    expect(bridge.calls).toEqual(['shipping:scan']);
    expect(useStationStore.getState().shown?.kind).toBe('takenElsewhere');

    bridge.calls.length = 0;
    bridge.answers['shipping:scan'] = (input) => {
      expect(input).toMatchObject({ code: 'o-1', packHere: true, checking: false });
      return ordered({ step: 'open' });
    };
    packHere('o-1');
    await vi.waitFor(() => expect(useStationStore.getState().shown?.kind).toBe('opened'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bridge.calls).toEqual(['shipping:scan', 'shipping:take']);
  });

  it('that matches nothing, several orders or a return costs one', async () => {
    for (const answer of [
      { kind: 'notFound' },
      { kind: 'ambiguous', orderIds: ['o-1', 'o-2'] },
    ] satisfies ScanAnswer[]) {
      bridge.calls.length = 0;
      bridge.answers['shipping:scan'] = () => answer;
      await scan('x-1');
      expect(bridge.calls).toEqual(['shipping:scan']);
      expect(useStationStore.getState().shown?.kind).toBe(answer.kind);
    }
  });

  it('of items being checked: each item is counted with none, the last ships with two', async () => {
    const items = [{ title: 'Mug', quantity: 2, scanned: 0, codes: ['5901234123457'] }];
    bridge.answers['shipping:scan'] = () => ordered({ step: 'check', items });
    await scan('o-1');
    expect(bridge.calls).toEqual(['shipping:scan', 'shipping:take']);

    bridge.calls.length = 0;
    await scan('5901234123457');
    expect(useStationStore.getState().shown?.kind).toBe('itemScanned');
    expect(bridge.calls).toEqual([]);

    bridge.answers['shipping:ship'] = () => ({ status: 'shipped', shipment });
    bridge.answers['shipping:packingView'] = () => null;
    onScan('5901234123457');
    await vi.waitFor(() => expect(useStationStore.getState().shown?.kind).toBe('shipped'));
    await vi.waitFor(() => expect(bridge.calls).toEqual(['shipping:ship', 'shipping:packingView']));
  });

  it('of a code that is no item while checking is a wrong item, asked of the core as checking', async () => {
    const items = [{ title: 'Mug', quantity: 1, scanned: 0, codes: ['5901234123457'] }];
    bridge.answers['shipping:scan'] = () => ordered({ step: 'check', items });
    await scan('o-1');
    bridge.calls.length = 0;
    bridge.answers['shipping:scan'] = (input) => {
      expect(input).toMatchObject({ checking: true });
      return { kind: 'wrongItem' };
    };
    await scan('4006381333931');
    expect(bridge.calls).toEqual(['shipping:scan']);
    expect(useStationStore.getState().shown).toMatchObject({ kind: 'wrongItem', orderId: 'o-1' });
  });
});

describe('the label check', () => {
  const waiting = { ...shipment, state: 'labelled', labelCheck: 'waiting' } as Shipment;
  const wrong: ScanAnswer = {
    kind: 'wrongLabel',
    orderId: 'o-1',
    waybills: ['W1'],
    code: 'W9',
    otherOrderId: 'o-9',
  };

  it("asks for the waybill of a label waiting for its box, and sends the next scans as that order's", async () => {
    bridge.answers['shipping:scan'] = () =>
      ordered({ step: 'ship', result: { status: 'shipped', shipment: waiting } });
    await scan('o-1');
    expect(useStationStore.getState().shown).toMatchObject({
      kind: 'scanLabel',
      orderId: 'o-1',
      waybills: ['W1'],
    });

    const asked: unknown[] = [];
    bridge.answers['shipping:scan'] = (input) => (asked.push(input), wrong);
    await scan('W9');
    expect(useStationStore.getState().shown).toMatchObject({ kind: 'wrongLabel', otherOrderId: 'o-9' });
    // A refusal keeps the station waiting for the same label.
    await scan('W9');
    expect(asked).toMatchObject([
      { code: 'W9', labelOf: 'o-1' },
      { code: 'W9', labelOf: 'o-1' },
    ]);

    bridge.answers['shipping:scan'] = (input) => {
      expect(input).toMatchObject({ code: 'W1', labelOf: 'o-1' });
      const done = { ...waiting, state: 'done', labelCheck: 'confirmed' } as Shipment;
      return {
        kind: 'labelConfirmed',
        orderId: 'o-1',
        waybill: 'W1',
        result: { status: 'shipped', shipment: done },
        view: view('v2'),
      };
    };
    await scan('W1');
    expect(useStationStore.getState().shown).toMatchObject({ kind: 'shipped', waybills: ['W1'] });
    expect(usePackingStore.getState()).toMatchObject({ orderId: 'o-1', version: 'v2' });
  });

  it('once left waiting (Esc, "later"), a scan is an ordinary one again', async () => {
    useStationStore.setState({ shown: { kind: 'scanLabel', orderId: 'o-1' } });
    useStationStore.setState({ shown: null });
    bridge.answers['shipping:scan'] = (input) => {
      expect(input).not.toHaveProperty('labelOf');
      return { kind: 'notFound' };
    };
    await scan('x-1');
    expect(useStationStore.getState().shown?.kind).toBe('notFound');
  });
});

describe('a label printer that cannot print', () => {
  const stopped = (problems: string[]): ShipResult =>
    ({ status: 'printerNotReady', printer: { id: 'tcp9100:zebra', label: 'Zebra' }, problems }) as ShipResult;

  it('shows the printer and what it needs; "create anyway" ships again without the check, packing it here too', async () => {
    bridge.answers['shipping:scan'] = () => ordered({ step: 'ship', result: stopped(['noAnswer']) });
    packHere('o-1');
    await vi.waitFor(() => expect(useStationStore.getState().shown?.kind).toBe('printerNotReady'));
    expect(useStationStore.getState().shown).toMatchObject({
      printer: 'Zebra',
      problems: ['noAnswer'],
      asked: { additional: false, claim: true },
    });

    bridge.calls.length = 0;
    bridge.answers['shipping:ship'] = (input) => {
      expect(input).toMatchObject({ orderId: 'o-1', additional: false, claim: true, skipPrinterCheck: true });
      return { status: 'shipped', shipment };
    };
    bridge.answers['shipping:packingView'] = () => null;
    const { asked } = useStationStore.getState().shown as unknown as { asked: object };
    await usePackingStore.getState().ship({ ...asked, skipPrinterCheck: true });
    expect(useStationStore.getState().shown?.kind).toBe('shipped');
    expect(bridge.calls[0]).toBe('shipping:ship');
  });

  it('stops a batch at the order it stopped: the next orders are not shipped into the same printer', async () => {
    bridge.answers['shipping:ship'] = () => stopped(['paperOut']);
    await useBatchStore.getState().run(['o-1', 'o-2', 'o-3']);
    expect(bridge.calls.filter((call) => call === 'shipping:ship')).toHaveLength(1);
    expect(useBatchStore.getState()).toMatchObject({ stopped: true, running: false });
  });
});

describe('a change of the local copy', () => {
  it('keeps the open packing view when the core finds it unchanged, and takes it when it changed', async () => {
    bridge.answers['shipping:scan'] = () => ordered({ step: 'open' });
    await scan('o-1');
    const before = usePackingStore.getState().order;

    bridge.calls.length = 0;
    bridge.answers['shipping:packingView'] = (input) => {
      expect(input).toMatchObject({ orderId: 'o-1', known: 'v1' });
      return null;
    };
    usePackingStore.getState().reload();
    await vi.waitFor(() => expect(bridge.calls).toEqual(['shipping:packingView']));
    expect(usePackingStore.getState().order).toBe(before);

    bridge.answers['shipping:packingView'] = () => ({ ...view('v2'), shipments: [shipment] });
    usePackingStore.getState().reload();
    await vi.waitFor(() => expect(usePackingStore.getState().version).toBe('v2'));
    expect(usePackingStore.getState().shipments).toEqual([shipment]);
  });
});
