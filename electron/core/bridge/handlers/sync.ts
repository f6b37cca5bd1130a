import type { HandlersOf } from '../../../../shared/contract';
import type { syncChannels } from '../../../../shared/contract/sync';
import type { Core } from '../../compose';

export function syncHandlers(core: Core): HandlersOf<typeof syncChannels> {
  return {
    'sync:getStatus': () => core.sync.status(),
    'sync:syncNow': (input) => {
      core.sync.syncNow(input ?? {});
      return null;
    },
  };
}
