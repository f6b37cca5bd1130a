import type { Messages } from './pl';

export const enCompatibility: Messages['compatibility'] = {
  title: 'Compatibility list',
  ruleId: '{category}: vehicles from the database, at most {maxRows} rows',
  ruleText: '{category}: text, at most {maxRows} rows of {maxLine} characters',
  rows: 'Rows: {count}/{max}',
  notRead: 'The full offer is not in the local copy yet: fetch it to change the list.',
  empty: 'This offer has no compatibility list yet.',
  make: 'Make',
  model: 'Model',
  type: 'Type',
  add: 'Add vehicle',
  remove: 'Remove row {text}',
  textLabel: 'One row per line',
  lineTooLong: 'Row {line}: {count}/{max} characters',
  lineEmpty: 'Row {line} is empty',
  tooManyRows: 'At most {max} rows',
  suggestion: 'The marketplace suggests a list ({count} rows).',
  takeSuggestion: 'Use the suggestion',
  notStored: 'The vehicles of this make are not in the local copy.',
  save: 'Save list',
  cancel: 'Undo',
};
