import type { ResolvedOptions } from '../options';
import { emptyStoreData, type StoreData } from '../state/store';
import { demoSellers } from './sellers';

/** The whole demo shop from the options alone: the same options always give the same data. */
export function generateShop(options: ResolvedOptions): StoreData {
  void options;
  const data = emptyStoreData();
  data.sellers = demoSellers();
  return data;
}
