import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import type { DemoMarket } from '../../../electron/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { pdfInfo } from '../../helpers/documents';
import { shippableOrder, startParcelMarket, shipped } from '../../helpers/parcels';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from '../../helpers/printer-listener';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const UPS = 'c3066682-97a3-42fe-9eb5-3beeccab840c';
const MM = 72 / 25.4;

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'the packing station on %s',
  (family) => {
    let market: DemoMarket;
    let core: Core;
    let accountId: string;
    let listener: PrinterListener;
    let folderPrinter: string;

    beforeAll(async () => {
      market = await startParcelMarket();
      // It answers the status query a label printer is asked before a job, so only jobs count as jobs.
      listener = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
      ({ core, accountId } = await signedInCore({ url: market.url }, { shippingFamily: family }));
      core.start();
      folderPrinter = (await core.printing.listPrinters()).find((p) => p.builtin)!.id;
      for (const kind of ['label', 'protocol'] as const) {
        core.printing.saveProfile({
          ...core.printing.profile(kind),
          printerId: folderPrinter,
          autoPrint: true,
        });
      }
    });
    afterAll(async () => {
      await core.close();
      await listener.close();
      await market.close();
    });

    const storedLabel = (shipmentId: number): Buffer =>
      localDb(core)
        .prepare<[number], { bytes: Buffer }>('SELECT bytes FROM shipment_labels WHERE shipment_id = ?')
        .get(shipmentId)!.bytes;

    it('creates the parcel, stores an A6 PDF label, queues its print, and puts the waybill and SENT on the order', async () => {
      core.printing.saveProfile({ ...core.printing.profile('label'), pageSize: 'a6' });
      const order = shippableOrder(market, DPD);
      const shipment = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
      // The scan answers once the label is queued; the waybill and the status follow right after.
      expect(['labelled', 'done']).toContain(shipment.state);
      await core.shipping.waitIdle();
      expect(core.shipping.shipments(accountId, order.id)[0]).toMatchObject({
        family,
        state: 'done',
        labelFormat: 'PDF',
        carrierId: 'DPD',
      });
      expect(shipment.waybills).toHaveLength(1);
      const page = await pdfInfo(storedLabel(shipment.id));
      expect(page.width / MM).toBeCloseTo(105, -1);
      expect(page.height / MM).toBeCloseTo(148, -1);
      expect(core.printing.jobsFor({ type: 'shipment', id: String(shipment.id) }).map((j) => j.kind)).toEqual(
        ['label'],
      );

      const remote = market.control.order({ id: order.id })!;
      expect(remote.fulfillment).toBe('SENT');
      expect(remote.shipments.map((s) => [s.waybill, s.carrierId])).toEqual([[shipment.waybills[0], 'DPD']]);
      const parcels = market.control.parcelsOfOrder({ orderId: order.id });
      expect(parcels.map((p) => p.commandId)).toEqual([shipment.commandId]);
      // The local copy knows at once: the order left the packing queue.
      expect(core.queries.orders.get(accountId, order.id).fulfillmentStatus).toBe('SENT');
      expect(
        core.shipping.listQueue({ accountId, offset: 0, limit: 500 }).rows.some((r) => r.id === order.id),
      ).toBe(false);
    });

    it('asks the marketplace for an A4 page when the label profile prints on A4', async () => {
      core.printing.saveProfile({ ...core.printing.profile('label'), pageSize: 'a4' });
      const shipment = shipped(
        await core.shipping.ship({ accountId, orderId: shippableOrder(market, DPD).id, additional: false }),
      );
      const page = await pdfInfo(storedLabel(shipment.id));
      expect(page.width / MM).toBeCloseTo(210, -1);
      expect(page.height / MM).toBeCloseTo(297, -1);
      core.printing.saveProfile({ ...core.printing.profile('label'), pageSize: 'a6' });
    });

    it('makes a ZPL label for a network label printer, and its bytes reach the printer', async () => {
      const printer = await core.printing.addPrinter({
        backend: 'tcp9100',
        host: '127.0.0.1',
        port: listener.port,
        language: 'zpl',
      });
      core.printing.saveProfile({ ...core.printing.profile('label'), printerId: printer.id });
      try {
        const shipment = shipped(
          await core.shipping.ship({ accountId, orderId: shippableOrder(market, DPD).id, additional: false }),
        );
        expect(shipment.labelFormat).toBe('ZPL');
        const [job] = await listener.waitForJobs(1);
        const text = job!.bytes.toString('utf8');
        expect(text.startsWith('^XA')).toBe(true);
        expect(text).toContain(shipment.waybills[0]);
        expect(Buffer.compare(job!.bytes, storedLabel(shipment.id))).toBe(0);
      } finally {
        core.printing.saveProfile({ ...core.printing.profile('label'), printerId: folderPrinter });
      }
    });

    it("prints the day's protocol per carrier, or our hand-over list where the carrier has none", async () => {
      shipped(
        await core.shipping.ship({ accountId, orderId: shippableOrder(market, UPS).id, additional: false }),
      );
      const results = await core.shipping.printProtocol(accountId);
      const dpd = results.find((r) => r.carrierId === 'DPD')!;
      expect(dpd).toMatchObject({ source: 'carrier', parcels: 3 });
      expect(dpd.job?.kind).toBe('protocol');
      const ups = results.find((r) => r.carrierId === 'UPS')!;
      expect(ups.parcels).toBe(1);
      // The parcel family gives every carrier's protocol; the newer one answers 204 for UPS.
      expect(ups.source).toBe(family === 'shipment-management' ? 'handOverList' : 'carrier');
      expect(ups.job).not.toBeNull();
    });

    it('proposes courier pickups for the day and orders one', async () => {
      const proposals = await core.shipping.pickupProposals(accountId);
      const dpd = proposals.find((p) => p.carrierId === 'DPD')!;
      expect(dpd.parcelIds).toHaveLength(3);
      expect(dpd.slots.length).toBeGreaterThan(0);
      await core.shipping.requestPickup(accountId, dpd.parcelIds, dpd.slots[0]!);
    });

    it('cancels a parcel on the marketplace and voids its label', async () => {
      const order = shippableOrder(market, DPD);
      const shipment = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
      const cancelled = await core.shipping.cancel(shipment.id);
      expect(cancelled.state).toBe('cancelled');
      expect(market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.state)).toEqual(['CANCELLED']);
      await expect(core.shipping.printLabel(shipment.id, true)).rejects.toMatchObject({ code: 'CONFLICT' });
    });
  },
);
