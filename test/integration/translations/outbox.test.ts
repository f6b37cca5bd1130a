import { appErrorOf } from '../../helpers/app-error';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { OfferTranslation, OfferTranslations } from '../../../shared/translations';
import { closeAfterEach } from '../../helpers/cleanup';
import { signedInCore } from '../../helpers/core';
import { trustedBridge } from '../../helpers/bridge';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();

async function station(market: DemoMarket) {
  const signed = await signedInCore(market, {
    clock: { now: () => market.control.now().ms },
    outboxOptions: { pollMs: 100, minReadMs: 50, backoff: { baseMs: 100, capMs: 1000 } },
  });
  closing(signed.core);
  await signed.core.sync.runOnce();
  const offer = signed.core.queries.offers.list({
    accountId: signed.accountId,
    status: ['ACTIVE'],
    sort: 'name',
    offset: 0,
    limit: 1,
  }).rows[0]!;
  return { ...signed, offerId: offer.id };
}

const language = (
  core: Core,
  accountId: string,
  offerId: string,
  tag: string,
): OfferTranslation | undefined =>
  core.translations.get(accountId, offerId).translations.find((t) => t.language === tag);

/** What the marketplace holds, read with its own API. */
async function held(market: DemoMarket, offerId: string, tag: string) {
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  const body = await api.json<{ translations: { title?: { translation: string; type: string } }[] }>(
    `/sale/offers/${offerId}/translations?language=${tag}`,
  );
  return body.translations[0];
}

describe('offer translations in the local copy and through the outbox', () => {
  it('reads them into the local copy, and reads them from there with the marketplace stopped', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offerId } = await station(market);
    expect(core.translations.get(accountId, offerId)).toEqual({ offerId, fetchedAt: null, translations: [] });
    const read = await core.translations.refresh(accountId, offerId);
    expect(read.fetchedAt).not.toBeNull();
    expect(read.translations.map((t) => [t.language, t.title?.type, t.description?.type])).toEqual([
      ['cs-CZ', 'AUTO', 'AUTO'],
      ['en-US', 'AUTO', 'AUTO'],
      ['hu-HU', 'AUTO', 'AUTO'],
      ['sk-SK', 'AUTO', 'AUTO'],
    ]);
    await market.close();
    expect(core.translations.get(accountId, offerId)).toEqual(read);
    await expect(core.translations.refresh(accountId, offerId)).rejects.toThrow();
  });

  it('an edit shows at once as waiting, is sent, and the marketplace holds it; a delete brings the automatic one back', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offerId } = await station(market);
    await core.translations.refresh(accountId, offerId);
    const edit = core.actions.translations.edit(accountId, offerId, { language: 'en-US', title: 'Blue mug' });
    expect(edit).toMatchObject({ state: 'queued', kind: 'translation.edit', entityType: 'translation' });
    expect(edit.fields).toEqual({ language: 'en-US', title: 'Blue mug' });
    expect(edit.label).not.toBeNull();
    expect(language(core, accountId, offerId, 'en-US')).toMatchObject({
      title: { text: 'Blue mug', type: 'MANUAL' },
      description: { type: 'AUTO' },
      waiting: true,
    });

    core.start();
    expect(await core.outbox.settled(edit.id)).toMatchObject({ state: 'sent', errors: [] });
    expect(await held(market, offerId, 'en-US')).toMatchObject({
      title: { translation: 'Blue mug', type: 'MANUAL' },
    });
    await core.outbox.idle();
    expect(language(core, accountId, offerId, 'en-US')).toMatchObject({
      title: { text: 'Blue mug', type: 'MANUAL' },
      waiting: false,
    });

    const removal = core.actions.translations.delete(accountId, offerId, 'en-US', 'title');
    expect(language(core, accountId, offerId, 'en-US')).toMatchObject({ title: null, waiting: true });
    expect(await core.outbox.settled(removal.id)).toMatchObject({ state: 'sent' });
    await core.outbox.idle();
    expect((await held(market, offerId, 'en-US'))?.title?.type).toBe('AUTO');
    expect(language(core, accountId, offerId, 'en-US')?.title?.type).toBe('AUTO');
    // Nothing manual is left in English: a second delete is refused before anything is stored.
    expect(appErrorOf(() => core.actions.translations.delete(accountId, offerId, 'en-US')).code).toBe(
      'NOT_FOUND',
    );
  });

  it('a translation in a new language is added; what the marketplace refuses stays failed with its words', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offerId } = await station(market);
    await core.translations.refresh(accountId, offerId);
    const description = { sections: [{ items: [{ type: 'TEXT', content: '<p>Blaue Tasse</p>' }] }] };
    const added = core.actions.translations.edit(accountId, offerId, { language: 'de-DE', description });
    const refusedChange = core.actions.translations.edit(accountId, offerId, {
      language: 'fr-FR',
      title: 'Tasse',
    });
    core.start();
    expect(await core.outbox.settled(added.id)).toMatchObject({ state: 'sent' });
    const failed = await core.outbox.settled(refusedChange.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]).toMatchObject({ code: 'TRANSLATION_LANGUAGE_NOT_SUPPORTED' });
    expect(failed.errors[0]!.userMessage).toContain('fr-FR');
    await core.outbox.idle();
    const shown = core.translations.get(accountId, offerId).translations;
    expect(shown.find((t) => t.language === 'de-DE')).toMatchObject({
      title: null,
      description: { sections: description.sections, type: 'MANUAL' },
    });
    expect(shown.find((t) => t.language === 'fr-FR')).toBeUndefined();
  });

  it('checks before storing: language, the offer’s own language, title length, something to send', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offerId } = await station(market);
    const edit = (input: Parameters<Core['actions']['translations']['edit']>[2]) => () =>
      core.actions.translations.edit(accountId, offerId, input);
    expect(appErrorOf(edit({ language: 'pl-PL', title: 'Kubek' })).code).toBe('VALIDATION_FAILED');
    expect(appErrorOf(edit({ language: 'english', title: 'Mug' })).code).toBe('VALIDATION_FAILED');
    expect(appErrorOf(edit({ language: 'en-US', title: 'x'.repeat(76) })).code).toBe('VALIDATION_FAILED');
    expect(appErrorOf(edit({ language: 'en-US' })).code).toBe('VALIDATION_FAILED');
    expect(appErrorOf(edit({ language: 'en-US', description: { sections: [{ items: [] }] } })).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      appErrorOf(() => core.actions.translations.edit(accountId, '1', { language: 'en-US', title: 'x' }))
        .code,
    ).toBe('NOT_FOUND');
    expect(core.outbox.list({ accountIds: [accountId] })).toEqual([]);
  });

  it('the sync reads again the translations of an offer changed elsewhere, once they were read', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offerId } = await station(market);
    await core.translations.refresh(accountId, offerId);
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    const patched = await api.patch(`/sale/offers/${offerId}/translations/sk-SK`, {
      title: { translation: 'Modrý hrnček' },
    });
    expect(patched.status).toBe(200);
    await core.sync.runOnce();
    expect(language(core, accountId, offerId, 'sk-SK')?.title).toEqual({
      text: 'Modrý hrnček',
      type: 'MANUAL',
    });
  });

  it('reads, edits and deletes through the bridge channels, for the active account, in the seller’s language', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, offerId } = await station(market);
    const bridge = trustedBridge(core);
    const read = await bridge.dispatch(null, 'translations:refresh', { offerId });
    expect(read).toMatchObject({ ok: true, data: { offerId } });
    const edited = await bridge.dispatch(null, 'translations:edit', {
      offerId,
      language: 'cs-CZ',
      title: 'Modrý hrnek',
    });
    expect(edited).toMatchObject({ ok: true, data: { kind: 'translation.edit', entityId: offerId } });
    const shown = await bridge.dispatch(null, 'translations:get', { offerId });
    if (!shown.ok) throw new Error('the translations were not answered');
    expect((shown.data as OfferTranslations).translations.find((t) => t.language === 'cs-CZ')).toMatchObject({
      title: { text: 'Modrý hrnek', type: 'MANUAL' },
      waiting: true,
    });
    const base = await bridge.dispatch(null, 'translations:edit', {
      offerId,
      language: 'pl-PL',
      title: 'Kubek',
    });
    expect(base).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    if (base.ok) throw new Error('a translation into the offer’s own language was stored');
    expect(base.error.userMessage).toMatch(/innym niż język oferty/);
    const removal = await bridge.dispatch(null, 'translations:delete', { offerId, language: 'cs-CZ' });
    expect(removal).toMatchObject({
      ok: true,
      data: { kind: 'translation.delete', fields: { deleted: 'all' } },
    });
  });
});
