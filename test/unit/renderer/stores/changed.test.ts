import { describe, expect, it } from 'vitest';
import type { TableName } from '../../../../shared/contract';
import { dispatchChanged, refreshOn } from '../../../../renderer/src/stores/changed';

const send = (...tables: TableName[]) => dispatchChanged(tables);

describe('one dispatch of changed', () => {
  it('runs, in the order declared, each refresh one of whose tables changed', () => {
    const ran: string[] = [];
    const offs = [
      refreshOn(['orders', 'outbox'], () => ran.push('orders')),
      refreshOn(['offers'], () => ran.push('offers')),
      refreshOn(['outbox'], () => ran.push('outbox')),
    ];
    send('outbox');
    send('messages');
    send('offers', 'orders');
    expect(ran).toEqual(['orders', 'outbox', 'orders', 'offers']);
    offs.forEach((off) => off());
    send('outbox', 'offers', 'orders');
    expect(ran).toHaveLength(4);
  });

  it('runs no refresh that stopped, even one stopped by an earlier refresh of the same event', () => {
    const ran: string[] = [];
    const offLater: (() => void)[] = [];
    const offStopper = refreshOn(['orders'], () => {
      ran.push('stopper');
      offLater.forEach((off) => off());
    });
    offLater.push(refreshOn(['offers'], () => ran.push('later')));
    send('offers');
    expect(ran).toEqual(['later']);
    send('orders', 'offers');
    expect(ran).toEqual(['later', 'stopper']);
    send('offers');
    expect(ran).toEqual(['later', 'stopper']);
    offStopper();
    send('orders');
    expect(ran).toEqual(['later', 'stopper']);
  });

  it('keeps on with the other refreshes when one throws, and reports the failure', () => {
    const ran: string[] = [];
    const offs = [
      refreshOn(['orders'], () => {
        throw new Error('broken');
      }),
      refreshOn(['orders'], () => ran.push('after')),
    ];
    expect(() => send('orders')).toThrow('broken');
    expect(ran).toEqual(['after']);
    offs.forEach((off) => off());
  });
});
