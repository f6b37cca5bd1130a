import { describe, expect, it } from 'vitest';
import { SECOND_SELLER_ID } from '../../../electron/demo-market';
import { type ApiErrors, apiClient, marketForTests, signIn } from '../../helpers/demo-market';

interface Element<T> {
  translation: T;
  type: 'BASE' | 'AUTO' | 'MANUAL';
}
interface Translation {
  language: string;
  title?: Element<string>;
  description?: Element<{ sections: { items: { type: string; content?: string }[] }[] }>;
}
const demo = marketForTests();
const text = (content: string) => ({ sections: [{ items: [{ type: 'TEXT', content }] }] });

async function firstOffer(api = demo.api): Promise<{ id: string; name: string }> {
  const list = await api.json<{ offers: { id: string; name: string }[] }>('/sale/offers?limit=1');
  return list.offers[0]!;
}
const path = (id: string, language = '') =>
  `/sale/offers/${id}/translations${language ? `/${language}` : ''}`;
const translations = async (id: string, query = '') =>
  (await demo.api.json<{ translations: Translation[] }>(`${path(id)}${query}`)).translations;

async function refused(response: Response, status: number): Promise<ApiErrors['errors'][number]> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ApiErrors;
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
  return body.errors[0]!;
}

describe('document 2, offer translations', () => {
  it('answers the base content and the automatic translations; one language with ?language=', async () => {
    const offer = await firstOffer();
    const all = await translations(offer.id);
    expect(all[0]).toMatchObject({ language: 'pl-PL', title: { translation: offer.name, type: 'BASE' } });
    expect(all.slice(1).map((t) => [t.language, t.title?.type, t.description?.type])).toEqual([
      ['cs-CZ', 'AUTO', 'AUTO'],
      ['sk-SK', 'AUTO', 'AUTO'],
      ['hu-HU', 'AUTO', 'AUTO'],
      ['en-US', 'AUTO', 'AUTO'],
    ]);
    const one = await translations(offer.id, '?language=cs-CZ');
    expect(one.map((t) => t.language)).toEqual(['cs-CZ']);
    expect(await translations(offer.id, '?language=de-DE')).toEqual([]);
  });

  it('a manual title replaces the automatic one; a new language holds only what was given', async () => {
    const offer = await firstOffer();
    expect(
      (await demo.api.patch(path(offer.id, 'en-US'), { title: { translation: 'Blue mug' } })).status,
    ).toBe(200);
    const en = (await translations(offer.id, '?language=en-US'))[0]!;
    expect(en.title).toEqual({ translation: 'Blue mug', type: 'MANUAL' });
    expect(en.description?.type).toBe('AUTO');
    const answer = await demo.api.patch(path(offer.id, 'de-DE'), {
      description: { translation: text('<p>Blaue Tasse</p>') },
    });
    expect(answer.status).toBe(200);
    const de = (await translations(offer.id, '?language=de-DE'))[0]!;
    expect(de).toEqual({
      language: 'de-DE',
      description: { translation: text('<p>Blaue Tasse</p>'), type: 'MANUAL' },
    });
    // The journal tells which language changed, so a client knows to read the translations again.
    const events = await demo.api.json<{ offerEvents: { type: string; translations?: unknown }[] }>(
      '/sale/offer-events?type=OFFER_TRANSLATION_UPDATED',
    );
    expect(events.offerEvents.at(-1)?.translations).toEqual([{ language: 'de-DE' }]);
  });

  it('refuses what the rules forbid: no element, base or unknown language, title length, description shape', async () => {
    const offer = await firstOffer();
    expect((await refused(await demo.api.patch(path(offer.id, 'en-US'), {}), 422)).code).toBe(
      'VALIDATION_ERROR',
    );
    const base = await refused(
      await demo.api.patch(path(offer.id, 'pl-PL'), { title: { translation: 'x' } }),
      422,
    );
    expect(base.code).toBe('TRANSLATION_BASE_LANGUAGE');
    const unknown = await refused(
      await demo.api.patch(path(offer.id, 'xx-XX'), { title: { translation: 'x' } }),
      422,
    );
    expect(unknown.code).toBe('TRANSLATION_LANGUAGE_NOT_SUPPORTED');
    for (const title of ['', '   ', 'x'.repeat(76)]) {
      const error = await refused(
        await demo.api.patch(path(offer.id, 'en-US'), { title: { translation: title } }),
        422,
      );
      expect(error.path).toBe('title.translation');
    }
    expect(
      (await demo.api.patch(path(offer.id, 'en-US'), { title: { translation: 'x'.repeat(75) } })).status,
    ).toBe(200);
    const shapes = [
      { sections: [] },
      { sections: [{ items: [] }] },
      { sections: [{ items: [1, 2, 3].map(() => ({ type: 'TEXT', content: 'a' })) }] },
      { sections: [{ items: [{ type: 'TEXT', content: ' ' }] }] },
      { sections: [{ items: [{ type: 'IMAGE', url: 'https://elsewhere.example/a.jpg' }] }] },
      text('x'.repeat(40_001)),
    ];
    for (const translation of shapes) {
      const error = await refused(
        await demo.api.patch(path(offer.id, 'en-US'), { description: { translation } }),
        422,
      );
      expect(error.path).toBe('description.translation');
    }
  });

  it('deletes one element or the whole manual translation; the automatic one shows again', async () => {
    const offer = await firstOffer();
    await demo.api.patch(path(offer.id, 'cs-CZ'), {
      title: { translation: 'Modrý hrnek' },
      description: { translation: text('<p>Hrnek</p>') },
    });
    expect((await demo.api.delete(`${path(offer.id, 'cs-CZ')}?element=title`)).status).toBe(204);
    let cs = (await translations(offer.id, '?language=cs-CZ'))[0]!;
    expect([cs.title?.type, cs.description?.type]).toEqual(['AUTO', 'MANUAL']);
    await refused(await demo.api.delete(`${path(offer.id, 'cs-CZ')}?element=title`), 404);
    await refused(await demo.api.delete(`${path(offer.id, 'cs-CZ')}?element=price`), 422);
    expect((await demo.api.delete(path(offer.id, 'cs-CZ'))).status).toBe(204);
    cs = (await translations(offer.id, '?language=cs-CZ'))[0]!;
    expect([cs.title?.type, cs.description?.type]).toEqual(['AUTO', 'AUTO']);
    await refused(await demo.api.delete(path(offer.id, 'cs-CZ')), 404);
  });

  it("another seller's offer answers 403, an unknown one 404", async () => {
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    const foreign = await firstOffer(other);
    await refused(await demo.api.get(path(foreign.id)), 403);
    await refused(await demo.api.patch(path(foreign.id, 'en-US'), { title: { translation: 'x' } }), 403);
    await refused(await demo.api.delete(path(foreign.id, 'en-US')), 403);
    await refused(await demo.api.get(path('99999999999')), 404);
  });
});
