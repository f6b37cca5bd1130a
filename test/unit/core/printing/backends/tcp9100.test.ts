import { describe, expect, it } from 'vitest';
import {
  parseHostStatus,
  parseTcpAddress,
  statusFromHostStatus,
} from '../../../../../electron/core/printing/backends/tcp9100';
import { hostStatusAnswer } from '../../../../helpers/printer-listener';

describe('ZPL ~HS host status', () => {
  it('reads the flags of the three framed strings', () => {
    const parsed = parseHostStatus(hostStatusAnswer({ paperOut: true, headOpen: true, labelsRemaining: 3 }));
    expect(parsed).toMatchObject({
      paperOut: true,
      paused: false,
      headOpen: true,
      ribbonOut: false,
      labelsRemaining: 3,
    });
  });

  it('maps them to printer states', () => {
    const state = (flags: Parameters<typeof hostStatusAnswer>[0]) =>
      statusFromHostStatus(parseHostStatus(hostStatusAnswer(flags))!);
    expect(state({})).toEqual({ state: 'ready', problems: [] });
    expect(state({ labelsRemaining: 5 })).toEqual({ state: 'busy', problems: [] });
    expect(state({ paused: true })).toEqual({ state: 'paused', problems: ['paused'] });
    expect(state({ paperOut: true, paused: true })).toEqual({
      state: 'error',
      problems: ['paperOut', 'paused'],
    });
    expect(state({ ribbonOut: true })).toEqual({ state: 'error', problems: ['ribbonOut'] });
    expect(state({ headOpen: true })).toEqual({ state: 'error', problems: ['headOpen'] });
  });

  it('refuses an answer that is not ~HS', () => {
    expect(parseHostStatus('')).toBeNull();
    expect(parseHostStatus('HTTP/1.1 400 Bad Request\r\n')).toBeNull();
    expect(parseHostStatus('\u00021,2\u0003\u00023\u0003')).toBeNull();
  });

  it('reads printer addresses with and without a port', () => {
    expect(parseTcpAddress('192.168.1.50')).toEqual({ host: '192.168.1.50', port: 9100 });
    expect(parseTcpAddress('zebra.local:6101')).toEqual({ host: 'zebra.local', port: 6101 });
    expect(parseTcpAddress('[fe80::1]:9100')).toEqual({ host: 'fe80::1', port: 9100 });
  });
});
