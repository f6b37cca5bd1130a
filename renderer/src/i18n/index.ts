import type { Language } from '../../../shared/settings';
import { useSettingsStore } from '../stores/settings';
import { translate, type Translate } from './translate';

export { dictionaries, translate, type MessageKey, type Translate } from './translate';

export function useLanguage(): Language {
  return useSettingsStore((state) => state.settings?.language ?? 'pl');
}

export function useT(): Translate {
  const language = useLanguage();
  return (key, vars) => translate(language, key, vars);
}
