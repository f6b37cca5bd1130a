import type { HandlersOf } from '../../../../shared/contract';
import type { appChannels } from '../../../../shared/contract/app';
import type { Core } from '../../compose';

export function appHandlers(core: Core): HandlersOf<typeof appChannels> {
  return {
    'app:info': () => core.info(),
    'settings:get': () => core.settings.get(),
    'settings:set': (patch) => core.settings.update(patch),
  };
}
