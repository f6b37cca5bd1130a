import {
  compatibilityProblems,
  type CompatibilityListValue,
  type CompatibilityProblem,
} from '../../../../shared/compatibility';
import type { Language } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';
import { messageCatalog } from '../../kernel/messages';
import type { Db } from '../../db/open';
import { createCompatibilityRepo } from './compatibility-repo';

const catalog = messageCatalog({
  en: {
    tooManyRows: 'The compatibility list may hold at most {max} rows.',
    lineTooLong: 'Row {line} of the compatibility list may have at most {max} characters.',
    lineEmpty: 'Row {line} of the compatibility list is empty.',
    wrongForm: "This category's compatibility list takes {form} only.",
    vehicles: 'vehicles from the database',
    text: 'text rows',
  },
  pl: {
    tooManyRows: 'Lista „Pasuje do” może mieć najwyżej {max} wierszy.',
    lineTooLong: 'Wiersz {line} listy „Pasuje do” może mieć najwyżej {max} znaków.',
    lineEmpty: 'Wiersz {line} listy „Pasuje do” jest pusty.',
    wrongForm: 'Lista „Pasuje do” w tej kategorii przyjmuje tylko {form}.',
    vehicles: 'pojazdy z bazy',
    text: 'wiersze tekstu',
  },
});

const pathOf = (problem: CompatibilityProblem): string =>
  problem.code === 'tooManyRows'
    ? 'compatibilityList.items'
    : `compatibilityList.items[${problem.index}].text`;

/**
 * Refuses, before anything is stored, a list the marketplace would refuse for certain by the rules of the offer's
 * own category as the local copy knows them (supported-categories). Anything else (a subcategory of a supported
 * one, rules not read yet) is left to the marketplace, whose refusal the outbox shows.
 */
export function checkCompatibilityList(
  db: Db,
  accountId: string,
  offerId: string,
  list: CompatibilityListValue,
  language: Language,
): void {
  const categoryId = db
    .prepare<[string, string], { category_id: string | null }>(
      'SELECT category_id FROM offers WHERE account_id = ? AND id = ?',
    )
    .get(accountId, offerId)?.category_id;
  const category = categoryId ? createCompatibilityRepo(db).category(accountId, categoryId) : null;
  // An input type the app does not know cannot be checked here: the marketplace decides on the list.
  if (!category || (category.inputType !== 'ID' && category.inputType !== 'TEXT')) return;
  const wrong = list.items.findIndex((item) => item.type !== category.inputType);
  if (wrong >= 0) {
    const values = (lang: Language) => ({
      form: catalog.text(category.inputType === 'ID' ? 'vehicles' : 'text', lang),
    });
    throw new AppError(
      'VALIDATION_FAILED',
      `compatibilityList.items[${wrong}]: ${catalog.text('wrongForm', 'en', values('en'))}`,
      { userMessage: catalog.text('wrongForm', language, values(language)) },
    );
  }
  const rows = list.items.map((item) =>
    item.type === 'TEXT'
      ? { type: 'TEXT' as const, id: null, text: item.text }
      : { type: 'ID' as const, id: item.id, text: item.id },
  );
  const problem = compatibilityProblems(category, rows)[0];
  if (!problem) return;
  const values = {
    max: 'max' in problem ? problem.max : 0,
    line: 'index' in problem ? problem.index + 1 : 0,
  };
  throw new AppError('VALIDATION_FAILED', `${pathOf(problem)}: ${catalog.text(problem.code, 'en', values)}`, {
    userMessage: catalog.text(problem.code, language, values),
  });
}
