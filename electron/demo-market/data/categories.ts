import {
  condition,
  dictionary,
  float,
  gtin,
  integer,
  manufacturerCode,
  newOrUsed,
  packageWeight,
  type ParameterDefinition,
} from './category-parameters';

/** The leaf categories of the demo shops, with title templates, price ranges and their parameters. */

export interface CategoryTemplate {
  id: string;
  name: string;
  /** The branch above it (category-tree.ts). */
  parentId: string;
  productizationRequired: boolean;
  /** `{slot}` placeholders are filled from `slots`. */
  titles: string[];
  slots: Record<string, string[]>;
  price: [number, number];
  /** GET /sale/categories/{id}/parameters; `requiredForProduct` ones are checked when a product is created. */
  parameters: ParameterDefinition[];
  weightKg: [number, number];
}

const colors = [
  'czarny',
  'biały',
  'szary',
  'granatowy',
  'czerwony',
  'zielony',
  'beżowy',
  'różowy',
  'niebieski',
];

/** Where a leaf stands, and the ranges of its offers' prices and parcel weights. */
type Head = [id: string, parentId: string, name: string, price: [number, number], weightKg: [number, number]];

interface Body extends Pick<CategoryTemplate, 'productizationRequired' | 'titles' | 'slots'> {
  /** Unless said, offers in the leaf are new. */
  condition?: ParameterDefinition;
  /** The leaf's own parameters; every leaf also takes the package weight and the GTIN after them. */
  parameters: ParameterDefinition[];
}

function leaf([id, parentId, name, price, weightKg]: Head, body: Body): CategoryTemplate {
  return {
    id,
    parentId,
    name,
    productizationRequired: body.productizationRequired,
    titles: body.titles,
    slots: body.slots,
    price,
    parameters: [
      body.condition ?? condition(newOrUsed, ['Nowy']),
      ...body.parameters,
      packageWeight(),
      gtin(),
    ],
    weightKg,
  };
}

export const categoryTemplates: CategoryTemplate[] = [
  leaf(['257931', '4', 'Etui i pokrowce', [9.99, 59.99], [0.05, 0.2]], {
    productizationRequired: true,
    parameters: [dictionary('248811', 'Kolor', colors)],
    titles: [
      'Etui silikonowe do {phone} {color}',
      'Etui z klapką do {phone} {color}',
      'Szkło hartowane 9H do {phone}',
    ],
    slots: {
      phone: [
        'Samsung Galaxy A54',
        'iPhone 13',
        'iPhone 15 Pro',
        'Xiaomi Redmi Note 12',
        'Motorola G54',
        'Samsung S23',
      ],
      color: colors,
    },
  }),
  leaf(['67415', '4', 'Ładowarki', [19.99, 189.0], [0.1, 0.5]], {
    productizationRequired: true,
    parameters: [float('202457', 'Moc', [1, 500], 1, { unit: 'W' }), manufacturerCode()],
    titles: [
      'Ładowarka sieciowa USB-C {watt}W {brand}',
      'Kabel USB-C do USB-C {len} m {brand}',
      'Powerbank {mah} mAh {brand}',
    ],
    slots: {
      watt: ['20', '25', '33', '45', '65'],
      brand: ['Baseus', 'Ugreen', 'Green Cell', 'Xiaomi', 'Samsung'],
      len: ['1', '1,5', '2', '3'],
      mah: ['10000', '20000', '5000'],
    },
  }),
  leaf(['121470', '1466', 'Kubki', [14.99, 89.0], [0.3, 1.5]], {
    productizationRequired: false,
    parameters: [
      integer('201585', 'Pojemność', [50, 2000], { unit: 'ml' }),
      dictionary('248811', 'Kolor', colors),
    ],
    titles: [
      'Kubek ceramiczny {ml} ml {color} {pattern}',
      'Kubek termiczny {ml} ml {color}',
      'Zestaw kubków {n} szt. {pattern}',
    ],
    slots: {
      ml: ['300', '350', '400', '450', '500'],
      color: colors,
      pattern: ['w kropki', 'w paski', 'z napisem', 'matowy', 'z uchem'],
      n: ['2', '4', '6'],
    },
  }),
  leaf(['19307', '1455', 'Koszulki męskie', [24.99, 119.0], [0.15, 0.4]], {
    productizationRequired: false,
    condition: condition(
      [
        ['11323_1', 'Nowy z metką'],
        ['11323_246462', 'Nowy bez metki'],
        ['11323_2', 'Używany'],
      ],
      ['Nowy z metką'],
    ),
    parameters: [
      dictionary('3786', 'Rozmiar', ['S', 'M', 'L', 'XL', 'XXL'], {
        required: true,
        sample: ['S', 'M', 'L', 'XL', 'XXL'],
      }),
      dictionary('248811', 'Kolor', colors, { multipleChoices: true }),
    ],
    titles: [
      'Koszulka męska bawełniana {color} rozmiar {size}',
      'T-shirt męski oversize {color} {size}',
      'Koszulka polo męska {color} {size}',
    ],
    slots: { color: colors, size: ['S', 'M', 'L', 'XL', 'XXL'] },
  }),
  leaf(['11818', '11819', 'Klocki', [29.99, 249.0], [0.4, 2.5]], {
    productizationRequired: true,
    parameters: [
      integer('4265', 'Liczba elementów', [1, 20000]),
      integer('237206', 'Wiek dziecka', [0, 18], { unit: 'lata', range: true }),
    ],
    titles: ['Klocki konstrukcyjne {n} elementów {theme}', 'Zestaw klocków {theme} {n} el. dla dzieci'],
    slots: {
      n: ['120', '250', '500', '800', '1000'],
      theme: ['Miasto', 'Kosmos', 'Farma', 'Straż pożarna', 'Zamek'],
    },
  }),
  leaf(['89053', '1429', 'Pielęgnacja twarzy', [12.99, 99.0], [0.1, 0.6]], {
    productizationRequired: true,
    parameters: [integer('201585', 'Pojemność', [1, 1000], { unit: 'ml' })],
    titles: [
      'Krem do twarzy nawilżający {ml} ml',
      'Serum z witaminą C {ml} ml',
      'Płyn micelarny {ml} ml do demakijażu',
    ],
    slots: { ml: ['30', '50', '100', '200', '400'] },
  }),
  leaf(['66773', '7', 'Książki', [19.9, 79.9], [0.3, 1.0]], {
    productizationRequired: true,
    condition: condition(newOrUsed, ['Nowy', 'Używany']),
    parameters: [
      integer('74', 'Rok wydania', [1800, 2030]),
      dictionary('245669', 'Okładka', ['miękka', 'twarda', 'zintegrowana']),
    ],
    titles: ['{book} – wydanie {edition}', '{book} okładka miękka'],
    slots: {
      book: [
        'Lalka Bolesław Prus',
        'Pan Tadeusz',
        'Quo vadis',
        'Solaris Stanisław Lem',
        'Wiedźmin Ostatnie życzenie',
        'Ferdydurke',
      ],
      edition: ['2023', '2024', 'kieszonkowe', 'kolekcjonerskie'],
    },
  }),
  leaf(['1528', '5', 'Oświetlenie', [15.99, 299.0], [0.2, 3.0]], {
    productizationRequired: false,
    parameters: [
      float('202457', 'Moc', [0.5, 500], 1, { unit: 'W' }),
      integer('215558', 'Barwa światła', [1000, 10000], { unit: 'K', range: true }),
    ],
    titles: [
      'Lampka nocna LED {color} z ładowaniem',
      'Żarówka LED E27 {watt}W ciepła biel {n} szt.',
      'Lampa wisząca {style} {color}',
    ],
    slots: {
      color: colors,
      watt: ['7', '9', '12', '15'],
      n: ['2', '4', '10'],
      style: ['loft', 'skandynawska', 'industrialna'],
    },
  }),
  leaf(['147663', '1469', 'Wkrętarki', [149.0, 899.0], [1.5, 4.5]], {
    productizationRequired: true,
    parameters: [float('212337', 'Napięcie akumulatora', [3.6, 60], 1, { unit: 'V' }), manufacturerCode()],
    titles: [
      'Wkrętarka akumulatorowa {v}V {brand} z walizką',
      'Wiertarko-wkrętarka {v}V 2 akumulatory {brand}',
    ],
    slots: { v: ['12', '18', '20'], brand: ['Bosch', 'Makita', 'DeWalt', 'Parkside', 'Graphite'] },
  }),
  leaf(['110142', '110130', 'Maty do ćwiczeń', [24.99, 149.0], [0.4, 1.8]], {
    productizationRequired: false,
    parameters: [
      float('202685', 'Grubość', [1, 50], 1, { unit: 'mm' }),
      dictionary('248811', 'Kolor', colors),
    ],
    titles: ['Mata do jogi {mm} mm antypoślizgowa {color}', 'Gumy oporowe zestaw {n} szt. do ćwiczeń'],
    slots: { mm: ['4', '6', '8', '10'], color: colors, n: ['3', '5'] },
  }),
  leaf(['4094', '4029', 'Dywaniki samochodowe', [59.0, 249.0], [1.5, 4.0]], {
    productizationRequired: false,
    parameters: [dictionary('127448', 'Materiał', ['guma', 'welur', 'TPE'])],
    titles: ['Dywaniki gumowe {car} komplet 4 szt.', 'Dywaniki welurowe {car} {color}'],
    slots: {
      car: ['Skoda Octavia III', 'VW Golf VII', 'Toyota Corolla', 'Opel Astra K', 'Kia Ceed'],
      color: ['czarne', 'grafitowe'],
    },
  }),
  leaf(['258680', '1466', 'Patelnie', [39.99, 329.0], [0.8, 3.0]], {
    productizationRequired: true,
    parameters: [
      integer('238442', 'Średnica', [10, 60], { unit: 'cm' }),
      dictionary('127448', 'Materiał', ['granit', 'tytan', 'stal', 'żeliwo']),
    ],
    titles: ['Patelnia {material} {cm} cm indukcja', 'Patelnia grillowa {material} {cm} cm'],
    slots: { material: ['granitowa', 'tytanowa', 'stalowa', 'żeliwna'], cm: ['20', '24', '26', '28', '30'] },
  }),
  leaf(['90050', '1035', 'Karma dla kotów', [19.99, 239.0], [1.0, 10.5]], {
    productizationRequired: true,
    parameters: [float('17450', 'Waga netto', [0.01, 50], 2, { unit: 'kg' })],
    titles: ['Karma sucha dla kota {brand} {kg} kg', 'Saszetki dla kota {brand} {n} x 85 g'],
    slots: {
      brand: ['Purina', 'Whiskas', 'Brit', 'Josera', 'Animonda'],
      kg: ['1,5', '2', '4', '10'],
      n: ['12', '24', '48'],
    },
  }),
  leaf(['78639', '122640', 'Słuchawki', [59.0, 899.0], [0.1, 0.5]], {
    productizationRequired: true,
    parameters: [
      dictionary('219', 'Typ słuchawek', ['nauszne', 'douszne', 'dokanałowe']),
      integer('233770', 'Czas pracy na baterii', [0, 200], { unit: 'h' }),
      manufacturerCode(),
    ],
    titles: ['Słuchawki bezprzewodowe Bluetooth {brand} {color}', 'Słuchawki douszne TWS {brand} z etui'],
    slots: {
      brand: ['JBL', 'Sony', 'Xiaomi', 'Soundcore', 'Marshall'],
      color: ['czarne', 'białe', 'niebieskie'],
    },
  }),
  leaf(['257695', '6', 'Zeszyty', [9.99, 59.0], [0.3, 2.0]], {
    productizationRequired: false,
    parameters: [
      dictionary('3166', 'Format', ['A4', 'A5', 'A6', 'B5']),
      integer('219017', 'Liczba kartek', [1, 500]),
    ],
    titles: ['Zeszyt A5 w kratkę 60 kartek {n} szt.', 'Zeszyt A4 w linie 96 kartek {n} szt.'],
    slots: { n: ['5', '10', '20'] },
  }),
];
