import { messageCatalog } from '../kernel/messages';

/** Why something is left over at the end of the day, as the seller reads it. */
const texts = {
  en: {
    noParcel: 'Paid, to send by {due}: no parcel yet.',
    addressProblem: 'Paid, to send by {due}: no parcel yet, its address needs fixing first.',
    takenElsewhere: 'Paid, to send by {due}: another station is packing it.',
    parcelWaiting: 'Paid, to send by {due}: its parcel is waiting for the marketplace.',
    parcelRefused: 'Paid, to send by {due}: the marketplace refused its parcel: {message}',
    labelNotPrinted: 'Parcel {waybill}: its label has not been printed.',
    labelWaiting: 'Parcel {waybill}: its label is still waiting for the printer.',
    labelFailed: 'Parcel {waybill}: its label did not print.',
    labelUncertain:
      'Parcel {waybill}: its label may not have printed (the printer stopped mid-way); check it.',
    cancelled: 'Parcel {waybill} was cancelled: its label is void, do not hand it over.',
  },
  pl: {
    noParcel: 'Opłacone, do wysłania do {due}: brak paczki.',
    addressProblem: 'Opłacone, do wysłania do {due}: brak paczki, najpierw trzeba poprawić adres.',
    takenElsewhere: 'Opłacone, do wysłania do {due}: pakuje je inne stanowisko.',
    parcelWaiting: 'Opłacone, do wysłania do {due}: paczka czeka na platformę.',
    parcelRefused: 'Opłacone, do wysłania do {due}: platforma odrzuciła paczkę: {message}',
    labelNotPrinted: 'Paczka {waybill}: etykieta nie została wydrukowana.',
    labelWaiting: 'Paczka {waybill}: etykieta wciąż czeka na drukarkę.',
    labelFailed: 'Paczka {waybill}: etykieta się nie wydrukowała.',
    labelUncertain:
      'Paczka {waybill}: etykieta mogła się nie wydrukować (drukarka przerwała w trakcie); sprawdź ją.',
    cancelled: 'Paczka {waybill} została anulowana: jej etykieta jest nieważna, nie przekazuj jej kurierowi.',
  },
};

export const dayEndText = messageCatalog(texts).text;
