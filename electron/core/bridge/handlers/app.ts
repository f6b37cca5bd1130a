import type { Handlers } from '../../../../shared/contract';
import type { Core } from '../../app';

type AppHandlers = Pick<Handlers, 'app:info' | 'settings:get' | 'settings:set'>;

export function appHandlers(core: Core): AppHandlers {
  return {
    'app:info': () => Promise.resolve(core.info()),
    'settings:get': () => Promise.resolve(core.settings.get()),
    'settings:set': (patch) => Promise.resolve(core.settings.update(patch)),
  };
}
