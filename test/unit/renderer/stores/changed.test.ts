import { describe, expect, it, vi } from 'vitest';

/** The one `changed` listener the registry subscribes, kept to send it events. */
const events = vi.hoisted(() => ({ listeners: [] as ((payload: { tables: string[] }) => void)[] }));

vi.mock('../../../../renderer/src/api/client', () => ({
  onEvent: (name: string, listener: (payload: { tables: string[] }) => void) => {
    if (name === 'changed') events.listeners.push(listener);
    return () => events.listeners.splice(events.listeners.indexOf(listener), 1);
  },
}));

import { refreshOn, watchChanged } from '../../../../renderer/src/stores/changed';

const send = (...tables: string[]) => events.listeners.forEach((listener) => listener({ tables }));

describe('one subscription to changed', () => {
  it('runs, in the order declared, each refresh one of whose tables changed', () => {
    const stop = watchChanged();
    const ran: string[] = [];
    const offs = [
      refreshOn(['orders', 'outbox'], () => ran.push('orders')),
      refreshOn(['offers'], () => ran.push('offers')),
      refreshOn(['outbox'], () => ran.push('outbox')),
    ];
    expect(events.listeners).toHaveLength(1);
    send('outbox');
    send('messages');
    send('offers', 'orders');
    expect(ran).toEqual(['orders', 'outbox', 'orders', 'offers']);
    offs.forEach((off) => off());
    stop();
    expect(events.listeners).toHaveLength(0);
  });

  it('runs no refresh that stopped, even one stopped by an earlier refresh of the same event', () => {
    const stop = watchChanged();
    const ran: string[] = [];
    const offSecond = refreshOn(['offers'], () => ran.push('second'));
    const offFirst = refreshOn(['orders'], () => {
      ran.push('first');
      offSecond();
    });
    send('offers');
    offSecond();
    send('offers');
    expect(ran).toEqual(['second']);
    const offThird = refreshOn(['offers'], () => ran.push('third'));
    const offStopper = refreshOn(['offers'], () => offThird());
    send('orders', 'offers');
    expect(ran).toEqual(['second', 'first', 'third']);
    [offFirst, offThird, offStopper].forEach((off) => off());
    stop();
  });

  it('keeps on with the other refreshes when one throws, and reports the failure', () => {
    const stop = watchChanged();
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
    stop();
  });
});
