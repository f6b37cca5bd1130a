import type { AddressProblem } from '../../../../shared/shipping';
import type { FieldError } from '../../../../shared/errors';
import type { MessageKey, Translate } from '../../i18n/translate';

const fieldNames = [
  'name',
  'company',
  'street',
  'postCode',
  'city',
  'countryCode',
  'email',
  'phone',
  'pointId',
  'packages',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'type',
  'cashOnDelivery',
  'insurance',
  'amount',
  'textOnLabel',
] as const;
type FieldName = (typeof fieldNames)[number];

/** The field a path names (`receiver.street`, `packages.0.weightKg`): its last word the form knows. */
export function fieldOf(path: string | null): FieldName | null {
  if (!path) return null;
  const words = path.split(/[.[\]]/).filter((word) => word && !/^\d+$/.test(word));
  for (const word of words.reverse()) {
    if ((fieldNames as readonly string[]).includes(word)) return word as FieldName;
  }
  return null;
}

export function fieldLabel(path: string | null, t: Translate): string {
  const field = fieldOf(path);
  return field ? t(`shipping.fields.${field}` as MessageKey) : (path ?? '');
}

/** "Street: the building number is missing". */
export function problemText(problem: AddressProblem, t: Translate): string {
  return `${fieldLabel(problem.path, t)}: ${t(`shipping.problems.${problem.code}`)}`;
}

/** The marketplace's own words, at its field when it named one. */
export function fieldErrorText(error: FieldError, t: Translate): string {
  return error.path ? `${fieldLabel(error.path, t)}: ${error.userMessage}` : error.userMessage;
}

/** The message for one form field: the address check's and the marketplace's, joined. */
export function messagesAt(
  path: string,
  problems: AddressProblem[],
  errors: FieldError[],
  t: Translate,
): string | null {
  const at = (other: string | null) => other !== null && (other === path || other.endsWith(`.${path}`));
  const texts = [
    ...problems.filter((p) => at(p.path)).map((p) => t(`shipping.problems.${p.code}`)),
    ...errors.filter((e) => at(e.path)).map((e) => e.userMessage),
  ];
  return texts.length ? texts.join(' · ') : null;
}
