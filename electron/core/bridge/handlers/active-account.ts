import type { Core } from '../../compose';
import { AppError } from '../../kernel/errors';

/** The account a call names, or the active one when it names none. */
export function accountOf(core: Core, accountId: string | undefined): string {
  const id = accountId ?? core.settings.get().activeAccountId;
  if (!id) throw new AppError('NOT_FOUND', 'No account is signed in.');
  return id;
}
