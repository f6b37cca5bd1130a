import type { EnvironmentKind } from './app-info';

export type AccountStatus = 'signedIn' | 'signedOut';

/** What the renderer knows of an account: never a token. */
export interface AccountSummary {
  id: string;
  environment: EnvironmentKind;
  environmentName: string;
  userId: string;
  login: string;
  companyName: string | null;
  status: AccountStatus;
  /** ISO time the session needs a new sign-in by; null when signed out. */
  signInNeededBy: string | null;
  /** True in the last seven days before `signInNeededBy`. */
  expiryWarning: boolean;
  active: boolean;
}
