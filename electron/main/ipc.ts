import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { channelNames, eventChannel, type EventName } from '../../shared/contract';
import type { Registrar } from '../core/bridge/registrar';
import { isAppUrl } from './window';

/** Only the app's own top frame, loaded from the app scheme, may call the bridge. */
export function isTrustedIpcSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return isAppUrl(frame.url);
}

/** Binds every channel to this registrar; a start after a recovered fault binds them again, to its new core. */
export function registerIpc(ipcMain: IpcMain, registrar: Registrar<IpcMainInvokeEvent>): void {
  for (const channel of channelNames) {
    ipcMain.removeHandler(channel);
    ipcMain.handle(channel, (event, input: unknown) => registrar.dispatch(event, channel, input));
  }
}

export function forwardEvent(target: WebContents, name: EventName, payload: unknown): void {
  if (!target.isDestroyed()) target.send(eventChannel(name), payload);
}
