/** What the token service keeps per token, and what it counts. */
export type Grant = 'authorization_code' | 'refresh_token' | 'client_credentials' | 'device_code';

export type RecordState = 'active' | 'rotated' | 'revoked' | 'expired';

export interface RefreshRecord {
  jti: string;
  userId: string;
  clientId: string;
  scopes: string[];
  family: string;
  issuedAt: number;
  expiresAt: number;
  state: RecordState;
  rotatedAt: number | null;
}

export interface AccessRecord {
  jti: string;
  userId: string | null;
  clientId: string;
  family: string | null;
  issuedAt: number;
  expiresAt: number;
  state: 'active' | 'expired' | 'revoked';
}

export interface TokenStats {
  byGrant: Record<Grant, number>;
  byUser: Record<string, Partial<Record<Grant, number>>>;
  refreshes: number;
  refreshReuse: number;
  reuseByUser: Record<string, number>;
  refreshGraceUses: number;
  droppedRefreshResponses: number;
  invalidGrant: number;
}

export interface TokenSnapshot {
  secret: string;
  refresh: RefreshRecord[];
  access: AccessRecord[];
}

export interface IssuedTokens {
  body: Record<string, unknown>;
  drop: boolean;
}

export const emptyStats = (): TokenStats => ({
  byGrant: { authorization_code: 0, refresh_token: 0, client_credentials: 0, device_code: 0 },
  byUser: {},
  refreshes: 0,
  refreshReuse: 0,
  reuseByUser: {},
  refreshGraceUses: 0,
  droppedRefreshResponses: 0,
  invalidGrant: 0,
});
