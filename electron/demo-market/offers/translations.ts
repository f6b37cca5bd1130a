import { notFound, unprocessable } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { ManualTranslation, Offer } from '../state/types';
import type { World } from '../world';
import { emitOfferEvent } from './journal';
import { touch } from './lifecycle';
import { ownOffer } from './product-offers';
import { isObject } from './rules';
import { descriptionOf } from './view';

/** The offers' own language: its content is the BASE, never a translation. */
export const BASE_LANGUAGE = 'pl-PL';
/** Languages the marketplace translates every offer into on its own (its additional marketplaces and English). */
export const AUTO_LANGUAGES = ['cs-CZ', 'sk-SK', 'hu-HU', 'en-US'] as const;
/** Languages a seller may give a manual translation in: the automatic ones and a few more. */
export const MANUAL_LANGUAGES = [...AUTO_LANGUAGES, 'uk-UA', 'de-DE'] as const;
/** The offer title's limit applies to its translations as well. */
const TITLE_MAX = 75;
/** Document 2 (StandardizedDescription): a description takes at most 40000 bytes. */
const DESCRIPTION_MAX_BYTES = 40_000;
const ELEMENTS = ['title', 'description', 'safety_information'] as const;

type Type = 'BASE' | 'AUTO' | 'MANUAL';
type Sections = { sections: unknown[] };

const textOnly = (html: string): Sections => ({ sections: [{ items: [{ type: 'TEXT', content: html }] }] });

/**
 * An automatic translation: the demo has no translator, so the base content is marked with the language
 * (a title "[CS] ...") — enough for the seller to see which text is which.
 */
function automatic(offer: Offer, world: World, language: string): { title: string; description: Sections } {
  const mark = `[${language.slice(0, 2).toUpperCase()}]`;
  return {
    title: `${mark} ${offer.name}`,
    description: textOnly(`<p>${mark}</p>${descriptionOf(offer, world)}`),
  };
}

function translationView(offer: Offer, world: World, language: string) {
  if (language === BASE_LANGUAGE) {
    return {
      language,
      title: { translation: offer.name, type: 'BASE' as Type },
      description: { translation: textOnly(descriptionOf(offer, world)), type: 'BASE' as Type },
    };
  }
  const manual = offer.translations?.[language];
  const auto = (AUTO_LANGUAGES as readonly string[]).includes(language)
    ? automatic(offer, world, language)
    : null;
  if (!manual && !auto) return null;
  const element = <T>(own: T | undefined, generated: T | undefined) =>
    own !== undefined
      ? { translation: own, type: 'MANUAL' as Type }
      : generated !== undefined
        ? { translation: generated, type: 'AUTO' as Type }
        : undefined;
  const title = element(manual?.title, auto?.title);
  const description = element(manual?.description, auto?.description);
  return { language, ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

function languagesOf(offer: Offer): string[] {
  const manual = Object.keys(offer.translations ?? {});
  return [...new Set([...AUTO_LANGUAGES, ...manual])];
}

function checkLanguage(language: string): void {
  if (language === BASE_LANGUAGE) {
    throw unprocessable(
      `${language} is the offer's own language and cannot be translated into`,
      'language',
      'TRANSLATION_BASE_LANGUAGE',
      'To język oferty: nie można dodać tłumaczenia na ten język.',
    );
  }
  if (!(MANUAL_LANGUAGES as readonly string[]).includes(language)) {
    throw unprocessable(
      `Translations into ${language} are not supported; use one of ${MANUAL_LANGUAGES.join(', ')}`,
      'language',
      'TRANSLATION_LANGUAGE_NOT_SUPPORTED',
      `Tłumaczenia na język ${language} nie są obsługiwane.`,
    );
  }
}

function readTitle(value: unknown): string {
  const text = isObject(value) ? value.translation : undefined;
  if (typeof text !== 'string' || text.trim() === '' || text.length > TITLE_MAX) {
    throw unprocessable(
      `title.translation must be 1 to ${TITLE_MAX} characters`,
      'title.translation',
      'VALIDATION_ERROR',
      `Tłumaczenie tytułu musi mieć od 1 do ${TITLE_MAX} znaków.`,
    );
  }
  return text;
}

/** The description in the offer description's shape: sections of 1 or 2 items, texts and the offer's images. */
function readDescription(value: unknown, offer: Offer): Sections {
  const body = isObject(value) ? value.translation : undefined;
  const bad = (message: string, pl: string) =>
    unprocessable(message, 'description.translation', 'VALIDATION_ERROR', pl);
  if (!isObject(body) || !Array.isArray(body.sections) || body.sections.length === 0)
    throw bad(
      'description.translation.sections must be a non-empty list',
      'Opis musi mieć co najmniej jedną sekcję.',
    );
  for (const section of body.sections) {
    const items = isObject(section) && Array.isArray(section.items) ? section.items : null;
    if (!items || items.length < 1 || items.length > 2)
      throw bad('Every section must hold 1 or 2 items', 'Każda sekcja opisu musi mieć 1 lub 2 elementy.');
    for (const item of items) {
      const ok =
        isObject(item) &&
        ((item.type === 'TEXT' && typeof item.content === 'string' && item.content.trim() !== '') ||
          (item.type === 'IMAGE' && typeof item.url === 'string' && imageOfOffer(item.url, offer)));
      if (!ok)
        throw bad(
          "Items must be non-empty TEXT or IMAGE of the offer's images",
          'Opis może zawierać tylko niepuste teksty i zdjęcia oferty.',
        );
    }
  }
  const sections = body.sections as unknown[];
  if (Buffer.byteLength(JSON.stringify({ sections }), 'utf8') > DESCRIPTION_MAX_BYTES)
    throw bad(
      `The description must take at most ${DESCRIPTION_MAX_BYTES} bytes`,
      `Opis może zajmować najwyżej ${DESCRIPTION_MAX_BYTES} bajtów.`,
    );
  return { sections };
}

const imageOfOffer = (url: string, offer: Offer): boolean => {
  const drawn = /\/demo-images\/([\w-]{1,40})\.(?:svg|png)$/.exec(url);
  return offer.images.includes(drawn ? `demo:${drawn[1]}` : url);
};

function changed(world: World, offer: Offer, language: string): void {
  touch(world, offer);
  emitOfferEvent(world, offer, 'OFFER_TRANSLATION_UPDATED', { languages: [language] });
}

/**
 * Offer translations (document 2): read the base content and every translation, give or replace a manual
 * translation of the title and/or description, delete one element or the whole manual translation.
 * Automatic translations follow the base content; a manual element hides the automatic one until deleted.
 */
export function offerTranslationRoutes(world: World): Route[] {
  const read = `${world.vendor}:api:sale:offers:read`;
  const write = `${world.vendor}:api:sale:offers:write`;
  const offerOf = (ctx: Ctx) => ownOffer(world, ctx, ctx.params.offerId!);
  return [
    {
      method: 'GET',
      path: '/sale/offers/:offerId/translations',
      auth: 'user',
      scope: read,
      handle(ctx) {
        const offer = offerOf(ctx);
        const language = ctx.query.string('language');
        const languages = language !== undefined ? [language] : [BASE_LANGUAGE, ...languagesOf(offer)];
        const translations = languages.map((l) => translationView(offer, world, l)).filter((t) => t !== null);
        return json(200, { translations });
      },
    },
    {
      method: 'PATCH',
      path: '/sale/offers/:offerId/translations/:language',
      auth: 'user',
      scope: write,
      handle(ctx) {
        const offer = offerOf(ctx);
        const language = ctx.params.language!;
        checkLanguage(language);
        const body = isObject(ctx.body) ? ctx.body : {};
        if (body.title === undefined && body.description === undefined)
          throw unprocessable(
            'The request must contain at least one translated element (title or description)',
            null,
            'VALIDATION_ERROR',
            'Podaj co najmniej jeden przetłumaczony element: tytuł lub opis.',
          );
        const next: ManualTranslation = { ...offer.translations?.[language] };
        if (body.title !== undefined) next.title = readTitle(body.title);
        if (body.description !== undefined) next.description = readDescription(body.description, offer);
        offer.translations = { ...offer.translations, [language]: next };
        changed(world, offer, language);
        return json(200, translationView(offer, world, language));
      },
    },
    {
      method: 'DELETE',
      path: '/sale/offers/:offerId/translations/:language',
      auth: 'user',
      scope: write,
      unversioned: true,
      handle(ctx) {
        const offer = offerOf(ctx);
        const language = ctx.params.language!;
        const element = ctx.query.string('element');
        if (element !== undefined && !(ELEMENTS as readonly string[]).includes(element))
          throw unprocessable(
            `element must be one of ${ELEMENTS.join(', ')}`,
            'element',
            'VALIDATION_ERROR',
            `Element musi być jednym z: ${ELEMENTS.join(', ')}.`,
          );
        const manual = offer.translations?.[language];
        const key = element === 'title' ? 'title' : element === 'description' ? 'description' : null;
        // The demo's offers carry no safety information, so there is never a translation of it to delete.
        if (!manual || element === 'safety_information' || (key !== null && manual[key] === undefined))
          throw notFound(`Manual translation ${element ?? ''} in ${language}`.replace('  ', ' '));
        const rest: ManualTranslation = { ...manual };
        if (key === null || key === 'title') delete rest.title;
        if (key === null || key === 'description') delete rest.description;
        const all = { ...offer.translations };
        if (rest.title === undefined && rest.description === undefined) delete all[language];
        else all[language] = rest;
        offer.translations = all;
        changed(world, offer, language);
        return { status: 204 };
      },
    },
  ];
}
