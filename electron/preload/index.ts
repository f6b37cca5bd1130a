import { contextBridge, ipcRenderer } from 'electron';
import { buildBridgeApi } from './build-api';

contextBridge.exposeInMainWorld(
  'sellerDesk',
  buildBridgeApi(
    (channel, input) => ipcRenderer.invoke(channel, input),
    (channel, listener) => {
      const wrapped = (_event: unknown, payload: unknown): void => listener(payload);
      ipcRenderer.on(channel, wrapped);
      return () => {
        ipcRenderer.removeListener(channel, wrapped);
      };
    },
  ),
);
