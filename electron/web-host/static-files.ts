import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

/** Reads a file of the built renderer; anything outside its folder, hidden or missing is null. */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const full = normalize(join(root, relative));
  if (!full.startsWith(normalize(root) + sep) || relative.split('/').some((part) => part.startsWith('.'))) {
    return null;
  }
  try {
    if (!(await stat(full)).isFile()) return null;
    return {
      body: await readFile(full),
      contentType: contentTypes[extname(full)] ?? 'application/octet-stream',
    };
  } catch {
    return null;
  }
}
