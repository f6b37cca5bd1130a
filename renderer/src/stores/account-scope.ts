/**
 * What a screen keeps (ticks, filters, search text, the open record, the order being packed) belongs to the account
 * it was made on: when the active account changes, each part saves its state under the account left and takes back
 * the state it had on the account now active, or its first state there. One mechanism for every store, so no screen
 * shows, or acts on, another account's rows.
 */
export interface AccountScoped<Saved> {
  /** The part's state as the account left has it. */
  save: () => Saved;
  /** Takes this state back, or (undefined) starts as on a first visit. */
  restore: (saved: Saved | undefined) => void;
}

const parts = new Set<AccountScoped<unknown>>();
const kept = new Map<string, Map<AccountScoped<unknown>, unknown>>();
/** Undefined until the accounts are first known; null while none is active. */
let current: string | null | undefined;

/** Declares a part of the screen state kept per account; it is asked on every change of the active account. */
export function keepPerAccount<Saved>(part: AccountScoped<Saved>): void {
  parts.add(part as AccountScoped<unknown>);
}

/**
 * The active account is now `accountId` (null: none). The first answer only says whose the state already made is;
 * every later change saves the parts under the account left and restores those of the new one.
 */
export function activeAccountIs(accountId: string | null): void {
  if (current === undefined || current === accountId) {
    current = accountId;
    return;
  }
  if (current !== null) kept.set(current, new Map([...parts].map((part) => [part, part.save()])));
  current = accountId;
  const mine = accountId === null ? undefined : kept.get(accountId);
  for (const part of parts) part.restore(mine?.get(part));
}

/** The account the screens show now: null before the accounts are known or while none is active. */
export const scopedAccount = (): string | null => current ?? null;
