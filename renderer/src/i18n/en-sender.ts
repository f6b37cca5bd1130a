import type { Messages } from './pl';

export const enSender: Messages['sender'] = {
  title: 'Sender and drop-off',
  help: 'This address goes on every label of this account, and returns come back to it. It is kept on this computer only.',
  fromAccount: "The account's data",
  own: 'Own address',
  save: 'Save the sender',
  saved: 'Sender and drop-off points saved',
  reset: "Back to the account's data",
  resetDone: "The account's data is back",
  name: 'Name',
  company: 'Company',
  nameOrCompany: 'Give a name or a company.',
  countryCode: 'Country (code, e.g. PL)',
  pointsTitle: 'Drop-off point per delivery method',
  pointsHelp:
    "Where you take this method's parcels: the locker's or point's id from the carrier (e.g. POZ08M, any_apm). Empty: no point.",
  pointPlaceholder: 'e.g. POZ08M',
  noPointMethods: 'These methods take no drop-off point (the courier collects the parcels): {methods}.',
  noMethods: 'Drop-off points show next to the delivery methods once the local copy has orders.',
  problem: '{field}: {problem}',
  problems: {
    required: 'fill in this field',
    postCodeInvalid: 'does not fit the country (00-000 in Poland)',
    phoneInvalid: 'needs 9 to 14 digits',
    emailInvalid: 'this is not an email address',
    pointInvalid: 'a point id is one word without spaces',
  },
};
