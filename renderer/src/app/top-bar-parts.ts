import type { ComponentType } from 'react';
import { OpenDisputesCounter } from '../features/buyers/disputes/OpenDisputesCounter';

/**
 * Counters in the top bar that call the seller to something waiting (unread message threads, open disputes), in this
 * order before the connection indicator. Each reads its own count from the local copy and opens its tab when clicked.
 */
export const topBarParts: { id: string; Part: ComponentType }[] = [
  { id: 'disputes', Part: OpenDisputesCounter },
];
