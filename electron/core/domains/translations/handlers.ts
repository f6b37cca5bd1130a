import type { HandlersOf } from '../../../../shared/contract';
import type { translationChannels } from '../../../../shared/contract/translations';
import type { Core } from '../../compose';

export function translationHandlers(core: Core): HandlersOf<typeof translationChannels> {
  return {
    'translations:get': ({ accountId, offerId }) => core.translations.get(accountId, offerId),
    'translations:refresh': ({ accountId, offerId }) => core.translations.refresh(accountId, offerId),
    'translations:edit': ({ accountId, offerId, language, title, description }) =>
      core.actions.translations.edit(accountId, offerId, {
        language,
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
      }),
    'translations:delete': ({ accountId, offerId, language, element }) =>
      core.actions.translations.delete(accountId, offerId, language, element),
  };
}
