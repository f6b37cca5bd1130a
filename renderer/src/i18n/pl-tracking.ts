/** An order sent another way: tracking numbers added by hand and the order marked as sent, in the order detail. */
export const plTracking = {
  title: 'Numery przesyłek dodane ręcznie',
  add: 'Dodaj numer przesyłki',
  carrier: 'Przewoźnik',
  other: 'Inny przewoźnik (OTHER)',
  carrierName: 'Nazwa przewoźnika',
  waybill: 'Numer przesyłki',
  lineItems: 'Pozycje w tej paczce',
  markSent: 'Oznacz zamówienie jako wysłane',
  submit: 'Dodaj',
  cancel: 'Anuluj',
  noItems: 'Zaznacz co najmniej jedną pozycję.',
  queued: 'Numer przesyłki {waybill} czeka na wysłanie.',
  allItems: 'całe zamówienie',
  someItems: '{count} z {total} pozycji',
  status: 'Status: {status}',
};
