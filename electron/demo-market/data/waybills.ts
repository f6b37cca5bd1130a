/** A waybill number in the shape of the carrier's own numbers; `n` keeps it unique. */
export function waybillFor(carrierId: string, n: number): string {
  const digits = (length: number) => String(n).padStart(length, '0').slice(-length);
  switch (carrierId) {
    case 'INPOST':
      return `6200${digits(20)}`;
    case 'DPD':
      return `1000${digits(9)}U`;
    case 'DHL':
      return `JJD00${digits(13)}`;
    case 'UPS':
      return `1Z9A${digits(14)}`;
    case 'POCZTA_POLSKA':
      return `PX${digits(16)}`;
    case 'ORLEN':
      return `RUCH${digits(12)}`;
    case 'ALLEGRO':
      return `A00${digits(11)}AOK`;
    default:
      return `DM${digits(12)}`;
  }
}
