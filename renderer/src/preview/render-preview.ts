import type { PageSize, PrintDocument } from '../../../shared/printing';

/** Label sizes in millimetres for drawing ZPL: courier labels are 100x150 mm rolls. */
const labelMm: Record<PageSize, [number, number]> = {
  a6: [100, 150],
  '4x6': [101.6, 152.4],
  a4: [210, 297],
};

/** At most this many pages are drawn: a preview is for recognising a document, not reading a protocol. */
const maxPages = 4;
/** Width in CSS pixels the pages are drawn for (twice that in device pixels for sharp text). */
const targetWidth = 420;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pdfImages(bytes: Uint8Array): Promise<string[]> {
  // pdf.js (and its worker) load only when the first PDF preview is asked for.
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const pdf = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
  try {
    const images: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages); n++) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (targetWidth * 2) / base.width });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (blob) images.push(URL.createObjectURL(blob));
    }
    return images;
  } finally {
    void pdf.destroy();
  }
}

let zplWorker: Worker | undefined;
let nextRequest = 1;
const waiting = new Map<number, { resolve: (images: string[]) => void; reject: (error: Error) => void }>();

/** ZPL is drawn in a worker: the renderer's ~9 MB WebAssembly loads there, off the UI thread, once. */
function zplImages(zpl: string, pageSize: PageSize, dpmm: number): Promise<string[]> {
  if (!zplWorker) {
    zplWorker = new Worker(new URL('./zpl-worker.ts', import.meta.url), { type: 'module' });
    zplWorker.onmessage = (event: MessageEvent<{ id: number; images?: string[]; error?: string }>) => {
      const call = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (event.data.images) call?.resolve(event.data.images.map((png) => `data:image/png;base64,${png}`));
      else call?.reject(new Error(event.data.error ?? 'ZPL preview failed'));
    };
  }
  const id = nextRequest++;
  const [width, height] = labelMm[pageSize === 'a4' ? '4x6' : pageSize];
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    zplWorker!.postMessage({ id, zpl, width, height, dpmm });
  });
}

/** Images of a document for the seller to recognise it; null when there is no way to draw it (EPL). */
export async function renderPreview(
  doc: PrintDocument,
  options: { pageSize: PageSize; zplDpi: 203 | 300 },
): Promise<string[] | null> {
  const bytes = bytesOf(doc.base64);
  if (doc.format === 'pdf') return pdfImages(bytes);
  if (doc.format === 'zpl') {
    const images = await zplImages(
      new TextDecoder().decode(bytes),
      options.pageSize,
      options.zplDpi === 300 ? 12 : 8,
    );
    return images.slice(0, maxPages);
  }
  return null;
}
