/** The sender address and drop-off points, in the shipping settings. */
export const plSender = {
  title: 'Nadawca i nadanie',
  help: 'Ten adres trafia na każdą etykietę tego konta i na niego wracają zwroty. Zapisany jest tylko na tym komputerze.',
  fromAccount: 'Dane z konta',
  own: 'Własny adres',
  save: 'Zapisz nadawcę',
  saved: 'Zapisano nadawcę i punkty nadania',
  reset: 'Przywróć dane z konta',
  resetDone: 'Przywrócono dane z konta',
  name: 'Imię i nazwisko',
  company: 'Firma',
  nameOrCompany: 'Podaj imię i nazwisko albo firmę.',
  countryCode: 'Kraj (kod, np. PL)',
  pointsTitle: 'Punkt nadania dla metody dostawy',
  pointsHelp:
    'Gdzie zanosisz paczki tej metody: numer paczkomatu lub punktu od przewoźnika (np. POZ08M, any_apm). Puste pole: bez punktu.',
  pointPlaceholder: 'np. POZ08M',
  noPointMethods: 'Te metody nie mają punktu nadania (kurier sam odbiera paczki): {methods}.',
  noMethods: 'Punkty nadania pojawią się przy metodach dostawy, gdy w lokalnej kopii będą zamówienia.',
  problem: '{field}: {problem}',
  problems: {
    required: 'uzupełnij to pole',
    postCodeInvalid: 'nie pasuje do kraju (w Polsce 00-000)',
    phoneInvalid: 'potrzeba od 9 do 14 cyfr',
    emailInvalid: 'to nie jest adres e-mail',
    pointInvalid: 'numer punktu to jedno słowo bez spacji',
  },
};
