import { categoryTemplates } from './categories';

/** A node of the demo's category tree; offers are listed only in leaves (the category templates). */
export interface CategoryNode {
  id: string;
  name: string;
  /** Null for a main category. */
  parentId: string | null;
  leaf: boolean;
}

/** The branches above the leaves: main categories (some with UUID ids, as on the marketplace) and their children. */
const branches: Omit<CategoryNode, 'leaf'>[] = [
  { id: '42540aec-367a-4e5e-b411-17c09b08e41f', name: 'Elektronika', parentId: null },
  { id: '5', name: 'Dom i Ogród', parentId: null },
  { id: '1454', name: 'Moda', parentId: null },
  { id: '11763', name: 'Dziecko', parentId: null },
  { id: '1429', name: 'Uroda', parentId: null },
  { id: '38d588fd-7e9c-4c42-a4ae-6831775eca45', name: 'Kultura i rozrywka', parentId: null },
  { id: '4bd97d96-f0ff-46cb-a52c-2992bd972bb1', name: 'Firma i usługi', parentId: null },
  { id: '3919', name: 'Sport i turystyka', parentId: null },
  { id: '3', name: 'Motoryzacja', parentId: null },
  { id: '4', name: 'Telefony i Akcesoria', parentId: '42540aec-367a-4e5e-b411-17c09b08e41f' },
  { id: '10', name: 'RTV i AGD', parentId: '42540aec-367a-4e5e-b411-17c09b08e41f' },
  { id: '122640', name: 'Sprzęt audio przenośny', parentId: '10' },
  { id: '1466', name: 'Kuchnia, sztućce i naczynia', parentId: '5' },
  { id: '1469', name: 'Narzędzia', parentId: '5' },
  { id: '1035', name: 'Zwierzęta', parentId: '5' },
  { id: '1455', name: 'Odzież męska', parentId: '1454' },
  { id: '11819', name: 'Zabawki', parentId: '11763' },
  { id: '7', name: 'Książki i Komiksy', parentId: '38d588fd-7e9c-4c42-a4ae-6831775eca45' },
  { id: '6', name: 'Artykuły biurowe', parentId: '4bd97d96-f0ff-46cb-a52c-2992bd972bb1' },
  { id: '110130', name: 'Fitness', parentId: '3919' },
  { id: '4029', name: 'Akcesoria samochodowe', parentId: '3' },
];

/** Every node, main categories first, then in the order of the tree's definition: the order lists answer in. */
export const categoryTree: readonly CategoryNode[] = [
  ...branches.map((b) => ({ ...b, leaf: false })),
  ...categoryTemplates.map((t) => ({ id: t.id, name: t.name, parentId: t.parentId, leaf: true })),
];

const byId = new Map(categoryTree.map((node) => [node.id, node]));

export const categoryNode = (id: string): CategoryNode | undefined => byId.get(id);

export const childrenOf = (parentId: string | null): CategoryNode[] =>
  categoryTree.filter((node) => node.parentId === parentId);
