import type { ComponentType } from 'react';
import { OpenDisputesCounter } from '../features/buyers/disputes/OpenDisputesCounter';
import { UnreadCounter } from '../features/buyers/messages/UnreadCounter';

/**
 * A counter in the top bar that calls the seller to something waiting (unread message threads, open disputes), shown
 * in this order before the connection indicator. Each reads its own count from the local copy and opens its tab when
 * clicked.
 */
export interface TopBarPart {
  id: string;
  Part: ComponentType;
}

export const topBarParts: TopBarPart[] = [
  { id: 'messages', Part: UnreadCounter },
  { id: 'disputes', Part: OpenDisputesCounter },
];
