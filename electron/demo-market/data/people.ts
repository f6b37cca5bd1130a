/** Polish names, places and rating comments for buyers, addresses and ratings. */

/** First names: the women's first (their surnames take the feminine form), then the men's. */
export const feminineFirstNames = [
  'Anna',
  'Maria',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Zofia',
  'Joanna',
  'Magdalena',
];
const masculineFirstNames = [
  'Piotr',
  'Krzysztof',
  'Andrzej',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Jakub',
  'Łukasz',
  'Grzegorz',
];
export const firstNames = [...feminineFirstNames, ...masculineFirstNames];
export const lastNames = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Kwiatkowski',
  'Krawczyk',
  'Piotrowski',
  'Grabowski',
];
/** Feminine form of a Polish surname ending in -ski/-cki/-dzki. */
export function surnameFor(lastName: string, feminine: boolean): string {
  return feminine && /(ski|cki|dzki)$/.test(lastName) ? `${lastName.slice(0, -1)}a` : lastName;
}

export const cities: { city: string; postCode: string; province: string }[] = [
  { city: 'Warszawa', postCode: '00-950', province: 'MAZOWIECKIE' },
  { city: 'Kraków', postCode: '30-001', province: 'MALOPOLSKIE' },
  { city: 'Wrocław', postCode: '50-001', province: 'DOLNOSLASKIE' },
  { city: 'Poznań', postCode: '60-101', province: 'WIELKOPOLSKIE' },
  { city: 'Gdańsk', postCode: '80-001', province: 'POMORSKIE' },
  { city: 'Łódź', postCode: '90-001', province: 'LODZKIE' },
  { city: 'Lublin', postCode: '20-001', province: 'LUBELSKIE' },
  { city: 'Katowice', postCode: '40-001', province: 'SLASKIE' },
  { city: 'Białystok', postCode: '15-001', province: 'PODLASKIE' },
  { city: 'Rzeszów', postCode: '35-001', province: 'PODKARPACKIE' },
  { city: 'Szczecin', postCode: '70-001', province: 'ZACHODNIOPOMORSKIE' },
  { city: 'Toruń', postCode: '87-100', province: 'KUJAWSKO-POMORSKIE' },
  { city: 'Olsztyn', postCode: '10-001', province: 'WARMINSKO-MAZURSKIE' },
  { city: 'Opole', postCode: '45-001', province: 'OPOLSKIE' },
  { city: 'Kielce', postCode: '25-001', province: 'SWIETOKRZYSKIE' },
  { city: 'Zielona Góra', postCode: '65-001', province: 'LUBUSKIE' },
];

export const streets = [
  'ul. Kwiatowa',
  'ul. Polna',
  'ul. Leśna',
  'ul. Słoneczna',
  'ul. Krótka',
  'ul. Szkolna',
  'ul. Ogrodowa',
  'ul. Lipowa',
  'ul. Mickiewicza',
  'ul. Kościuszki',
  'ul. Sienkiewicza',
  'al. Jana Pawła II',
  'ul. Piłsudskiego',
  'ul. Długa',
  'ul. Zielona',
  'os. Tysiąclecia',
  'ul. Wiejska',
  'ul. Brzozowa',
];

export const ratingComments = {
  positive: [
    'Wszystko w porządku, szybka wysyłka. Polecam!',
    'Towar zgodny z opisem, dobrze zapakowany.',
    'Super kontakt ze sprzedawcą, paczka na drugi dzień.',
    'Jak zawsze rzetelnie. Dziękuję!',
    'Produkt świetnej jakości, polecam sprzedającego.',
  ],
  negative: [
    'Paczka szła ponad tydzień, brak kontaktu.',
    'Produkt niezgodny z opisem, kolor inny niż na zdjęciu.',
    'Towar uszkodzony w transporcie, słabe zabezpieczenie.',
  ],
};
