import type { Handlers } from '../../../../shared/contract';
import type { Core } from '../../app';
import { accountHandlers } from './accounts';
import { appHandlers } from './app';
import { syncHandlers } from './sync';
import { printHandlers } from './print';

/** Every channel's binding: parse already happened in the registrar, so these only call one service each. */
export function createHandlers(core: Core): Handlers {
  return {
    ...appHandlers(core),
    ...accountHandlers(core),
    ...syncHandlers(core),
    ...printHandlers(core),
  };
}
