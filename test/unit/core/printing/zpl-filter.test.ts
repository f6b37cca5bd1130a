import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filterZpl, ZplRefused } from '../../../../electron/core/printing/zpl-filter';

const fixture = (name: string): Buffer =>
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'fixtures', 'zpl', name));
const run = (zpl: string) => {
  const result = filterZpl(Buffer.from(zpl, 'latin1'));
  return { zpl: Buffer.from(result.bytes).toString('latin1'), removed: result.removed };
};

describe('ZPL from the marketplace, without the commands that change the printer', () => {
  it.each([
    ['saving the configuration', '^XA^FDa^FS^JUS^XZ', '^XA^FDa^FS^XZ', ['^JU']],
    ['a reset before the label', '~JR^XA^FDa^FS^XZ', '^XA^FDa^FS^XZ', ['~JR']],
    [
      'network settings',
      '^XA^NSS,10.0.0.9,255.0.0.0,10.0.0.1^NDS,1^NC1^NPP^FDa^FS^XZ',
      '^XA^FDa^FS^XZ',
      ['^NS', '^ND', '^NC', '^NP'],
    ],
    [
      'the panel password and the printer’s name',
      '^XA^KP1234^KNdesk,x^FDa^FS^XZ',
      '^XA^FDa^FS^XZ',
      ['^KP', '^KN'],
    ],
    [
      'cancelling the printer’s queue, calibrating, diagnostics',
      '~JA~JC~JD~JE^XA^XZ',
      '^XA^XZ',
      ['~JA', '~JC', '~JD', '~JE'],
    ],
    ['a configuration label and counters', '~WC~RO1^XA^XZ', '^XA^XZ', ['~WC', '~RO']],
    ['flash formatting', '^XA^JBE^XZ', '^XA^XZ', ['^JB']],
    ['lower-case commands too', '^XA^jus^XZ', '^XA^XZ', ['^JU']],
    ['a graphic into flash', '~DGE:LOGO.GRF,2,1,FFFF^XA^XZ', '^XA^XZ', ['~DG E:']],
    ['a font or firmware file into flash', '~DYE:FW,A,G,2,0,FFFF^XA^XZ', '^XA^XZ', ['~DY E:']],
    ['an object deleted from flash', '^XA^IDE:*.*^XZ', '^XA^XZ', ['^ID E:']],
    [
      'a Set-Get-Do line outside the label',
      '! U1 setvar "ip.addr" "10.0.0.9"\r\n^XA^XZ',
      '\r\n^XA^XZ',
      ['SGD'],
    ],
    ['Set-Get-Do JSON after the label', '^XA^XZ\n{}{"wlan.ssid":"x"}', '^XA^XZ\n', ['SGD']],
  ])('%s', (_, zpl, kept, removed) => {
    expect(run(zpl)).toEqual({ zpl: kept, removed });
  });

  it.each([
    ['a graphic into RAM, recalled by the label', '~DGR:LOGO.GRF,2,1,FFFF^XA^FO0,0^XGR:LOGO.GRF,1,1^FS^XZ'],
    ['label size, home, darkness, speed, media for this label', '^XA^PW812^LL1218^LH0,0~SD20^PR4^MNY^MMT^XZ'],
    ['field data with hex escapes', '^XA^FO1,1^FH^FDCena_5E 10 z_C5_82^FS^XZ'],
    ['text with an exclamation mark inside the label', '^XA^FO1,1^FD! Uwaga {kruche}^FS^XZ'],
    ['a binary graphic field whose bytes hold carets', '^XA^FO0,0^GFB,4,4,1,^JU~J^FS^XZ'],
  ])('keeps %s byte for byte', (_, zpl) => {
    expect(run(zpl)).toEqual({ zpl, removed: [] });
  });

  it.each(['^XA^CC+^XZ', '~CC+^XA^XZ', '^XA^CT#^XZ'])(
    'refuses %s: later prefixes could not be read',
    (zpl) => {
      expect(() => run(zpl)).toThrow(ZplRefused);
    },
  );

  it('a real carrier label with injected printer commands comes out as the label alone', () => {
    const result = filterZpl(fixture('hostile-label.zpl'));
    expect(Buffer.from(result.bytes).equals(fixture('carrier-label.zpl'))).toBe(true);
    expect(result.removed).toEqual(['~JR', '~DG E:', '~DY E:', '^KP', '^NS', '^JU', 'SGD']);
  });

  it('a clean carrier label is left exactly as it came', () => {
    const label = fixture('carrier-label.zpl');
    const result = filterZpl(label);
    expect(result.removed).toEqual([]);
    expect(Buffer.from(result.bytes).equals(label)).toBe(true);
  });
});
