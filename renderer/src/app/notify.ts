import { notifications } from '@mantine/notifications';
import { translate } from '../i18n';
import { BridgeError } from '../api/bridge-error';
import { useSettingsStore } from '../stores/settings';

/** The one place where a failure becomes something the seller sees. */
export function notifyError(error: unknown): void {
  const language = useSettingsStore.getState().settings?.language ?? 'pl';
  const code = error instanceof BridgeError ? error.code : 'INTERNAL';
  const message =
    error instanceof BridgeError && error.userMessage
      ? error.userMessage
      : translate(language, `errors.${code}`);
  notifications.show({
    color: 'red',
    title: translate(language, 'errors.generic'),
    message:
      error instanceof BridgeError && error.traceId ? `${message} (Trace-Id: ${error.traceId})` : message,
    autoClose: 8000,
  });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 2500 });
}
