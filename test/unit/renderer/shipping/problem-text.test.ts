import { describe, expect, it } from 'vitest';
import { fieldOf, messagesAt, problemText } from '../../../../renderer/src/features/shipping/problem-text';
import { translate, type Translate } from '../../../../renderer/src/i18n/translate';

const pl: Translate = (key, vars) => translate('pl', key, vars);
const en: Translate = (key, vars) => translate('en', key, vars);

describe('address problems at their fields', () => {
  it('finds the field a path names, in either family and inside a package', () => {
    expect(fieldOf('receiver.street')).toBe('street');
    expect(fieldOf('input.receiver.address.postCode')).toBe('postCode');
    expect(fieldOf('packages[0].weightKg')).toBe('weightKg');
    expect(fieldOf('packages.1.weight.value')).toBe('packages');
    expect(fieldOf('input.sender.unknownThing')).toBeNull();
    expect(fieldOf(null)).toBeNull();
  });

  it('words a problem with its field in both languages', () => {
    const problem = { path: 'receiver.street', code: 'streetNumberMissing' } as const;
    expect(problemText(problem, pl)).toBe('Ulica i numer: brak numeru budynku');
    expect(problemText(problem, en)).toBe('Street and number: the building number is missing');
  });

  it("puts the check's finding and the marketplace's words at the field they are about, and nowhere else", () => {
    const problems = [{ path: 'receiver.phone', code: 'phoneInvalid' } as const];
    const errors = [
      { path: 'input.receiver.phone', code: 'INVALID', userMessage: 'Numer telefonu jest nieprawidłowy.' },
      { path: null, code: 'OTHER', userMessage: 'Coś innego.' },
    ];
    expect(messagesAt('receiver.phone', problems, errors, pl)).toBe(
      'numer telefonu musi mieć od 9 do 14 cyfr · Numer telefonu jest nieprawidłowy.',
    );
    expect(messagesAt('receiver.street', problems, errors, pl)).toBeNull();
  });
});
