import { create } from 'zustand';
import type { TableName } from '../../../../../shared/contract';
import type { Money } from '../../../../../shared/money';
import type { Change } from '../../../../../shared/outbox';
import type { Promotion, PromotionDraft, PromotionType } from '../../../../../shared/promotions';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { keepPerAccount } from '../../../stores/account-scope';
import { createDetailRead } from '../../../stores/detail-read';
import { loadCounts } from '../../../stores/outbox';

interface PromotionsState {
  type: PromotionType;
  rows: Promotion[];
  counts: Partial<Record<PromotionType, number>>;
  openId: string | null;
  loading: boolean;
}

const firstType: PromotionType = 'WHOLESALE_PRICE_LIST';

export const usePromotionsStore = create<PromotionsState>(() => ({
  type: firstType,
  rows: [],
  counts: {},
  openId: null,
  loading: false,
}));

/** Bumped when the active account changes: a read asked before is the account left's. */
let generation = 0;
/** Open tabs watching the promotions: only then does a change of account read the new one's at once. */
let watching = 0;

// The type shown and the open promotion are the account's (ids may repeat across accounts); the rows are read anew.
keepPerAccount<Pick<PromotionsState, 'type' | 'openId'>>({
  save: () => {
    const { type, openId } = usePromotionsStore.getState();
    return { type, openId };
  },
  restore(saved) {
    generation++;
    usePromotionsStore.setState({
      type: saved?.type ?? firstType,
      openId: saved?.openId ?? null,
      rows: [],
      counts: {},
    });
    if (watching > 0) loadPromotions().catch(notifyError);
  },
});

// The outbox too: a change sent, refused or discarded changes a promotion's mark without a sync.
const tables: TableName[] = ['promotions', 'outbox', 'offers', 'accounts', 'settings'];

/** Reads the open type's promotions and the counts of every type, from the local copy. */
export async function loadPromotions(): Promise<void> {
  const { type } = usePromotionsStore.getState();
  const mine = generation;
  usePromotionsStore.setState({ loading: true });
  try {
    const [rows, counts] = await Promise.all([api.promotions.list({ type }), api.promotions.counts({})]);
    // A type or an account chosen meanwhile has its own read on the way: this answer is for the old one.
    if (usePromotionsStore.getState().type === type && mine === generation) {
      usePromotionsStore.setState({ rows, counts });
    }
  } finally {
    usePromotionsStore.setState({ loading: false });
  }
}

export function chooseType(type: PromotionType): void {
  usePromotionsStore.setState({ type, openId: null, rows: [] });
  loadPromotions().catch(notifyError);
}

export const openPromotion = (openId: string | null): void => usePromotionsStore.setState({ openId });

async function afterChange(work: Promise<Change>): Promise<Change> {
  const change = await work;
  await loadPromotions();
  void loadCounts().catch(notifyError);
  return change;
}

/** Stores a new promotion (shown at once, sent by the outbox); its type's list is opened on it. */
export async function createPromotion(draft: PromotionDraft): Promise<Change> {
  const change = await api.promotions.create({ draft });
  const type: PromotionType =
    draft.kind === 'wholesale'
      ? 'WHOLESALE_PRICE_LIST'
      : draft.offerIds.length > 1
        ? 'CROSS_MULTIPACK'
        : 'MULTIPACK';
  usePromotionsStore.setState({ type, openId: null });
  return afterChange(Promise.resolve(change));
}

export const changeBundleDiscount = (promotionId: string, discount: Money): Promise<Change> =>
  afterChange(api.promotions.changeDiscount({ promotionId, discount }));

export const endPromotion = (promotionId: string): Promise<Change> =>
  afterChange(api.promotions.end({ promotionId }));

/** Re-reads while the tab is open, when promotions, the outbox or the offers' titles change. */
export function watchPromotions(): () => void {
  watching++;
  const stop = refreshOn(tables, () => void loadPromotions().catch(notifyError));
  return () => {
    watching--;
    stop();
  };
}

/** Active offers matching the typed words, for picking the offers of a new promotion (the first 30). */
export async function findActiveOffers(search: string): Promise<{ id: string; name: string }[]> {
  const page = await api.offers.list({
    search: search.trim() || undefined,
    status: ['ACTIVE'],
    limit: 30,
    offset: 0,
  });
  return page.rows.map((o) => ({ id: o.id, name: o.name }));
}

/** The promotions that name an offer, for its detail (a change waiting in the outbox counts). */
export const useOfferPromotions = createDetailRead<Promotion[]>({
  tables: ['promotions', 'outbox'],
  read: (offerId) => api.promotions.ofOffer({ offerId }),
  onError: notifyError,
});
