import { describe, expect, it } from 'vitest';
import { localDb } from '../../helpers/core';
import { pickingOffers, withEan } from '../../helpers/picking';
import { stationsClosedAfterEach } from '../../helpers/station';

const station = stationsClosedAfterEach();
const EAN = '5907777000011';

async function shop() {
  const s = await station({ streams: [] });
  const offers = await pickingOffers(s.market, s.api, 'SHELF-CUP-7');
  await s.core.sync.runOnce({ accountId: s.accountId });
  localDb(s.core)
    .prepare('UPDATE offers SET detail_raw = ? WHERE account_id = ? AND id = ?')
    .run(withEan(EAN), s.accountId, offers.a);
  const bin = (id: string) => s.core.picking.bin(s.accountId, id).bin;
  return { ...s, offers, bin };
}

describe('a bins file', () => {
  it("as Polish Excel writes it: ';', a byte order mark, CRLF, Polish headers; unmatched rows reported", async () => {
    const { core, accountId, offers, bin } = await shop();
    const file = [
      '\uFEFFID oferty;Sygnatura;EAN;Lokalizacja',
      `${offers.e};;;A-01-1`,
      `;SHELF-CUP-7;;"B;02"`,
      `;;${EAN};C-7`,
      '',
      '999000111;;;Z-9',
      ';;;D-1',
      `${offers.b};;;${'X'.repeat(41)}`,
    ].join('\r\n');
    expect(core.picking.importBins(accountId, file)).toEqual({
      set: 3,
      notMatched: [
        { line: 6, key: '999000111', problem: 'noOffer' },
        { line: 7, key: '', problem: 'noKey' },
        { line: 8, key: offers.b, problem: 'tooLong' },
      ],
    });
    expect([offers.e, offers.c, offers.d, offers.a, offers.b].map(bin)).toEqual([
      'A-01-1',
      'B;02',
      'B;02',
      'C-7',
      null,
    ]);
  });

  it("with ',' and English headers, no byte order mark; an empty bin takes the bin away", async () => {
    const { core, accountId, offers, bin } = await shop();
    core.picking.setBin(accountId, offers.b, 'OLD-1');
    const file = `Offer ID,Bin location\n${offers.e},"A-2, top"\n${offers.b},\n`;
    expect(core.picking.importBins(accountId, file)).toEqual({ set: 2, notMatched: [] });
    expect([bin(offers.e), bin(offers.b)]).toEqual(['A-2, top', null]);
  });

  it('without a header naming the columns sets nothing and says what is missing', async () => {
    const { core, accountId, offers, bin } = await shop();
    expect(() => core.picking.importBins(accountId, `${offers.e};A-1\n`)).toThrow(/header row/);
    expect(() => core.picking.importBins(accountId, `Offer ID;Price\n${offers.e};10\n`)).toThrow(
      /no bin column/,
    );
    expect(bin(offers.e)).toBeNull();
  });
});
