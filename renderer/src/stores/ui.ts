import { create } from 'zustand';
import { isSectionId, type SectionId } from '../app/sections';

interface UiState {
  section: SectionId;
  shortcutsOpen: boolean;
  go: (section: SectionId) => void;
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
}));

export function watchHash(): () => void {
  const onHash = (): void => useUiStore.setState({ section: sectionFromHash() });
  window.addEventListener('hashchange', onHash);
  return () => window.removeEventListener('hashchange', onHash);
}
