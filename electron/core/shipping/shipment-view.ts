import type { PrintJob } from '../../../shared/printing';
import type { Shipment } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import { iso } from '../kernel/time/iso';
import type { ShipmentRow } from './shipment-repo';

export const jobSource = (id: number) => ({ type: 'shipment', id: String(id) });

export const parseList = <T>(text: string | null): T[] => {
  try {
    const value: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** A parcel as the renderer shows it, with the newest print job of its label and its carrier's name. */
export function toShipment(row: ShipmentRow, jobs: PrintJob[], carrierName: string | null): Shipment {
  const label = jobs.filter((j) => j.kind === 'label').at(-1);
  return {
    id: row.id,
    accountId: row.account_id,
    orderId: row.order_id,
    commandId: row.command_id,
    family: row.family,
    state: row.state,
    parcelId: row.parcel_id,
    waybills: parseList<string>(row.waybills),
    carrierId: row.carrier_id,
    carrierName,
    labelFormat: row.label_format,
    labelJob: label ? { id: label.id, state: label.state, printerLabel: label.printerLabel } : null,
    errors: parseList<FieldError>(row.errors),
    additional: row.additional === 1,
    part: row.part,
    parts: row.parts,
    carrierWaybills: parseList<string | null>(row.carrier_waybills).filter((n): n is string => n !== null),
    carrierNumberPending: row.carrier_check_at !== null,
    labelCheck: row.label_check,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The waybills of an order's parcels cancelled here: still on the order at the marketplace, but void. */
export const voidWaybillsOf = (rows: ShipmentRow[]): Set<string> =>
  new Set(rows.filter((row) => row.state === 'cancelled').flatMap((row) => parseList<string>(row.waybills)));
