import { notifications } from '@mantine/notifications';
import { translate } from '../i18n';
import { useSettingsStore } from '../stores/settings';
import { errorText, isNoAccount } from './error-text';

/** The one place where a failure nobody else shows becomes a notification the seller sees. */
export function notifyError(error: unknown): void {
  // Nothing failed: no account is signed in yet, and the accounts screen already says so.
  if (isNoAccount(error)) return;
  const language = useSettingsStore.getState().settings?.language ?? 'pl';
  notifications.show({
    color: 'red',
    title: translate(language, 'errors.generic'),
    message: errorText(error, (key, vars) => translate(language, key, vars)),
    autoClose: 8000,
  });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 2500 });
}

/** Tells the seller that something they asked for is done, or why it failed: one line at each button. */
export function notifyDone(work: Promise<unknown>, message: string): void {
  work.then(() => notifyInfo(message), notifyError);
}
