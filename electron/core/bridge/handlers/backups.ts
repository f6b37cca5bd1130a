import type { HandlersOf } from '../../../../shared/contract';
import type { backupChannels } from '../../../../shared/contract/backups';
import type { Core } from '../../compose';

export function backupHandlers(core: Core): HandlersOf<typeof backupChannels> {
  return {
    'backups:list': () => core.backups.list(),
    'backups:backUpNow': () => core.backups.backUpNow(),
    'backups:restore': ({ name }) => core.backups.restore(name),
  };
}
