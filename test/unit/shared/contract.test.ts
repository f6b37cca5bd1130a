import { describe, expect, it } from 'vitest';
import { channelNames, channels, eventNames } from '../../../shared/contract';
import { buildBridgeApi } from '../../../electron/preload/build-api';

describe('contract', () => {
  it('names every channel domain:verbNoun', () => {
    for (const name of channelNames) expect(name).toMatch(/^[a-z]+:[a-z][A-Za-z]*$/);
  });

  it('gives every channel an input schema', () => {
    for (const name of channelNames) expect(typeof channels[name].input.safeParse).toBe('function');
  });

  it('builds a named API with one method per channel and no generic invoke', async () => {
    const calls: [string, unknown][] = [];
    const api = buildBridgeApi(
      (channel, input) => {
        calls.push([channel, input]);
        return Promise.resolve({ ok: true, data: null });
      },
      () => () => undefined,
    ) as unknown as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;
    expect(Object.keys(api)).not.toContain('invoke');
    for (const name of channelNames) {
      const [domain, method] = name.split(':') as [string, string];
      await api[domain]![method]!({ probe: name });
    }
    expect(calls.map(([channel]) => channel)).toEqual(channelNames);
    expect(Object.keys(api.on!).sort()).toEqual([...eventNames].sort());
  });
});
