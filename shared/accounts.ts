import type { ApiGeneration } from './settings';
import type { EnvironmentKind } from './app-info';

export type AccountStatus = 'signedIn' | 'signedOut';

/**
 * Why a signed-out account is: the marketplace ended the session before its time (the seller logged out everywhere,
 * changed the password or e-mail, was blocked, or opened over 20 sessions), its sign-in ran out, or the seller
 * signed out here.
 */
export type SignedOutReason = 'ended' | 'expired' | 'signed-out';

/**
 * Why this host's session differs from what the accounts table says, computed per host and never stored, so one
 * host never signs an account out for the other: `signed-in-elsewhere`, the other host (the desktop app or the
 * command line) holds the session and this one has none; `vault-damaged`, this host's vault failed authentication
 * and was kept aside; `secrets-unavailable`, the keychain cannot be opened just now (still signed in, retried);
 * `tokens-unsaved`, a new token pair could not be written to disk and lives in memory until a retry succeeds.
 */
export type SessionNote = 'signed-in-elsewhere' | 'vault-damaged' | 'secrets-unavailable' | 'tokens-unsaved';

/** What the renderer knows of an account: never a token. */
export interface AccountSummary {
  id: string;
  environment: EnvironmentKind;
  environmentName: string;
  /** The marketplace generation the account's environment speaks: what the screens offer follows it. */
  api: ApiGeneration;
  userId: string;
  /**
   * The host of the account's marketplace (`api.allegro.pl`, `127.0.0.1:4321`): with the environment and the seller's
   * id it tells apart two accounts of the same login. Null for the Demo environment, which runs on this computer.
   */
  marketHost: string | null;
  login: string;
  companyName: string | null;
  status: AccountStatus;
  /** Null while signed in, and for an account signed out before the reason was kept. */
  signedOutReason: SignedOutReason | null;
  /** ISO time the session needs a new sign-in by; null when signed out. */
  signInNeededBy: string | null;
  /** True in the last seven days before `signInNeededBy`. */
  expiryWarning: boolean;
  sessionNote: SessionNote | null;
  active: boolean;
}

/** A sign-in that has begun: an address to open in the browser, or a code to enter on another device. */
export type SignInStart =
  | { flowId: string; method: 'browser'; url: string }
  | {
      flowId: string;
      method: 'device';
      userCode: string;
      verificationUri: string;
      verificationUriComplete: string | null;
      expiresAt: string;
    };
