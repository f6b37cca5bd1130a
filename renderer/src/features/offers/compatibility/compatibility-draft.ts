import type {
  CompatibilityCategory,
  CompatibilityProblem,
  CompatibilityRow,
  CompatibleVehicle,
} from '../../../../../shared/compatibility';
import { compatibilityLimits, compatibilityProblems } from '../../../../../shared/compatibility';
import type { Translate } from '../../../i18n/translate';

/** Text rows as the seller types them: one per line; a trailing line break is not a row. */
export const textRows = (text: string): CompatibilityRow[] =>
  text === ''
    ? []
    : text
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => ({ type: 'TEXT', id: null, text: line }));

export const rowsText = (rows: readonly CompatibilityRow[]): string => rows.map((row) => row.text).join('\n');

/** Two lists hold the same rows in the same order. */
export const sameRows = (a: readonly CompatibilityRow[], b: readonly CompatibilityRow[]): boolean =>
  a.length === b.length &&
  a.every((row, index) =>
    row.type === 'ID' ? row.id === b[index]?.id : row.text.trim() === b[index]?.text.trim(),
  );

/** The models of a make's vehicles, in the database's order, each once. */
export const modelsOf = (vehicles: readonly CompatibleVehicle[]): string[] => [
  ...new Set(vehicles.map((v) => v.model)),
];

export const maxRowsOf = (category: CompatibilityCategory): number =>
  Math.min(category.maxRows, compatibilityLimits.maxRows);

export function problemText(
  problem: CompatibilityProblem,
  rows: readonly CompatibilityRow[],
  t: Translate,
): string {
  switch (problem.code) {
    case 'tooManyRows':
      return t('compatibility.tooManyRows', { max: problem.max });
    case 'lineEmpty':
      return t('compatibility.lineEmpty', { line: problem.index + 1 });
    case 'lineTooLong':
      return t('compatibility.lineTooLong', {
        line: problem.index + 1,
        count: [...rows[problem.index]!.text.trim()].length,
        max: problem.max,
      });
  }
}

export { compatibilityProblems };
