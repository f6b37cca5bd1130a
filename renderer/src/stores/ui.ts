import { create } from 'zustand';
import { isSectionId, type SectionId } from '../app/sections';

interface UiState {
  section: SectionId;
  shortcutsOpen: boolean;
  go: (section: SectionId) => void;
  /** A tab asked for in a section made of tabs (a top-bar counter opens its tab); taken by the section. */
  tab: string | null;
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
    if (location.hash !== `#/${section}`) history.replaceState(null, '', `#/${section}`);
    set({ section });
  },
  setShortcutsOpen: (shortcutsOpen) => set({ shortcutsOpen }),
  tab: null,
  openTab(section, tab) {
    set({ tab });
    useUiStore.getState().go(section);
  },
}));

export function watchHash(): () => void {
  const onHash = (): void => useUiStore.setState({ section: sectionFromHash() });
  window.addEventListener('hashchange', onHash);
  return () => window.removeEventListener('hashchange', onHash);
}
