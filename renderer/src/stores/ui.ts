import { create } from 'zustand';
import { isSectionId, type SectionId } from '../app/sections';

interface UiState {
  section: SectionId;
  shortcutsOpen: boolean;
  go: (section: SectionId) => void;
  /**
   * The tab each section made of tabs shows (Shop, Money, Buyers); a section without an entry shows its first tab.
   * Kept here rather than in the page, so a seller who goes to Orders and back finds the tab they left, and a top-bar
   * counter opens its section on its tab in the same update: the page only reads it, so a render React throws away
   * and starts again (a deferred section switch interrupted by a sync update) cannot lose it.
   */
  tabs: Partial<Record<SectionId, string>>;
  openTab: (section: SectionId, tab: string) => void;
  setShortcutsOpen: (open: boolean) => void;
}

/** The section lives in the address hash, so a reload or a restarted web host lands on the same screen. */
function sectionFromHash(): SectionId {
  const id = location.hash.replace(/^#\/?/, '');
  return isSectionId(id) ? id : 'orders';
}

export const useUiStore = create<UiState>((set) => ({
  section: sectionFromHash(),
  shortcutsOpen: false,
  go(section) {
    showInHash(section);
    set({ section });
  },
  setShortcutsOpen: (shortcutsOpen) => set({ shortcutsOpen }),
  tabs: {},
  openTab(section, tab) {
    showInHash(section);
    set((state) => ({ section, tabs: { ...state.tabs, [section]: tab } }));
  },
}));

function showInHash(section: SectionId): void {
  if (location.hash !== `#/${section}`) history.replaceState(null, '', `#/${section}`);
}

export function watchHash(): () => void {
  const onHash = (): void => useUiStore.setState({ section: sectionFromHash() });
  window.addEventListener('hashchange', onHash);
  return () => window.removeEventListener('hashchange', onHash);
}
