import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { localDb } from '../../helpers/core';
import { shippableOrder, shipped } from '../../helpers/parcels';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from '../../helpers/printer-listener';
import { METHODS, station2026ForTests } from '../../helpers/station-2026';

describe('2026: marketplace labels', () => {
  const station = station2026ForTests();
  let listener: PrinterListener;
  beforeAll(async () => {
    listener = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
  });
  afterAll(() => listener.close());

  const labelRequests = () =>
    station.market.control.requestLog({ path: '^/shipment-management/label$', seller: MAIN_SELLER_ID });

  /** Runs `body` with a network label printer at `port` as the label profile's printer, then restores the profile. */
  async function withLabelPrinter(port: number, language: 'epl' | 'zpl', body: () => Promise<void>) {
    const { core } = station;
    const before = core.printing.profile('label');
    const printer = await core.printing.addPrinter({ backend: 'tcp9100', host: '127.0.0.1', port, language });
    core.printing.saveProfile({ ...before, printerId: printer.id });
    try {
      await body();
    } finally {
      core.printing.saveProfile(before);
    }
  }

  it('asks for PDF, not EPL, for a label printer that speaks EPL, and the marketplace takes the command', async () => {
    const { market, core, accountId } = station;
    await withLabelPrinter(listener.port, 'epl', async () => {
      const order = shippableOrder(market, METHODS.dpd);
      const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(['shipped', 'needsAttention']).toContain(result.status);
      await core.shipping.waitIdle();
      const shipment = core.shipping.shipments(accountId, order.id)[0]!;
      expect(shipment.labelFormat).toBe('PDF');
      expect(shipment.errors.filter((e) => e.path === 'input.labelFormat')).toEqual([]);
      expect(market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.labelFormat)).toEqual(['PDF']);
    });
  });

  it('asks for ZPL for a ZPL label printer', async () => {
    const { market, core, accountId } = station;
    const zebra = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
    try {
      await withLabelPrinter(zebra.port, 'zpl', async () => {
        const order = shippableOrder(market, METHODS.dpd);
        expect(
          shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false })).labelFormat,
        ).toBe('ZPL');
        expect(market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.labelFormat)).toEqual([
          'ZPL',
        ]);
        const [job] = await zebra.waitForJobs(1);
        expect(job!.bytes.toString('utf8').startsWith('^XA')).toBe(true);
      });
    } finally {
      await zebra.close();
    }
  });

  it('downloads labels as application/octet-stream (the marketplace answers 406 to anything else)', () => {
    const requests = labelRequests();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((r) => r.status)).not.toContain(406);
  });

  it('says plainly that a shipment made on the website has its label there only', async () => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, METHODS.dhl);
    const panel = market.control.createPanelShipment({ orderId: order.id });
    // A parcel of this station whose shipment is the one made on the website (its label not stored yet).
    const mine = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: true }));
    await core.shipping.waitIdle();
    localDb(core)
      .prepare("UPDATE shipments SET state = 'created', parcel_id = ?, next_check_at = NULL WHERE id = ?")
      .run(panel.shipmentId, mine.id);
    localDb(core).prepare('DELETE FROM shipment_labels WHERE shipment_id = ?').run(mine.id);
    const after = await core.shipping.retry(mine.id);
    expect(after.state).toBe('created');
    expect(after.errors.map((e) => e.code)).toEqual(['LABEL_ON_WEBSITE']);
    expect(after.errors[0]!.userMessage).toMatch(/na stronie platformy/);
    expect(labelRequests().at(-1)?.status).toBe(404);
    expect(core.shipping.shipments(accountId, order.id)[0]!.errors[0]?.code).toBe('LABEL_ON_WEBSITE');
  });
});
