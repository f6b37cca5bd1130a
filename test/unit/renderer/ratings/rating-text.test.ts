import { describe, expect, it } from 'vitest';
import {
  markView,
  ratingTextProblem,
  removalState,
} from '../../../../renderer/src/features/ratings/rating-text';
import { translate } from '../../../../renderer/src/i18n/translate';
import { ratingChannels } from '../../../../shared/contract/ratings';
import type { RatingChangeMark } from '../../../../shared/ratings';

const now = Date.parse('2026-11-24T12:00:00Z');
const rating = {
  removalPossibleTo: '2026-12-01T10:00:00Z',
  removalRequested: false,
  removalChange: null as RatingChangeMark | null,
};
const mark = (state: RatingChangeMark['state'], message: string | null = null): RatingChangeMark => ({
  changeId: 7,
  state,
  message,
});

describe('a rating answer’s local check', () => {
  it('takes 1 to 500 characters that are not only spaces, newlines included', () => {
    expect(ratingTextProblem('Dziękujemy!')).toBeNull();
    expect(ratingTextProblem('Dzięki.\n\nPozdrawiamy')).toBeNull();
    expect(ratingTextProblem('x'.repeat(500))).toBeNull();
    expect(ratingTextProblem('')).toBe('empty');
    expect(ratingTextProblem(' \n\t ')).toBe('empty');
    expect(ratingTextProblem('x'.repeat(501))).toBe('tooLong');
  });

  // The core counts UTF-16 units as the marketplace does (an emoji is two); the bridge's schema counts fewer.
  it('passes nothing the bridge refuses, and counts an emoji as two as the core does', () => {
    const texts = [
      '',
      '  ',
      'a',
      'ż'.repeat(500),
      'ż'.repeat(501),
      '😀'.repeat(250),
      '😀'.repeat(251),
      ' x ',
    ];
    const answer = ratingChannels['ratings:answer'].input;
    for (const text of texts) {
      const edge = answer.safeParse({ ratingId: 'r1', text }).success;
      if (ratingTextProblem(text) === null) expect(edge, JSON.stringify(text)).toBe(true);
      if (!edge) expect(ratingTextProblem(text), JSON.stringify(text)).not.toBeNull();
    }
    expect(ratingTextProblem('😀'.repeat(250))).toBeNull();
    expect(ratingTextProblem('😀'.repeat(251))).toBe('tooLong');
  });

  it('says what is wrong in Polish and English', () => {
    const vars = { max: 500, over: 3 };
    expect(translate('pl', 'ratings.changes.problems.tooLong', vars)).toBe(
      'Najwyżej 500 znaków: skróć tekst o 3.',
    );
    expect(translate('en', 'ratings.changes.problems.tooLong', vars)).toBe(
      'At most 500 characters: shorten the text by 3.',
    );
    expect(translate('en', 'ratings.changes.problems.empty')).toMatch(/cannot be empty/);
  });
});

describe('whether a removal may be requested', () => {
  it('is open until the rating’s possibleTo and closed from then on, with that time', () => {
    expect(removalState(rating, now)).toEqual({ kind: 'open', until: rating.removalPossibleTo });
    const last = Date.parse(rating.removalPossibleTo);
    expect(removalState(rating, last - 1).kind).toBe('open');
    expect(removalState(rating, last)).toEqual({ kind: 'closed', until: rating.removalPossibleTo });
    expect(removalState(rating, last + 86_400_000).kind).toBe('closed');
  });

  it('is not possible at all without a possibleTo', () => {
    expect(removalState({ ...rating, removalPossibleTo: null }, now)).toEqual({ kind: 'unavailable' });
    expect(removalState({ ...rating, removalPossibleTo: 'soon' }, now)).toEqual({ kind: 'unavailable' });
  });

  it('is not asked twice: a waiting request, then one the marketplace holds', () => {
    expect(removalState({ ...rating, removalRequested: true, removalChange: mark('waiting') }, now)).toEqual({
      kind: 'waiting',
    });
    expect(removalState({ ...rating, removalRequested: true, removalChange: mark('sent') }, now)).toEqual({
      kind: 'requested',
    });
    // Requested elsewhere (another station, the marketplace's site): past its time it is still just requested.
    expect(removalState({ ...rating, removalRequested: true }, Date.parse('2027-01-01T00:00:00Z')).kind).toBe(
      'requested',
    );
  });

  it('may be asked again after the marketplace refused the request', () => {
    expect(removalState({ ...rating, removalChange: mark('failed', 'Za późno') }, now).kind).toBe('open');
  });
});

describe('the mark of the seller’s latest change', () => {
  it('is nothing, waiting, sent, or refused with the marketplace’s words', () => {
    expect(markView(null)).toEqual({ kind: 'none' });
    expect(markView(mark('waiting'))).toEqual({ kind: 'waiting' });
    expect(markView(mark('sent'))).toEqual({ kind: 'sent' });
    expect(markView(mark('failed', 'Nie można już wnioskować o usunięcie'))).toEqual({
      kind: 'refused',
      message: 'Nie można już wnioskować o usunięcie',
    });
    expect(markView(mark('failed'))).toEqual({ kind: 'refused', message: null });
  });
});
