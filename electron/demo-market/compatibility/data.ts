import { createHash } from 'node:crypto';

/** A category where an offer may carry a compatibility list, with the rules document 2 lists for it. */
export interface SupportedCategory {
  categoryId: string;
  name: string;
  itemsType: string;
  inputType: 'ID' | 'TEXT';
  maxRows: number;
  /** null: no limit per line (the vehicle database's rows are not typed). */
  maxCharactersPerLine: number | null;
}

/** Car mats are matched to vehicles; screwdrivers to machines described in text (demo leaf categories). */
export const supportedCategories: readonly SupportedCategory[] = [
  {
    categoryId: '4094',
    name: 'Dywaniki samochodowe',
    itemsType: 'CAR',
    inputType: 'ID',
    maxRows: 200,
    maxCharactersPerLine: null,
  },
  {
    categoryId: '147663',
    name: 'Wkrętarki',
    itemsType: 'MOWER',
    inputType: 'TEXT',
    maxRows: 200,
    maxCharactersPerLine: 100,
  },
];

export interface CompatibleGroup {
  id: string;
  text: string;
}

export interface CompatibleProduct {
  id: string;
  text: string;
  group: string;
  attributes: { id: string; values: string[] }[];
}

/** Group ids are 32 hex characters, as the marketplace's are. */
const groupId = (make: string): string => createHash('md5').update(`CAR:${make}`).digest('hex');

/** make → model (years) → engines (name, kW). */
const vehicles: Record<string, [string, string, [string, number][]][]> = {
  AUDI: [
    [
      'A3 (8P1)',
      '2003/05-2012/08',
      [
        ['1.6', 75],
        ['2.0 TDI', 103],
      ],
    ],
    [
      'A4 B8 (8K2)',
      '2007/11-2015/12',
      [
        ['1.8 TFSI', 118],
        ['2.0 TDI', 105],
      ],
    ],
  ],
  BMW: [
    [
      '3 (E90)',
      '2004/12-2011/12',
      [
        ['318 i', 105],
        ['320 d', 130],
      ],
    ],
    [
      '5 (F10)',
      '2009/12-2016/10',
      [
        ['520 d', 135],
        ['530 d', 190],
      ],
    ],
  ],
  FORD: [
    [
      'FOCUS III',
      '2010/07-2018/05',
      [
        ['1.0 EcoBoost', 74],
        ['1.6 TDCi', 85],
      ],
    ],
    ['FIESTA VI', '2008/06-2017/12', [['1.25', 60]]],
  ],
  OPEL: [
    [
      'ASTRA J',
      '2009/12-2015/10',
      [
        ['1.4', 74],
        ['1.7 CDTI', 81],
      ],
    ],
  ],
  SKODA: [
    [
      'OCTAVIA II (1Z3)',
      '2004/02-2013/06',
      [
        ['1.6 TDI', 77],
        ['1.9 TDI', 77],
      ],
    ],
    ['FABIA II (542)', '2006/12-2014/12', [['1.2', 51]]],
  ],
  TOYOTA: [
    [
      'COROLLA (E15)',
      '2006/11-2014/12',
      [
        ['1.4 D-4D', 66],
        ['1.6', 91],
      ],
    ],
  ],
  VOLKSWAGEN: [
    [
      'GOLF VI (5K1)',
      '2008/10-2013/11',
      [
        ['1.4 TSI', 90],
        ['2.0 TDI', 103],
      ],
    ],
    [
      'PASSAT B6 (3C2)',
      '2005/03-2010/07',
      [
        ['1.9 TDI', 77],
        ['2.0 TDI', 103],
      ],
    ],
  ],
};

export const compatibleGroups: readonly CompatibleGroup[] = Object.keys(vehicles).map((make) => ({
  id: groupId(make),
  text: make,
}));

let next = 10_000;
export const compatibleProducts: readonly CompatibleProduct[] = Object.entries(vehicles).flatMap(
  ([make, models]) =>
    models.flatMap(([model, years, engines]) =>
      engines.map(([engine, kw]) => ({
        id: String(next++),
        text: `${make} ${model} ${years} ${engine} ${Math.round(kw * 1.36)}KM/${kw}kW`,
        group: groupId(make),
        attributes: [
          { id: 'TYPE', values: [engine] },
          { id: 'MODELFROM', values: [years.slice(0, 7)] },
          { id: 'POWER_KW', values: [String(kw)] },
        ],
      })),
    ),
);

const productById = new Map(compatibleProducts.map((p) => [p.id, p]));
export const compatibleProduct = (id: string): CompatibleProduct | undefined => productById.get(id);

/** When the vehicle database last changed: fixed, it is generated with the server (Last-Modified, 304). */
export const databaseChangedAt = Date.UTC(2026, 0, 15, 8, 0, 0);

export const supportedCategory = (categoryId: string): SupportedCategory | undefined =>
  supportedCategories.find((c) => c.categoryId === categoryId);
