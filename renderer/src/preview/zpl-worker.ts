/// <reference lib="webworker" />
import { zplToBase64MultipleAsync } from 'zpl-renderer-js';

interface Request {
  id: number;
  zpl: string;
  width: number;
  height: number;
  dpmm: number;
}

/** Draws ZPL labels to PNG (base64) for the preview, one request at a time, away from the UI thread. */
self.onmessage = (event: MessageEvent<Request>) => {
  const { id, zpl, width, height, dpmm } = event.data;
  zplToBase64MultipleAsync(zpl, width, height, dpmm).then(
    (images) => self.postMessage({ id, images }),
    (error: unknown) =>
      self.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
